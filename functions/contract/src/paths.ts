/**
 * Firestore collection names and Cloud Storage folders, in one place for the API, the app,
 * the seed scripts and the rules tests. `firestore.rules` and `storage.rules` repeat these names
 * (rules cannot import); the rules tests load the real rules files and fail if they drift.
 */
export const COLLECTIONS = {
  settings: 'settings',
  tenants: 'tenants',
  users: 'users',
  events: 'events',
  news: 'news',
  groups: 'groups',
  gamification: 'gamificationv2',
  /**
   * The address index: userEmails/{userEmailKey(address)} → { uid }, one identity per address. Written
   * by the API with every user record it creates or whose address it changes; closed to clients.
   */
  userEmails: 'userEmails',
  /** The demo corporate directory (emulator only; production asks Microsoft Graph). */
  directory: 'directory',
  /** The local identity provider's signing key (emulator only). */
  localIdp: 'localIdp',
  /** The audit history entries with no event (contract/schemas/history.ts); read by root and admins. */
  history: 'history',
  /** Per person and kind of call, the calls of the current window (shared/rate-limit.ts); closed to clients. */
  rateLimits: 'rateLimits',
} as const;

export const EVENT_SUBCOLLECTIONS = {
  agendas: 'agendas',
  locations: 'locations',
  details: 'details',
  tags: 'tags',
  surveys: 'surveys',
  notifications: 'notifications',
  /** One document per participant of the event, keyed by user id (contract/schemas/participants.ts). */
  participants: 'participants',
  /** One document per person, keyed by user id: their standing in the event's agendas (scheduleDocSchema). */
  schedules: 'schedules',
  /** The event's audit history, newest first by `at`; written by the API alone. */
  history: 'history',
  /**
   * The event's wall (contract/schemas/wall-doc.ts): one document per post, with its comments, likes
   * and counter shards below it (WALL_SUBCOLLECTIONS). Read under firestore.rules, written by the API.
   */
  wall: 'wall',
  /** Reports of wall posts and comments, one per person and item, for the event's editors. */
  wallReports: 'wallReports',
  /**
   * One document per speaker of the event's agendas, keyed by user id, listing the agendas they speak
   * at (speakerDocSchema): who takes part in the wall through the sessions, for the rules. Kept by a
   * trigger from every agenda write (functions/src/wall/speakers.ts).
   */
  speakers: 'speakers',
  /**
   * Which post shows each wall photo, for storage.rules: events/{e}/wallPhotos/{uid}/files/{file}
   * mirrors the photo v2/events/{e}/wall/{uid}/{file} (wallPhotoDocSchema). Written by the API with
   * the post; storage.rules serve the photo to others only while that post is not hidden.
   */
  wallPhotos: 'wallPhotos',
} as const;

/** What lies below events/{e}/wallPhotos/{uid}: one document per photo file (wallPhotoDocSchema). */
export const WALL_PHOTO_FILES = 'files';

/** What lies below a wall post, events/{e}/wall/{postId}/…. */
export const WALL_SUBCOLLECTIONS = {
  comments: 'comments',
  /** One document per person who likes the post, keyed by user id. */
  likes: 'likes',
  /** The post's like and comment counter, WALL_COUNTER_SHARDS documents keyed '0', '1', …. */
  counters: 'counters',
} as const;

export const storagePaths = {
  /** User files per event: user-files/{eventId}/{uid}/{file} (storage.rules). */
  userFiles: 'user-files/',
  eventFolder: (eventId: string) => `v2/events/${eventId}/`,
  eventBackgrounds: (eventId: string) => `v2/events/${eventId}/backgrounds/`,
  eventLogos: (eventId: string) => `v2/events/${eventId}/logos/`,
  eventCovers: (eventId: string) => `v2/events/${eventId}/covers/`,
  eventDetails: (eventId: string) => `v2/events/${eventId}/details/`,
  eventPosters: (eventId: string) => `v2/events/${eventId}/posters/`,
  eventAgendas: (eventId: string) => `v2/events/${eventId}/agendas/`,
  agendaFiles: (eventId: string, agendaId: string) => `v2/events/${eventId}/agendas/${agendaId}/`,
  /**
   * News photos: v2/news/{tenantId}/{file}, in the folder of the item's country, so
   * storage.rules lets only that country's admins (and root) write or delete them. Photos recorded
   * before that lie directly under v2/news/ and stay readable; nobody uploads there any more.
   */
  news: 'v2/news/',
  newsPhotos: (tenantId: string) => `v2/news/${tenantId}/`,
  /**
   * Users' photos from the corporate directory: v2/users/{uid}/{hash}.png|jpg,
   * written only by the API (sign-in, GET /users/refresh), read by signed-in users (storage.rules).
   */
  userAvatars: (uid: string) => `v2/users/${uid}/`,
  /** Badge images of an event (docs/product.md §7 Storage: eventBadges), written by the app under storage.rules. */
  eventBadges: (eventId: string) => `eventBadges/${eventId}/`,
  /**
   * Wall photos: v2/events/{eventId}/wall/{uid}/{file}, uploaded by their author while they take part in
   * the wall (storage.rules: png or jpeg, WALL_PHOTO_MAX_BYTES), read by the wall's readers.
   */
  wallPhotos: (eventId: string, uid: string) => `v2/events/${eventId}/wall/${uid}/`,
} as const;

/** The id of an address in the address index (COLLECTIONS.userEmails): lower-case, `/` escaped. */
export const userEmailKey = (email: string): string => email.trim().toLowerCase().replaceAll('/', '%2F');

/**
 * The paths (under /backendv2) of a person's calendar feed, as the profile page shows it, and of an
 * event's (contract/schemas/calendar.ts tells the feeds).
 */
export const personalFeedPath = (token: string): string => `/calendar/me.ics?token=${encodeURIComponent(token)}`;
export const eventFeedPath = (eventId: string): string => `/calendar/event.ics?e=${encodeURIComponent(eventId)}`;
