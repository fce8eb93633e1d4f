/** Business constants of docs/product.md §9 that the screens and the API apply (constants/app-shell.ts: the shell's). */

export const QUICK_ADD_MINUTES = [15, 30, 60, 120] as const;
export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export const NOTIFICATION_TYPES = ['LINK', 'TEXT'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const DEFAULT_NOTIFICATION_TYPE: NotificationType = 'TEXT';
export const DEFAULT_MAX_PARTICIPANTS = 0;

export const INFO_TOAST_MS = 5_000;
/** How long "Leaving …" waits for Undo before the leave is sent (docs/features.md, the attendee's programme). */
export const LEAVE_UNDO_MS = 5_000;
export const CONFIRM_DIALOG_WIDTH = 500;
export const ERROR_DIALOG_WIDTH = 600;
export const SCROLL_TOP_THRESHOLD_PX = 100;
export const MAIN_SEARCH_MIN_CHARS = 3;

export const USER_TABLE_PAGE_SIZES = [25, 50, 100] as const;
export const USER_TABLE_DEFAULT_PAGE_SIZE = 25;
export const SELECTED_USERS_PAGE_SIZES = [100, 200, 300] as const;
export const SELECTED_USERS_DEFAULT_PAGE_SIZE = 100;
export const GROUP_LIST_PAGE_SIZES = [25, 50, 100] as const;
export const GROUP_LIST_DEFAULT_PAGE_SIZE = 25;
export const GROUP_LIST_DEFAULT_PAGE = 1;
export const GROUP_SEARCH_PAGE_SIZE = 400;
export const USER_PICKER_LEFT_PAGE_SIZE = 1000;
export const USER_PICKER_RIGHT_PAGE_SIZE = 100;
/** docs/product.md §9: the user picker's page-size options are 100, 1000 and all. */
export const USER_PICKER_PAGE_SIZES = [USER_PICKER_RIGHT_PAGE_SIZE, USER_PICKER_LEFT_PAGE_SIZE] as const;
/** POST /getExistingUsers pages: the users table's sizes and the picker's (its "all" reads page after page). */
export const EXISTING_USERS_PAGE_SIZES = [...USER_TABLE_PAGE_SIZES, USER_PICKER_LEFT_PAGE_SIZE] as const;
/**
 * Event cards drawn at a time; more follow as the list scrolls (or on "Show more events"), so that a
 * country with thousands of events shows its first screen at once. Divisible by 1, 2 and 3 columns.
 */
export const EVENT_LIST_BATCH = 24;
/** Highest page number the paged lists accept (Firestore reads every skipped document). */
export const MAX_PAGE = 10_000;

/**
 * Bounds of the API's event lists (GET /events, /search/upcomingEvents, POST /search/searchAll):
 * at most EVENT_LIST_MAX events per answer and per query; a search reads at most
 * EVENT_SEARCH_MAX_CANDIDATES events sharing a piece of the text before matching the whole text.
 * Upcoming events are the EVENT_LIST_MAX that end soonest.
 */
export const EVENT_LIST_MAX = 500;
export const EVENT_SEARCH_MAX_CANDIDATES = 2000;

/**
 * The people lists of an event or a session (GET /participants/…) answer a page at a time: a call without
 * paging answers the first page, as large as the user picker's, and the screens read on while there is a
 * next one.
 * @alias the user picker's page, by design
 */
export const PEOPLE_PAGE_MAX = USER_PICKER_LEFT_PAGE_SIZE;
/** A page of a session overview's people lists (docs/product.md §2 Agenda overview): a screenful, more on "Show more". */
export const OVERVIEW_PEOPLE_PAGE = 50;

/**
 * Calls one person may make in a window, by kind (429 beyond, with when to try again): a person, or a
 * script with their token, cannot flood the history with joins and leaves nor read the people lists in a
 * loop.
 */
export const RATE_LIMITS = {
  /** Joining or leaving a session or its waitlist. */
  membership: { calls: 30, windowMs: 60_000 },
  /** Reading a people list of an event or a session (each page is a call; a picker of 10,000 reads 10). */
  peopleLists: { calls: 60, windowMs: 60_000 },
  /** Saving one's feedback on a session (docs/features.md "Feedback after a session"). */
  feedback: { calls: 20, windowMs: 60_000 },
  /** Reading an event's feedback on its dashboard (each read queries every rated session). */
  feedbackReads: { calls: 30, windowMs: 60_000 },
  /** New posts on an event's wall. */
  wallPosts: { calls: 5, windowMs: 60_000 },
  /** Everything else a person does on a wall: likes and unlikes, comments, edits, deletions, reports. */
  wallReactions: { calls: 60, windowMs: 60_000 },
} as const;
export type RateLimitKind = keyof typeof RATE_LIMITS;

/** Bounds of the administration and completion answers. */
export const DIRECTORY_SEARCH_LIMIT = 25;
export const USER_COMPLETION_LIMIT = 20;
export const ADD_ALL_USERS_LIMIT = 1000;
/** Users of one group, and addresses of one spreadsheet (a group document stays far below 1 MiB). */
export const GROUP_MAX_USERS = 5000;

/** Country and event image bound (bytes); docs/product.md §5 keeps its mismatching message on purpose. */
export const COUNTRY_IMAGE_MAX_BYTES = 500_000;
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

export const GLOBAL_TENANT_LOCALE = 'un';

export const GAMIFICATION_POINTS_MIN = 1;
export const GAMIFICATION_POINTS_MAX = 100;
export const BADGE_THRESHOLD_MIN = 1;
export const BADGE_THRESHOLD_MAX = 1000;
/** The people an event's leaderboard lists (the viewer's own rank is shown besides). */
export const LEADERBOARD_SIZE = 10;

/** An event's wall (docs/features.md, "The wall"): the longest post and comment, and a page of posts. */
export const WALL_POST_TEXT_MAX = 2_000;
export const WALL_COMMENT_TEXT_MAX = 500;
export const WALL_REPORT_REASON_MAX = 500;
export const WALL_PAGE_SIZE = 20;
/** A wall photo: png or jpeg (UPLOAD_CONTENT_TYPES) of at most 5 MB (storage.rules repeat it). */
export const WALL_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The custom metadata the upload check gives a wall photo once its metadata (EXIF, GPS) is removed
 * (functions/src/triggers/upload-check.ts): storage.rules serve it to others only then, and refuse
 * uploads that name it themselves.
 */
export const WALL_PHOTO_CHECKED = { key: 'checked', value: 'true' } as const;
/**
 * The shards of a post's like and comment counter: each like writes one shard chosen at random, so
 * a thousand people liking one post within a minute spread over this many documents, none of them hot.
 */
export const WALL_COUNTER_SHARDS = 20;
export const BADGE_THRESHOLD_DEFAULT = 10;
/** Our bound for a badge's name (the spec names none); firestore.rules repeats it. */
export const BADGE_NAME_MAX = 100;

export interface ImageRule {
  maxWidth?: number;
  maxHeight?: number;
  maxMegabytes?: number;
  /** Width:height, for example [1, 1]. */
  ratio?: readonly [number, number];
}

/** docs/product.md §9: at most 512×512; the 1 MB bound is ours (storage.rules repeats it). */
export const BADGE_IMAGE_RULE: ImageRule = { maxWidth: 512, maxHeight: 512, maxMegabytes: 1 };
export const BACKGROUND_IMAGE_RULE: ImageRule = { maxWidth: 2000, maxHeight: 4032, maxMegabytes: 3 };
export const LOGO_IMAGE_RULE: ImageRule = { maxWidth: 512, maxHeight: 512, ratio: [1, 1], maxMegabytes: 1 };
export const COVER_IMAGE_RULE: ImageRule = { maxWidth: 3000, maxHeight: 3000, maxMegabytes: 3 };

/** Settings known to the product (docs/product.md §3 Setting). */
export const SETTING_NAMES = ['TEST_VERSION'] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** Request body limits of the API. */
export const API_JSON_BODY_LIMIT_BYTES = 1_000_000;
export const API_MULTIPART_LIMITS = {
  fields: 20,
  fieldSize: 1_000_000,
  files: 0,
  parts: 21,
} as const;

/**
 * Calendar invites fan out in pages (functions/src/notifications/invite-runs.ts): people per page, each page one trigger
 * run of a few hundred transactions' worth of writes, well within its timeout.
 */
export const INVITE_PAGE_SIZE = 200;
/** How long a claimed page belongs to its run: longer than the page trigger's timeout (300 s). */
export const INVITE_PAGE_LEASE_MS = 6 * 60_000;
/** Claims of one page before it is recorded `failed` (a page that kills its run every time). */
export const INVITE_PAGE_MAX_ATTEMPTS = 5;
/**
 * The mail outbox: how long a new document waits for its trigger before the sweeper sends it (a
 * trigger event lost or still retrying; the claim makes whichever comes first the only sender).
 */
export const MAIL_PENDING_GRACE_MS = 5 * 60_000;
/**
 * The mail outbox's retries: after a failed attempt that may pass later (the SMTP server unreachable,
 * a 4xx answer), the next attempt is due after the next of these pauses (the last repeats), so an
 * outage of a day loses no mail: the attempts span MAIL_RETRY_SPAN_MS (over 24 h) before the mail is
 * recorded failed for good and listed for root (Administration, Failed mail).
 */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
  6 * 60 * 60_000,
  6 * 60 * 60_000,
  6 * 60 * 60_000,
];
/** Attempts of one mail: the first and one after each pause. */
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;
/** From the first attempt to the last when every one fails at once. */
export const MAIL_RETRY_SPAN_MS = MAIL_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
/** The pause after failed attempt number `attempts` (1-based), before the next one is due. */
export const mailRetryDelayMs = (attempts: number): number =>
  MAIL_RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), MAIL_RETRY_DELAYS_MS.length) - 1]!;
