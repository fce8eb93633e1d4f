/**
 * User-facing texts fixed by the specification (§5 validation, §8 errors, toasts and overlays).
 * The spec's wording is a requirement, typos included.
 */
export const MESSAGES = {
  required: 'You must enter a value',
  timezoneRequired: 'Required.',
  tenantLocale: 'Tenant must be upper case and only 2 letters',
  countryImageTooLarge: 'Avatar size should be less than 2 MB!',
  flagUploadFailed: 'Could not update flag file',
  photoUploadFailed: 'Could not update photo file',
  badgeUploadFailed: 'Could not upload badge to storage',
  invalidData: 'Invalid data!',
  invalidProperty: 'Invalid property',
  surveyUrlRequired: 'Required.',
  surveyUrlInvalid: 'URL is not valid',
  linkRequired: 'This field is required.',
  linkInvalid: 'Please enter a valid URL.',
  agendaStartAfterEnd: 'Start time cannot be bigger than the End time',
  agendaBeforeEvent: 'Cannot start the agenda prior to event start',
  agendaAfterEvent: 'Cannot end the agenda after the event ends',
  authorityNeedsTenant: 'You need to add both a tenant and a authority',
  authorityDuplicate: 'User already has the authority!',
  errorDialogTitle: 'Exception',
  errorDialogPrefix: 'ERROR OCCURED',
  serverOffline: 'The server seems to be offline.',
  /** docs/product.md §8: "'Invalid params' is logged when navigation lacks an event id"; the screen says it too. */
  invalidParams: 'Invalid params',
  /** docs/product.md §8 gives the rule ("a script chunk fails to load after a 120 second timeout"), not the words. */
  chunkLoadTimeout: (seconds: number) =>
    `This screen's code did not load within ${seconds} seconds. Check your connection and reload the page.`,
} as const;

const listed = (items: readonly string[], max = 20): string =>
  items.length > max ? `${items.slice(0, max).join(', ')} and ${items.length - max} more` : items.join(', ');

/** Texts of our own where the spec names none (administration), shared by the API and the app. */
export const API_MESSAGES = {
  tooManyCalls: (seconds: number) => `Too many requests: try again in ${seconds} s`,
  pageSize: (sizes: readonly number[]) => `Page size must be one of ${sizes.join(', ')}`,
  tenantExists: (locale: string) => `A country with locale ${locale} already exists`,
  tenantLocaleFixed: 'The locale of a country cannot be changed',
  tenantNotFound: 'Country not found',
  unknownTenant: (id: string) => `Unknown country: ${id}`,
  globalTenantFixed: 'The global tenant cannot be deleted',
  mailNotFound: 'Mail not found',
  mailNotFailed: 'Only a mail that failed can be sent again',
  userNotFound: 'User not found',
  notTenantAdmin: 'You are not admin of that country',
  onlyRootGrantsRoot: 'Only a root user may grant or remove ROOT',
  onlyRootChangesGlobal: 'Only a root user may change a global authority',
  onlyAdminsManageRights: 'Only admins manage rights',
  ownAuthoritiesFixed: 'You cannot delete your own authorities',
  aliasConflict: (alias: string, name: string) =>
    `${alias} and ${name} name the same field: give one, or the same value`,
  onlyRootOrAdminGranted: 'Only ROOT or ADMIN can be granted',
  corporateTokenRequired: 'A corporate token is required',
  corporateTokenWithoutEmail: 'The corporate token carries no e-mail address',
  reauthenticationRequired: 'Your corporate sign-in is too old: sign in again',
  signedOutEverywhere: (name: string) => `${name} is signed out everywhere`,
  signOutEverywhereConfirm: (name: string) =>
    `Sign ${name} out on every device? Their open sessions end at once; they can sign in again with their corporate account.`,
  tenantInUse: (countryName: string, remaining: readonly string[]) =>
    `${countryName} cannot be deleted: it still has ${remaining.join(', ')}. Remove them first.`,
  flagUrl: 'The flag must be an http(s) address or a png or jpeg data URL',
  flagRef: 'The flag reference must be a file under flags/',
  groupNeedsCountry: 'Choose the group country',
  groupNeedsUser: 'A group needs at least one user',
  groupNotFound: 'Group not found',
  spreadsheetEmpty: 'The spreadsheet holds no e-mail addresses',
  unknownAddresses: (addresses: readonly string[]) => `These addresses are not users: ${listed(addresses)}`,
  unknownUsers: (ids: readonly string[]) => `Unknown users: ${listed(ids)}`,
  tooManyUsers: (max: number) => `At most ${max} users`,
  userExists: (address: string) => `${address} is already a user`,
  /** A sign-in or new user whose address record stayed contended for the whole retry time (lib/transactions.ts). */
  addressBusy: 'Someone is signing in with this address right now: try again in a moment',
  addressTaken: (address: string) =>
    `${address} already belongs to another user: an address signs in as one identity only. Ask an administrator.`,
  addressAmbiguous: (address: string) => `${address} belongs to more than one user: choose the user by id`,
  notInDirectory: 'This person is not in the corporate directory',
  noAddressInDirectory: 'This person has no e-mail address in the corporate directory',
  addressNotInDirectory: (address: string) => `${address} is not in the corporate directory`,
  directoryTokenRequired: 'A directory token (X-Graph-Token) is required to read the corporate directory',
  directoryTokenRefused: 'The directory token was refused',
  directoryUnreachable: 'The corporate directory cannot be reached',
  notGroupTenantAdmin: "You are not admin of that group's country",
  completionForEditors: 'Only those who edit groups or events (admins, organizers) search people',
  onlyAdminsManageGroups: 'Only admins manage groups',
  searchRequired: 'Enter a name or an address to search for',
} as const;

