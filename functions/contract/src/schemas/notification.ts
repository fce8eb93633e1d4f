import { z } from 'zod';
import { DEFAULT_NOTIFICATION_TYPE, NOTIFICATION_TYPES } from '../constants';
import { docConverter, timestampSchema } from '../firestore';
import { MESSAGES, NOTIFICATION_MESSAGES } from '../messages';
import { utcInstant } from './agenda';
import { documentId, editedId } from './common';
import { INBOX_SUBCOLLECTION, isNotificationLink } from './inbox';

/*
 * Notifications (docs/product.md §2, §3 Scheduled notification, §4, §5, §7 Notifications, §9).
 *
 * A notification of an event (or of one of its agendas) is stored at events/{e}/notifications/{n}
 * (`notification_id` repeats the id so that GET /schedulednotifications/byId?n finds it with a
 * collection-group query). It is `scheduled` until its start_time, then a delivery run claims it
 * (`sending`, with a lease), delivers it to every recipient exactly once and ends it `sent` with its
 * counts (or `failed` after NOTIFICATION_MAX_ATTEMPTS, with the error; never silently).
 *
 * Exactly once: each recipient gets one delivery record events/{e}/notifications/{n}/deliveries/{uid},
 * created with `create()` in the same batch as their inbox item users/{uid}/inbox/{n} and their mail
 * document mail/{notificationMailId(n, uid)}, so a repeated or overlapping run writes nothing twice.
 */

/** Stored status; the spec shows none (§4), the screens show only scheduled ones as editable. */
export const NOTIFICATION_STATUSES = ['scheduled', 'sending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** How long a claimed run may work before another run may take the notification over (ms). */
export const NOTIFICATION_LEASE_MS = 2 * 60_000;
/** Runs a notification gets before it is recorded as failed. */
export const NOTIFICATION_MAX_ATTEMPTS = 5;
/** Users picked by hand for one notification (a document stays far below 1 MiB). */
export const NOTIFICATION_MAX_USERS = 5000;
/** Notifications one scheduled run claims. */
export const NOTIFICATION_RUN_MAX = 25;
/** Recipients written per batch: three writes each (delivery, inbox item, mail), under Firestore's 500. */
export const NOTIFICATION_RECIPIENTS_PER_BATCH = 160;
/** Longest message (the form's subject) and link. */
export const NOTIFICATION_MESSAGE_MAX = 2000;
export const NOTIFICATION_LINK_MAX = 2048;

export const DELIVERIES_SUBCOLLECTION = 'deliveries';
/** The outbox of the Trigger Email format (firebase/extensions firestore-send-email). */
export const MAIL_COLLECTION = 'mail';

/** Id of the mail document of one recipient of one notification: deterministic, so a repeat cannot add one. */
export const notificationMailId = (notificationId: string, uid: string): string =>
  `notification_${notificationId}_${uid}`;

/** Firestore paths of the notification documents, shared by the API, the app, the rules tests and the bench. */
export const notificationPaths = {
  notifications: (eventId: string) => `events/${eventId}/notifications`,
  notification: (eventId: string, notificationId: string) => `events/${eventId}/notifications/${notificationId}`,
  deliveries: (eventId: string, notificationId: string) =>
    `events/${eventId}/notifications/${notificationId}/${DELIVERIES_SUBCOLLECTION}`,
  delivery: (eventId: string, notificationId: string, uid: string) =>
    `events/${eventId}/notifications/${notificationId}/${DELIVERIES_SUBCOLLECTION}/${uid}`,
  inbox: (uid: string) => `users/${uid}/${INBOX_SUBCOLLECTION}`,
  inboxItem: (uid: string, itemId: string) => `users/${uid}/${INBOX_SUBCOLLECTION}/${itemId}`,
  mail: (mailId: string) => `${MAIL_COLLECTION}/${mailId}`,
} as const;

// ---- the notification itself (docs/product.md §3 `notification`: message, link, type, valid)

/**
 * The notification editor's content, docs/product.md §5: a subject (message) is required ("You must enter a
 * value"); type LINK or TEXT, TEXT by default; for LINK a link is required ("This field is required.")
 * and must be an http(s) URL ("Please enter a valid URL."). A TEXT notification keeps no link. `valid`
 * is the form's own verdict, accepted and ignored: the server decides.
 */
export const notificationContentSchema = z
  .object({
    message: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(NOTIFICATION_MESSAGE_MAX, `At most ${NOTIFICATION_MESSAGE_MAX} characters`),
    link: z.string().trim().max(NOTIFICATION_LINK_MAX, MESSAGES.linkInvalid).nullish(),
    type: z.enum(NOTIFICATION_TYPES, { error: NOTIFICATION_MESSAGES.type }).default(DEFAULT_NOTIFICATION_TYPE),
    valid: z.boolean().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.type !== 'LINK') return;
    const link = value.link ?? '';
    if (link === '') ctx.addIssue({ code: 'custom', path: ['link'], message: MESSAGES.linkRequired });
    else if (!isNotificationLink(link)) ctx.addIssue({ code: 'custom', path: ['link'], message: MESSAGES.linkInvalid });
  })
  .transform(({ message, link, type }) => ({ message, type, link: type === 'LINK' ? (link ?? null) : null }));
