import { z } from 'zod';
import { timestampSchema } from '../firestore';
import { CALENDAR_MESSAGES } from '../messages';
import { documentId } from './common';

/*
 * Calendars (docs/features.md, "Calendar invites", "Calendar feeds"): mailed invites of agendas and
 * subscribable feeds.
 *
 * Invites: one record per (agenda, person) at calendarInvites/{agendaId}_{uid}, written in the same
 * transaction as the mail that carries the invite. It says what the person's calendar holds (the
 * last METHOD and SEQUENCE sent to which address), so a repeat within INVITE_REPEAT_WINDOW_MS sends
 * nothing, a change of the agenda sends an update, and a deletion or a removal sends a CANCEL to
 * exactly those who hold the invite. Closed to clients (firestore.rules: nothing matches).
 *
 * Feeds: a published event's feed is public; a person's "my agenda" feed is reached with a secret
 * token whose SHA-256 alone is stored at calendarFeeds/{uid} (one per person; rotating replaces it,
 * revoking deletes it). Closed to clients.
 */

export const CALENDAR_INVITES_COLLECTION = 'calendarInvites';
export const CALENDAR_FEEDS_COLLECTION = 'calendarFeeds';

export const calendarInviteId = (agendaId: string, uid: string): string => `${agendaId}_${uid}`;

export const INVITE_METHODS = ['REQUEST', 'CANCEL'] as const;
export type InviteMethodName = (typeof INVITE_METHODS)[number];

/** Stored at calendarInvites/{agendaId}_{uid}. */
export const calendarInviteDocSchema = z.object({
  event_id: z.string(),
  agenda_id: z.string(),
  uid: z.string(),
  /** The address the invite went to (a CANCEL goes to the same one). */
  email: z.string(),
  name: z.string(),
  /** The event's name and zone, kept for a CANCEL after the event itself is gone. */
  event_name: z.string(),
  timezone: z.string(),
  method: z.enum(INVITE_METHODS),
  sequence: z.number().int().min(0),
  sent_at: timestampSchema,
  /** The mail document that carried it. */
  mail_id: z.string(),
  /**
   * Why the person holds it: `event` (an event-wide send: kept while they take part in the event) or
   * `agenda` (the agenda's own send: kept while they are among its participants, mandatory
   * participants, or, for a mandatory agenda, the event's participants).
   */
  scope: z.enum(['event', 'agenda']).default('agenda'),
});

/** Stored at calendarFeeds/{uid}: the hash of the person's feed token, never the token. */
export const calendarFeedDocSchema = z.object({
  uid: z.string(),
  token_hash: z.string().regex(/^[0-9a-f]{64}$/),
  created_at: timestampSchema,
});

// ---- requests and answers

/** A feed token: 32 random bytes, base64url (43 characters). */
export const feedToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, CALENDAR_MESSAGES.feedNotFound);

// GET /backendv2/calendar/event.ics?e
export const eventFeedQuerySchema = z.object({ e: documentId });
// GET /backendv2/calendar/me.ics?token
export const personalFeedQuerySchema = z.object({ token: feedToken });

/** A calendar file answered as text/calendar (the answer check reads this shape before it is sent). */
export const calendarFileSchema = z.object({ filename: z.string(), ics: z.string().startsWith('BEGIN:VCALENDAR') });
export type CalendarFile = z.infer<typeof calendarFileSchema>;

/**
 * GET /calendar/agenda?e&a: one agenda as a calendar file for "Add to calendar" (docs/features.md), with
 * its Teams link (the caller may see the event), answered as JSON so the app's signed-in call reads it.
 */
export const agendaIcsQuerySchema = z.object({ e: documentId, a: documentId });
export const agendaIcsAnswerSchema = z.object({ result: calendarFileSchema });

/** GET /calendar/feed: whether the caller has a personal feed address, and since when. */
export const feedStatusSchema = z.object({
  result: z.object({ active: z.boolean(), created_at: z.string().nullable() }),
});
/** POST /calendar/feed: the new address (shown once: only its hash is kept). */
export const feedCreatedSchema = z.object({
  result: z.object({ token: z.string(), path: z.string(), created_at: z.string() }),
});
/** DELETE /calendar/feed. */
export const feedRevokedSchema = z.object({ result: z.object({ active: z.literal(false) }) });

/*
 * Invite runs: a fan-out of invites to many people goes in pages of INVITE_PAGE_SIZE, one
 * document each at inviteRuns/{runId}_{page}. Page n names where its slice starts (`cursor`, the last
 * document id of page n−1, in document-id order) and, once it has read its slice, writes page n+1 when
 * the slice was full; a trigger runs each page (retry: true), claimed with a lease like the
 * notifications, and the sweeper runs a page whose lease ran out. A page run twice mails nobody twice:
 * each person's invite record says what was sent (functions/src/notifications/invites.ts). Closed to clients.
 */
export const INVITE_RUNS_COLLECTION = 'inviteRuns';

export const inviteRunPageId = (runId: string, page: number): string => `${runId}_${page}`;

/** A deleted agenda's calendar entry, kept in its run's pages (the agenda itself is gone). */
export const goneAgendaSchema = z.object({
  name: z.string(),
  description: z.string(),
  start: timestampSchema,
  end: timestampSchema,
  location: z.string().nullable(),
  meeting_room: z.string().nullable(),
  sequence: z.number().int().min(0),
});

export const INVITE_PAGE_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/** Stored at inviteRuns/{runId}_{page}. */
export const inviteRunPageDocSchema = z.object({
  run_id: z.string(),
  page: z.number().int().min(0),
  /**
   * `cancel`: every holder of the agenda's invite gets a CANCEL (the agenda was deleted; `gone` is its
   * entry). `follow`: every holder is checked against the agenda as stored now (a removed one gets a
   * CANCEL; with `changed`, the others an update). `event`: the event's participants get the invites of
   * `agenda_ids` (an event-wide send).
   */
  kind: z.enum(['cancel', 'follow', 'event']),
  event_id: z.string(),
  agenda_id: z.string().nullable(),
  agenda_ids: z.array(z.string()),
  gone: goneAgendaSchema.nullable(),
  changed: z.boolean(),
  /** The slice starts after this document id (holders: calendarInvites; event: participants); null: from the start. */
  cursor: z.string().nullable(),
  status: z.enum(INVITE_PAGE_STATUSES),
  attempts: z.number().int().min(0),
  /** pending: until when its trigger may take it first; running: its run's lease; null once ended. */
  lease_until: z.nullable(timestampSchema),
  claim_token: z.string().nullable(),
  /** People in the slice, and mails written by the run that finished it. */
  people: z.number().int().min(0).nullable(),
  mails: z.number().int().min(0).nullable(),
  last_error: z.string().nullable(),
  created_at: timestampSchema,
  done_at: z.nullable(timestampSchema),
});