/** Texts of our own for notifications, where the spec names none (docs/product.md §5 gives the link messages). */
export const NOTIFICATION_MESSAGES = {
  type: 'Choose LINK or TEXT',
  dateInPast: 'Choose a date and time in the future',
  chooseUsers: 'Choose at least one user, or send to all participants',
  notFound: 'Notification not found',
  eventPassed: 'This event has passed: notifications can no longer be sent',
  agendaPassed: 'This agenda has passed: notifications can no longer be sent',
  alreadySent: 'This notification has already been sent: it can no longer be changed or cancelled',
  otherEvent: 'This notification belongs to another event',
  noRecipients: 'Nobody to send to: the event or agenda has no participants yet',
  notEventPeople: (names: readonly string[], agenda: boolean) =>
    `Only the ${agenda ? "agenda's" : "event's"} participants, speakers and organizers can be sent notifications; these are not: ${listed(names)}`,
  sendRetried: 'The notification could not be sent yet: it is saved and will be sent again within a minute',
} as const;

export const TOASTS = {
  eventDeleted: 'Event deleted',
  tagDeleted: 'Tag deleted',
  agendaDeleted: 'Agenda deleted!',
  newsDeleted: 'News deleted',
  badgeDeleted: 'Badge deleted',
  surveyDeleted: 'Survey deleted',
  notificationDeleted: 'Notification deleted',
  groupDeleted: 'Group deleted',
  notificationsSent: 'Notifications sent !',
  agendaSaved: 'Agenda Saved !',
  speakersSaved: 'Speakers Saved!',
  participantsSaved: 'Participants Saved!',
  userUpdated: 'User updated!',
  settingsSaved: 'Settings saved',
  // Ours: the spec names no toast for these saves (every save confirms).
  eventSaved: 'Event saved',
  locationSaved: 'Location saved',
  detailSaved: 'Details saved',
  tagSaved: 'Tag saved',
  surveySaved: 'Survey saved',
  countrySaved: 'Country saved',
  groupSaved: 'Group saved',
} as const;

/**
 * Ours: the prompt of a tab whose app has a newer build waiting (web components/feedback/update-prompt.tsx,
 * docs/architecture.md "The service worker").
 */
export const APP_UPDATE_TEXTS = {
  ready: 'New version of the app',
  reload: 'Reload',
  later: 'Not now',
} as const;

/**
 * docs/product.md §8's confirmations: deleting details, a tag, a badge or news asks "Are you sure..."; deleting a
 * survey or a group warns that all associated data is deleted; cancelling a notification and sending mail
 * invites (event-wide or for one agenda) ask first. The spec's agenda confirmation "wrongly says 'start
 * this agenda'": no test or decision keeps that slip, so ours asks about deleting the agenda.
 */
