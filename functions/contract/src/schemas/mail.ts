import { z } from 'zod';
import { timestampSchema } from '../firestore';
import { APP_BASE_PATH, MAIL_PENDING_GRACE_MS, type NotificationType } from '../constants';

/*
 * The mail outbox: documents of the `mail` collection in the format of the Trigger Email extension
 * (firebase/extensions firestore-send-email): `{ to, message: { subject, text, html, attachments },
 * delivery }`. Whoever wants a mail sent writes one document (the notification delivery, the calendar
 * invites); one function sends each document over SMTP and records the outcome in `delivery`. Closed
 * to clients (firestore.rules).
 */

/** A file attached to a mail (nodemailer's attachment fields, as the extension takes them). */
export const mailAttachmentSchema = z.object({
  filename: z.string(),
  content: z.string(),
  contentType: z.string().optional(),
  /** e.g. 'base64' when `content` is encoded. */
  encoding: z.string().optional(),
});

/** A calendar invite carried as nodemailer's `icalEvent` (text/calendar alternative with its METHOD). */
export const mailIcalEventSchema = z.object({
  method: z.enum(['REQUEST', 'CANCEL', 'PUBLISH']),
  filename: z.string().optional(),
  content: z.string(),
});

/**
 * The extension's delivery states: PENDING until a sender first takes the document; PROCESSING while
 * an attempt holds its lease; RETRY after an attempt that may pass later, until the next one is due;
 * SUCCESS once sent; ERROR when it failed for good (a permanent refusal, or MAIL_MAX_ATTEMPTS spent
 * over more than a day): listed for root, who may queue it again (back to PENDING, attempts 0).
 */
export const MAIL_DELIVERY_STATES = ['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR'] as const;

