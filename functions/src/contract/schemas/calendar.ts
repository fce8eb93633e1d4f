import { z } from 'zod';
import { timestampSchema } from '../firestore';
import { CALENDAR_MESSAGES } from '../messages';
import { documentId } from './common';

/*
 * Calendars (issue 15 items 4-5): mailed invites of agendas and subscribable feeds.
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

/** GET /calendar/feed: whether the caller has a personal feed address, and since when. */
export const feedStatusSchema = z.object({ result: z.object({ active: z.boolean(), created_at: z.string().nullable() }) });
/** POST /calendar/feed: the new address (shown once: only its hash is kept). */
export const feedCreatedSchema = z.object({ result: z.object({ token: z.string(), path: z.string(), created_at: z.string() }) });
/** DELETE /calendar/feed. */
export const feedRevokedSchema = z.object({ result: z.object({ active: z.literal(false) }) });

/** The path (under /backendv2) of a person's feed, as the profile page shows it. */
export const personalFeedPath = (token: string): string => `/calendar/me.ics?token=${encodeURIComponent(token)}`;
export const eventFeedPath = (eventId: string): string => `/calendar/event.ics?e=${encodeURIComponent(eventId)}`;