export const CONFIRMATIONS = {
  deleteDetail: (title: string) => `Are you sure you want to delete ${title}?`,
  deleteTag: (text: string) => `Are you sure you want to delete the tag ${text}?`,
  deleteBadge: (name: string) => `Are you sure you want to delete the badge ${name}?`,
  deleteNews: (title: string) => `Are you sure you want to delete the news "${title}"?`,
  deleteAgenda: (name: string) => `Are you sure you want to delete the agenda ${name}?`,
  deleteSurvey: (name: string) => `All data associated with the survey ${name} will be deleted. Continue?`,
  deleteGroup: (name: string) =>
    `Are you sure you want to delete the group "${name}"? All associated data will be deleted.`,
  cancelNotification: (message: string) => `Cancel the notification "${message}"? It will not be sent.`,
  invitesEvent:
    "Every participant of the event gets a calendar invite for all of the event's agendas by e-mail. Send the invites?",
  invitesAgenda: 'Every participant of this agenda gets a calendar invite for this agenda by e-mail. Send the invites?',
} as const;

export const OVERLAYS = {
  deleting: 'Deleting ...',
  deletingFiles: 'Deleting files ...',
  saving: 'Saving ...',
  savingFiles: 'Saving files on storage...',
  deletingOldFiles: 'Deleting old files ...',
  loadingDirectory: 'Loading data from the corporate directory ...',
} as const;

/** Image rule messages of docs/product.md §5, with their placeholders filled in. */
export const imageMessages = {
  tooLarge: (megabytes: number) => `ImageSize should be less than ${megabytes} MB!`,
  tooWide: (width: number, max: number) => `The image width (${width}) must be lower than (${max}).`,
  tooHigh: (height: number, max: number) => `The image height (${height}) must be lower than (${max}).`,
  wrongRatio: (ratio: string) => `The image ratio must be (${ratio}).`,
};

/** Texts of our own for events and their content, where the spec names none. */
export const EVENT_MESSAGES = {
  busy: 'Many people are changing this event right now: try again in a moment',
  invalidTimezone: 'Choose a timezone from the list',
  invalidDate: 'Enter a valid date',
  startBeforeToday: 'The start date cannot be before today',
  endBeforeStart: 'The end date cannot be before the start date',
  chooseCountry: 'Choose the event country',
  tenantFixed: 'Only an admin of both countries can move an event to another country',
  eventNotFound: 'Event not found',
  agendaNotFound: 'Agenda not found',
  itemNotFound: 'Not found',
  onlyAdminsCreate: 'Only an admin of that country can create its events',
  onlyAdminsDelete: 'Only an admin of the event country can delete the event',
  cannotEdit: 'You cannot edit this event',
  fileUrl: 'The file address must be an http or https URL',
  fileOutsideFolder: (folder: string) => `Files must be stored under ${folder}`,
  fileNeedsReference: 'A file needs both its address and its storage reference',
  fileNotOurs: 'The file address must be the download address of its stored file in our bucket',
  posterAfterCreate: 'Add the poster once the event is created',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  coordinatesTogether: 'Give both latitude and longitude, or neither',
  colour: 'Choose a colour',
  order: 'The order must be a whole number from 0',
  searchTooShort: (min: number) => `Enter at least ${min} characters`,
} as const;

/** Texts of our own for an event's wall (docs/features.md, "The wall"). */
export const WALL_MESSAGES = {
  notAPerson: "Only the event's participants, speakers and organizers take part in its wall",
  wallHidden: "This event's wall is hidden: nothing can be posted, commented or liked",
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  postHidden: 'This post is hidden by the organizers',
  notYours: 'You can only change your own posts and comments',
  cannotDelete: 'You can only delete your own posts and comments',
  photoOutsideFolder: "The photo must be one you uploaded to this event's wall (png or jpg)",
  photoMissing: 'The photo was not found: upload it again',
  photoInUse: 'This photo belongs to another post: upload it again for this one',
  hiddenByOrganizers: 'Hidden by the organizers',
  /** The bell item of each editor of the event when someone reports a post or comment on its wall. */
  reported: (item: 'post' | 'comment', reporter: string, reason: string) =>
    `${reporter} reported a ${item} on the wall: “${reason}”`,
} as const;

/** Texts of our own for points, badges and the leaderboard (docs/features.md, "Points, badges and the leaderboard"). */
export const ENGAGEMENT_MESSAGES = {
  /** The bell item of a person who reaches a badge's threshold. */
  badgeEarned: (badge: string, points: number) => `You earned the badge “${badge}” with ${points} points`,
  gamificationHidden: 'This event hides its points, badges and leaderboard',
} as const;

