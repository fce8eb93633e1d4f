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
} as const;

export const OVERLAYS = {
  deleting: 'Deleting ...',
  deletingFiles: 'Deleting files ...',
  saving: 'Saving ...',
  savingFiles: 'Saving files on storage...',
  deletingOldFiles: 'Deleting old files ...',
  loadingDirectory: 'Loading data from the corporate directory ...',
} as const;

/** Image rule messages of spec §5, with their placeholders filled in. */
export const imageMessages = {
  tooLarge: (megabytes: number) => `ImageSize should be less than ${megabytes} MB!`,
  tooWide: (width: number, max: number) => `The image width (${width}) must be lower than (${max}).`,
  tooHigh: (height: number, max: number) => `The image height (${height}) must be lower than (${max}).`,
  wrongRatio: (ratio: string) => `The image ratio must be (${ratio}).`,
};