/** Calendar feeds: how long a calendar app or proxy may keep one answer (s); changes show on the next poll. */
export const CALENDAR_FEED_MAX_AGE_S = 60;
/** Entries of one feed at most (the soonest first of those not ended more than CALENDAR_FEED_PAST_DAYS ago). */
export const CALENDAR_FEED_MAX_ENTRIES = 1000;
export const CALENDAR_FEED_PAST_DAYS = 90;

/**
 * The audit history (docs/features.md, "History"): an entry is kept this many days after it was written, then the
 * Firestore TTL policy on its `expire_at` deletes it (docs/deploy.md).
 */
export const HISTORY_RETENTION_DAYS = 400;
/**
 * A people list change of more than this many people (a participants save of thousands) records the
 * first this many and the count of all: one entry stays far below Firestore's 1 MiB document limit.
 */
export const HISTORY_PEOPLE_SAMPLE = 50;
/**
 * The most an entry's recorded values may take (UTF-8 bytes of their JSON): past it, long texts are
 * cut and long lists sampled (the entry is then `truncated`, never restorable). A quarter of the 1 MiB
 * document limit, whatever the record holds.
 */
export const HISTORY_ENTRY_MAX_BYTES = 256 * 1024;
/** A cut text of a truncated entry keeps this many characters. */
export const HISTORY_TEXT_SAMPLE = 1000;
/** Entries a History screen reads at a time (newest first, live). */
export const HISTORY_PAGE_SIZE = 50;