/** Texts of our own for agendas, where the spec names none. */
export const AGENDA_MESSAGES = {
  invalidTime: 'Enter a valid date and time',
  places: 'Enter a whole number of places from 0 (0 means unlimited)',
  meetingLink: 'The Teams link must be an https address',
  unknownLocation: 'This location does not belong to the event',
  unknownTags: (ids: readonly string[]) => `These tags do not belong to the event: ${ids.join(', ')}`,
  fileOutsideFolder: (folder: string) => `Files must be stored under ${folder}`,
  conflict: (who: string | null, when: string | null) =>
    `This agenda was changed${who ? ` by ${who}` : ''}${when ? ` at ${when}` : ''} after you opened it. Reload it, or save again to overwrite.`,
  placesBelowTaken: (places: number, taken: number) =>
    `The agenda already has ${taken} participants: its places cannot be fewer (${places})`,
} as const;

/** Texts of our own for the people of events and agendas (docs/product.md §2, §4 locked and mandatory). */
export const PARTICIPANT_MESSAGES = {
  waitlistForEditors: "Only the event's editors see who waits and in which order",
  notEventParticipant: 'Only participants of the event can join its sessions',
  mandatoryForAll: 'This session is mandatory: every participant of the event already has it in their schedule',
  passed: 'This session has ended: it can no longer be joined or left',
  locked: 'This session is locked: no one new can join it',
  lockedLeave: 'This session is locked: ask an organizer to take you off it',
  lockedAdd: (added: number) =>
    `This session is locked: no one new can be added (${added} ${added === 1 ? 'person was' : 'people were'} added). Removing people is allowed.`,
  full: (places: number) => `This session is full: all ${places} places are taken`,
  tooMany: (places: number, chosen: number) => `This session has ${places} places; ${chosen} participants were chosen.`,
  agendaTooManyPeople: (max: number) =>
    `A session holds at most ${max.toLocaleString('en-US')} people (speakers, participants and mandatory participants together)`,
  tooManyOrganizers: (max: number) => `An event has at most ${max} organizers`,
  wrongEvent: 'This agenda does not belong to that event',
  conflict: (what: string) =>
    `The ${what} were changed by someone else after you opened them. Reload them and save again.`,
  busy: 'Many people are changing this list right now: try again in a moment',
  /** A reorder of the waitlist that does not hold exactly the people waiting now. */
  waitlistChanged:
    'The waitlist changed after you opened it (someone joined or left it). Reload it and order it again.',
  /** The inbox item and the mail of a person promoted from the waitlist. */
  promoted: (agendaName: string) =>
    `A place became free in ${agendaName}: you are now a participant (you were first on the waitlist).`,
  promotedSubject: (eventName: string, agendaName: string) => `You're in: ${agendaName} (${eventName})`,
} as const;

/**
 * Where a person stands in a session, in words, as the Join / Leave button and its line say
 * them (membershipState in contract/schemas/participants.ts decides which).
 */
export const MEMBERSHIP_TEXTS = {
  join: 'Join',
  leave: 'Leave',
  joinWaitlist: 'Join the waitlist',
  leaveWaitlist: 'Leave waitlist',
  in: "You're in",
  open: 'Places free',
  unlimited: 'Open to all participants',
  full: 'Full — join the waitlist',
  waiting: (position: number) => `On the waitlist (#${position})`,
  locked: (why: string) => `Locked — ${why}`,
  lockedIn: 'Locked — ask an organizer to take you off it',
  lockedOut: 'no one new can join it',
  mandatory: 'Mandatory — you are in',
  passed: 'Passed',
  outsider: 'Only participants of the event can join',
  places: (taken: number, places: number) => `${taken} / ${places} places taken`,
  waitlistCount: (count: number) => `${count} waiting`,
} as const;

/**
 * What the session buttons say about what they did (the app's polite announcer, the toasts) and ask
 * before a Leave that hands the place on (docs/features.md, the attendee's programme).
 */
export const SESSION_ACTION_TEXTS = {
  joined: (name: string) => `You're in ${name}`,
  left: (name: string) => `You left ${name}`,
  waiting: (position: number, name: string) => `On the waitlist (#${position}) for ${name}`,
  leftWaitlist: (name: string) => `You left the waitlist of ${name}`,
  /** The toast while a leave waits for Undo, and what the announcer says meanwhile. */
  leaving: (name: string) => `Leaving ${name}…`,
  leavingAnnounced: (name: string, seconds: number) =>
    `Leaving ${name} in ${seconds} seconds. Undo is in the notification at the bottom of the screen.`,
  undo: 'Undo',
  undone: (name: string) => `You're still in ${name}`,
  /** The question before leaving a session people wait for. */
  leaveTitle: (name: string) => `Leave ${name}?`,
  waitersTakeThePlace: (waiting: number) =>
    `${waiting === 1 ? '1 person is' : `${waiting.toLocaleString('en-US')} people are`} waiting; your place goes to the first`,
  /** The toast when the person's own place on a waitlist became a seat while the tab was open. */
  promoted: (name: string) => `A place freed up: you're in ${name}`,
} as const;