export type NotificationContentInput = z.input<typeof notificationContentSchema>;
export type NotificationContent = z.output<typeof notificationContentSchema>;

/** Hand-picked recipients: user ids, repeats dropped. */
const notificationUsers = z
  .array(documentId)
  .max(NOTIFICATION_MAX_USERS, `At most ${NOTIFICATION_MAX_USERS} users`)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** Longest request id (a UUID is 36 characters). */
export const NOTIFICATION_REQUEST_ID_MAX = 64;

/**
 * An optional id the client chooses once per form submission (crypto.randomUUID), so a
 * repeated request (a double click, a retry) creates one notification: the repeat answers the first.
 * Letters, digits, `-` and `_` only.
 */
export const notificationRequestId = z
  .string()
  .min(1)
  .max(NOTIFICATION_REQUEST_ID_MAX, `At most ${NOTIFICATION_REQUEST_ID_MAX} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only')
  .optional();

/** A notification is scheduled in the future (checked again by the server when it saves). */
export const isFutureInstant = (at: Date, now: Date = new Date()): boolean => at.getTime() > now.getTime();

/**
 * POST /backendv2/notifications/new { notification_id (when editing), users, eventId, agendaId?,
 * notification, send_to_all, date } -> { result: notification }. docs/product.md §5: Save needs a valid
 * subject and type, a date (in the future), and send-to-all or at least one user. `agendaId` (beyond
 * the spec's payload) makes it a notification of that agenda of the event; `request_id` (also beyond
 * it, optional) makes a repeat of one creation answer the notification it created.
 */
export const notificationSaveSchema = z
  .object({
    notification_id: editedId,
    request_id: notificationRequestId,
    users: notificationUsers,
    eventId: documentId,
    agendaId: z
      .preprocess((value) => (value === '' ? null : value), documentId.nullish())
      .transform((value) => value ?? null),
    notification: notificationContentSchema,
    send_to_all: z.boolean().default(false),
    date: utcInstant,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.date instanceof Date && !isFutureInstant(value.date))
      ctx.addIssue({ code: 'custom', path: ['date'], message: NOTIFICATION_MESSAGES.dateInPast });
    if (value.send_to_all === false && Array.isArray(value.users) && value.users.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['users'], message: NOTIFICATION_MESSAGES.chooseUsers });
    }
  });
export type NotificationSave = z.input<typeof notificationSaveSchema>;

/**
 * POST /backendv2/notifications/send { notification_id?, users, eventId, agendaId?, notification,
 * send_to_all } -> { result: notification } (sent, with its counts). docs/product.md §5: Send needs a valid
 * notification and, when not sending to all, at least one user; send to all is on by default. With
 * `notification_id` a scheduled notification of the event is sent now instead of at its time; with
 * `request_id` a repeat answers the notification the first request sent, sending nothing again.
 */
export const notificationSendSchema = z
  .object({
    notification_id: editedId,
    request_id: notificationRequestId,
    users: notificationUsers,
    eventId: documentId,
    agendaId: z
      .preprocess((value) => (value === '' ? null : value), documentId.nullish())
      .transform((value) => value ?? null),
    notification: notificationContentSchema,
    send_to_all: z.boolean().default(true),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.send_to_all === false && Array.isArray(value.users) && value.users.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['users'], message: NOTIFICATION_MESSAGES.chooseUsers });
    }
  });
export type NotificationSend = z.input<typeof notificationSendSchema>;

// GET /backendv2/schedulednotifications/forEvent?e[&a]: the event's notifications (a: only this agenda's)
export const notificationsForEventQuerySchema = z.object({ e: documentId, a: documentId.optional() });
// GET|DELETE /backendv2/schedulednotifications/byId?n
export const notificationIdQuerySchema = z.object({ n: documentId });
// GET /backendv2/scheduledNotifications/sendAgendaEmails?agendaId
export const agendaEmailsQuerySchema = z.object({ agendaId: documentId });
// GET /backendv2/scheduledNotifications/sendEventEmails?eventId
export const eventEmailsQuerySchema = z.object({ eventId: documentId });

// ---- stored documents

/** Stored at events/{e}/notifications/{n}. */
export const notificationDocSchema = z.object({
  notification_id: z.string(),
  event_id: z.string(),
  /** The agenda of an agenda notification; null for the event's own. */
  agenda_id: z.string().nullable(),
  message: z.string(),
  link: z.string().nullable(),
  notification_type: z.enum(NOTIFICATION_TYPES),
  /** When it is (or was) due, UTC. */
  start_time: timestampSchema,
  send_to_all: z.boolean(),
  /** Hand-picked recipients (ignored when send_to_all). */
  users: z.array(z.string()),
  /** `immediate`: POST /notifications/send; `scheduled`: POST /notifications/new. */
  kind: z.enum(['scheduled', 'immediate']),
  status: z.enum(NOTIFICATION_STATUSES),
  /** Delivery runs that claimed it. */
  attempts: z.number().int().min(0),
  /** While `sending`: the claim's end; another run may take an expired claim over. */
  lease_until: z.nullable(timestampSchema),
  /** While `sending`: the id of the run that holds the claim. */
  claim_token: z.string().nullable(),
  /**
   * Once sent: the recipients resolved at sending time (hand-picked users no longer the event's or the
   * agenda's people are withheld, not counted: their delivery records say so), those who got it, those
   * who could not.
   */
  recipients: z.number().int().min(0).nullable(),
  delivered: z.number().int().min(0).nullable(),
  failed: z.number().int().min(0).nullable(),
  /**
   * How many recipients have read it in their inbox (the event dashboard's "Read"): raised once per person by the
   * trigger on their inbox item's first `read_at` (functions/src/dashboards/read-count.ts), never by
   * the API. 0 on notifications stored before it was counted: their earlier reads are not known.
   */
  read: z.number().int().min(0).default(0),
  /** The last run's error (kept when a retry succeeds, for the record). */
  last_error: z.string().nullable(),
  sent_at: z.nullable(timestampSchema),
  created_at: timestampSchema,
  created_by: z.string(),
  updated_at: timestampSchema,
  updated_by: z.string(),
});
export type NotificationDoc<T> = Omit<
  z.infer<typeof notificationDocSchema>,
  'start_time' | 'lease_until' | 'sent_at' | 'created_at' | 'updated_at'
> & {
  start_time: T;
  lease_until: T | null;
  sent_at: T | null;
  created_at: T;
  updated_at: T;
};
export type StoredNotification = z.output<typeof notificationDocSchema>;
/** Reads stored notifications through notificationDocSchema (the app's lists and dashboard). */
export const notificationConverter = docConverter(notificationDocSchema);

/** What a new notification is made of; the delivery fields start empty (scheduled, no attempt). */
export interface NewNotification<T> {
  notification_id: string;
  event_id: string;
  agenda_id: string | null;
  content: NotificationContent;
  send_to_all: boolean;
  users: readonly string[];
  start_time: T;
  kind: 'scheduled' | 'immediate';
  /** Who creates it, and when. */
  by: string;
  at: T;
}

/**
 * A complete new notification document, as the API, the seed, the bench and the tests write it (one
 * builder: hand-picked users are kept only when not sending to all).
 */
export function newNotificationDoc<T>(fields: NewNotification<T>): NotificationDoc<T> {
  return {
    notification_id: fields.notification_id,
    event_id: fields.event_id,
    agenda_id: fields.agenda_id,
    message: fields.content.message,
    link: fields.content.link,
    notification_type: fields.content.type,
    start_time: fields.start_time,
    send_to_all: fields.send_to_all,
    users: fields.send_to_all ? [] : [...fields.users],
    kind: fields.kind,
    status: 'scheduled',
    attempts: 0,
    lease_until: null,
    claim_token: null,
    recipients: null,
    delivered: null,
    failed: null,
    read: 0,
    last_error: null,
    sent_at: null,
    created_at: fields.at,
    created_by: fields.by,
    updated_at: fields.at,
    updated_by: fields.by,
  };
}

/** Why a recipient could not be reached (their delivery record says so; counted as failed). */
export const DELIVERY_FAILURES = ['unknown_user'] as const;
/**
 * Why a hand-picked recipient was left out when the notification was sent (status `withheld`, counted
 * neither delivered nor failed, nor among its recipients): they were no longer the event's or the
 * agenda's people (removed since it was scheduled).
 */
export const DELIVERY_WITHHELD = ['not_event_people'] as const;

/** Stored at events/{e}/notifications/{n}/deliveries/{uid}: one per recipient, made with create(). */
export const deliveryDocSchema = z.object({
  uid: z.string(),
  status: z.enum(['delivered', 'failed', 'withheld']),
  /** An inbox item was written (users/{uid}/inbox/{n}). */
  inbox: z.boolean(),
  /** The id of the mail document written, null when the person has no address. */
  mail_id: z.string().nullable(),
  reason: z.enum([...DELIVERY_FAILURES, ...DELIVERY_WITHHELD]).nullable(),
  /** The run (attempt number) that delivered it. */
  attempt: z.number().int().min(1),
  created_at: timestampSchema,
  /**
   * When the person first read their inbox item: set once by the read trigger, in the same transaction
   * as it raises the notification's `read`, so that a repeated trigger counts nobody twice.
   */
  read_at: z.nullable(timestampSchema).optional(),
});
export type StoredDelivery = z.output<typeof deliveryDocSchema>;
export const deliveryConverter = docConverter(deliveryDocSchema);

// ---- answers

/** A notification as the API answers it (docs/product.md §3 fields, instants as ISO strings in UTC). */
export const notificationSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  agendaId: z.string().nullable(),
  message: z.string(),
  link: z.string().nullable(),
  notification_type: z.enum(NOTIFICATION_TYPES),
  start_time: z.string(),
  send_to_all: z.boolean(),
  users: z.array(z.string()),
  status: z.enum(NOTIFICATION_STATUSES),
  recipients: z.number().int().nullable(),
  delivered: z.number().int().nullable(),
  failed: z.number().int().nullable(),
  sent_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A stored notification as the API answers it. */
export function toNotification(doc: StoredNotification): Notification {
  return {
    id: doc.notification_id,
    eventId: doc.event_id,
    agendaId: doc.agenda_id,
    message: doc.message,
    link: doc.link,
    notification_type: doc.notification_type,
    start_time: doc.start_time.toDate().toISOString(),
    send_to_all: doc.send_to_all,
    users: doc.users,
    status: doc.status,
    recipients: doc.recipients,
    delivered: doc.delivered,
    failed: doc.failed,
    sent_at: doc.sent_at ? doc.sent_at.toDate().toISOString() : null,
  };
}

/**
 * GET /scheduledNotifications/send{Agenda,Event}Emails: the people with an address (`recipients`), the
 * calendar invites written by this call (`mails`, one mail per person and agenda), and whether the call
 * repeated one already made (then nothing new was sent). The event-wide send writes its invites in the
 * background: `queued` is how many (person, agenda) invites it handed over (those already held are
 * skipped there), and `mails` is 0.
 */
export const mailInvitesAnswerSchema = z.object({
  result: z.object({
    recipients: z.number().int().min(0),
    mails: z.number().int().min(0),
    repeated: z.boolean(),
    queued: z.number().int().min(0).optional(),
  }),
});
export type MailInvitesAnswer = z.infer<typeof mailInvitesAnswerSchema>;