export const mailDeliverySchema = z.object({
  state: z.enum(MAIL_DELIVERY_STATES),
  attempts: z.number().int().min(0),
  startTime: z.nullable(timestampSchema).optional(),
  endTime: z.nullable(timestampSchema).optional(),
  /**
   * When the sweeper may take the document: for PROCESSING the end of its sender's lease, for RETRY
   * when the next attempt is due, for a new PENDING one the end of the grace its trigger has. Null once
   * it ended (SUCCESS, ERROR), so the sweeper's query `leaseExpireTime <= now` finds exactly the
   * documents due.
   */
  leaseExpireTime: z.nullable(timestampSchema).optional(),
  /**
   * The sender holding the lease (a random token per attempt): only it may write the attempt's
   * outcome. Kept on SUCCESS (the attempt that sent it); null on RETRY and ERROR.
   */
  leaseToken: z.string().nullable().optional(),
  /** The last failure's reason (kept while it retries and once it failed for good). */
  error: z.string().nullable().optional(),
  info: z
    .object({
      messageId: z.string().nullable().optional(),
      accepted: z.array(z.string()).optional(),
      rejected: z.array(z.string()).optional(),
      pending: z.array(z.string()).optional(),
      response: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type MailDelivery = z.infer<typeof mailDeliverySchema>;

/** What produced a mail, for the logs and for finding a person's mails again. */
export const mailSourceSchema = z.object({
  /**
   * `waitlist`: a person promoted from a session's waitlist (notification_id is the promotion's id);
   * `reminder`: a reminder before a session (notification_id is the reminder's id).
   */
  kind: z.enum(['notification', 'invite', 'waitlist', 'reminder']),
  event_id: z.string(),
  agenda_id: z.string().nullable(),
  /** The notification, for kind `notification`. */
  notification_id: z.string().nullable(),
  /** The recipient's user id. */
  uid: z.string(),
});
export type MailSource = z.infer<typeof mailSourceSchema>;

/** Stored at mail/{id}. */
export const mailDocSchema = z.object({
  to: z.union([z.string(), z.array(z.string()).min(1)]),
  message: z.object({
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    attachments: z.array(mailAttachmentSchema).optional(),
    icalEvent: mailIcalEventSchema.optional(),
  }),
  source: mailSourceSchema,
  created_at: timestampSchema,
  /** Written by the sender; absent until it first looks at the document. */
  delivery: mailDeliverySchema.optional(),
});
export type MailDoc<T> = Omit<z.infer<typeof mailDocSchema>, 'created_at' | 'delivery'> & {
  created_at: T;
  delivery?: MailDelivery;
};

/** How many failed mails the administration list shows at most (the most recent first). */
export const FAILED_MAIL_LIST_MAX = 200;

/** A mail that failed for good, as root's list shows it (never its body or attachments). */
export const failedMailSchema = z.object({
  id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  /** When it failed for good (ISO 8601). */
  failed_at: z.iso.datetime(),
  /** The last failure's reason. */
  error: z.string(),
  attempts: z.number().int().min(0),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/**
 * The `delivery` a writer stamps on a new outbox document: PENDING, waiting MAIL_PENDING_GRACE_MS for
 * the trigger before the sweeper (triggers/sweeper.ts) takes it over.
 */
export function pendingDelivery<T>(
  now: Date,
  timestamp: (millis: number) => T,
): { state: 'PENDING'; attempts: 0; leaseExpireTime: T } {
  return { state: 'PENDING', attempts: 0, leaseExpireTime: timestamp(now.getTime() + MAIL_PENDING_GRACE_MS) };
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A header-safe one-line text: CR/LF and other control characters become spaces. */
export const oneLine = (text: string): string =>
  Array.from(text, (char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? ' ' : char))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();

export interface NotificationMailInput {
  to: string;
  uid: string;
  eventId: string;
  eventName: string;
  agendaId: string | null;
  agendaName: string | null;
  notificationId: string;
  message: string;
  type: NotificationType;
  /** An http(s) link for LINK notifications (validated on save), null otherwise. */
  link: string | null;
  /** The event's page in the app, absolute (appEventUrl). */
  eventUrl: string;
}

/**
 * The address of an event's home page in the app (the route main/event/event with e and t, as the
 * app's `paths.main.event.event({ e, t })` writes it: web/src/config/paths.test.ts holds them equal),
 * below `appOrigin` (the functions' APP_ORIGIN, config.ts).
 */
export function appEventUrl(appOrigin: string, eventId: string, tenantId: string): string {
  const query = new URLSearchParams({ e: eventId, t: tenantId });
  return `${appOrigin.replace(/\/$/, '')}${APP_BASE_PATH}/main/event/event?${query.toString()}`;
}

/** The address of a session's page in the app (its overview), for the mails and inbox items about it. */
export function appAgendaUrl(appOrigin: string, eventId: string, agendaId: string, tenantId: string): string {
  const query = new URLSearchParams({ e: eventId, a: agendaId, t: tenantId });
  return `${appOrigin.replace(/\/$/, '')}${APP_BASE_PATH}/main/event/agendas/overview?${query.toString()}`;
}

/** Longest mail subject taken from a notification's subject (a mail client shows about this much). */
export const NOTIFICATION_MAIL_SUBJECT_MAX = 120;

/**
 * A notification mail's subject: the notification's own subject (the editor's Subject, stored as its
 * message), its first non-empty line on one line, shortened to NOTIFICATION_MAIL_SUBJECT_MAX with "…".
 */
export function notificationMailSubject(message: string): string {
  const first = oneLine(message.split(/\r?\n/).find((line) => line.trim() !== '') ?? '');
  const chars = Array.from(first);
  return chars.length <= NOTIFICATION_MAIL_SUBJECT_MAX
    ? first
    : `${chars
        .slice(0, NOTIFICATION_MAIL_SUBJECT_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/** The subject of a notification's mail and inbox item: where it comes from. */
export const notificationSubject = (eventName: string, agendaName: string | null): string =>
  oneLine(agendaName ? `${eventName} · ${agendaName}` : eventName);

/**
 * The mail of one notification to one person (everything but `created_at`, which the writer stamps):
 * the subject is the notification's own (notificationMailSubject); the text and the HTML carry the
 * message, for LINK the link, and a link back to the event's page in the app with where it comes from
 * (event, agenda). User text is escaped in the HTML and kept to one line in the subject.
 */
export function buildNotificationMail(input: NotificationMailInput): Omit<MailDoc<never>, 'created_at'> {
  const subject = notificationMailSubject(input.message);
  const from = notificationSubject(input.eventName, input.agendaName);
  const link = input.type === 'LINK' ? input.link : null;
  const text = [input.message, ...(link ? ['', link] : []), '', `${from}: ${input.eventUrl}`].join('\n');
  const paragraphs = input.message
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');
  const anchor = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(label)}</a>`;
  const html = [
    `<p>${paragraphs}</p>`,
    ...(link ? [`<p>${anchor(link, link)}</p>`] : []),
    `<p style="color:#666;font-size:12px">${anchor(input.eventUrl, `Open ${from} in the app`)}</p>`,
  ].join('\n');
  return {
    to: input.to,
    message: { subject, text, html },
    source: {
      kind: 'notification',
      event_id: input.eventId,
      agenda_id: input.agendaId,
      notification_id: input.notificationId,
      uid: input.uid,
    },
  };
}