/** The programme's search and day filter (docs/features.md, the attendee's programme). */
export const PROGRAMME_SEARCH_TEXTS = {
  showAllDays: 'Show all days',
  clearSearch: 'Clear the search',
  noMatch: (search: string) => `No session matches “${search}”.`,
  noMatchOnDay: (search: string, day: string) => `No session on ${day} matches “${search}”.`,
  onOtherDays: (count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'session matches' : 'sessions match'} on other days.`,
} as const;

/** Texts of our own for the spreadsheet import of an event's programme (docs/product.md §5, §9). */
export const IMPORT_MESSAGES = {
  /** docs/product.md §5: "Spreadsheet import: needs both sheets Locations and Sessions". */
  needsBothSheets: 'The spreadsheet import needs both sheets Locations and Sessions',
  noSessions: 'The Sessions sheet has no sessions below its header row',
  notWorkbook: 'Choose an Excel workbook (.xlsx)',
  unreadable: 'This workbook cannot be read; save it again as .xlsx and pick it again',
  fileTooLarge: (maxMegabytes: number) => `The workbook is larger than ${maxMegabytes} MB`,
  tooMuchContent: (maxMegabytes: number) =>
    `The workbook unpacks to more than ${maxMegabytes} MB; split it into smaller workbooks`,
  tooManyRows: (sheet: string, max: number) =>
    `The ${sheet} sheet has more than ${max.toLocaleString('en-US')} rows; split it into smaller workbooks`,
  tooManyLocations: (max: number) => `At most ${max.toLocaleString('en-US')} locations can be imported at once`,
  tooManySessions: (max: number) => `At most ${max.toLocaleString('en-US')} sessions can be imported at once`,
  bodyTooLarge: (maxMegabytes: number) =>
    `This import is larger than ${maxMegabytes} MB once read; split it into smaller workbooks`,
  invalidRows: (count: number) =>
    `The spreadsheet has ${count} ${count === 1 ? 'error' : 'errors'}; nothing was imported`,
  text: 'Enter text',
  tooLong: (max: number) => `At most ${max} characters`,
  number: 'Enter a number',
  date: 'Enter a date and time: a date cell, or text such as 2026-05-12 09:00 or 12/05/2026 09:00',
  yesNo: 'Enter yes or no (or TRUE/FALSE, 1/0); empty means no',
  duplicateKey: (key: string, row: number) => `The key ${key} is already used on row ${row}`,
  duplicateSession: (row: number) => `The same session (name and start) is already on row ${row}`,
  unknownLocationKey: (key: string) => `No location with the key ${key} on the Locations sheet or in the event`,
  /** The toast after an import. */
  imported: (sessions: { created: number; updated: number }, locations: { created: number; updated: number }) =>
    `Event imported: ${sessions.created} sessions created, ${sessions.updated} updated; ${locations.created} locations created, ${locations.updated} updated`,
} as const;

/** Texts of our own for calendar invites and feeds (the spec names none). */
export const CALENDAR_MESSAGES = {
  noAgendas: 'Nothing to send: the event has no agendas still to come',
  noInvitees: 'Nobody to invite: no participant with an e-mail address yet',
  feedNotFound: 'Unknown or revoked feed address',
  eventFeedNotFound: 'No published event with this id',
} as const;

/** Stars: following a session without a seat. */
export const STAR_MESSAGES = {
  tooMany: 'You have starred the most sessions an event allows (200): unstar one first',
} as const;

/** The audit history's restore (POST /history/restore). */
export const HISTORY_MESSAGES = {
  entryNotFound: 'History entry not found',
  notRestorable: 'This change cannot be restored',
  truncated: 'This change was too large to record in full, so it cannot be restored',
  changedSince: 'The record has changed since this entry: reload its history and restore from the newest entry',
  existsAgain: 'The record exists again: there is nothing to restore',
  recordGone: 'The record no longer exists: restore its deletion first',
} as const;
