import { z } from 'zod';
import { documentId } from './common';
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_MESSAGES,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
} from '../constants/feedback';

/**
 * Feedback after a session (docs/features.md "Feedback after a session"): from the session's end until
 * FEEDBACK_WINDOW_MS later, a person who took part in it (a participant or mandatory participant) rates
 * it 1–5 with an optional comment. One document per person and session at
 * events/{e}/agendas/{a}/feedback/{uid}, and one summary document (count, sum) beside it, both written
 * by the API alone in one transaction; no Firestore rule opens them.
 */
/** A stored rating (events/{e}/agendas/{a}/feedback/{uid}). */
export const feedbackDocSchema = z.object({
  rating: z.number().int().min(FEEDBACK_RATING_MIN).max(FEEDBACK_RATING_MAX),
  comment: z.string(),
  /** Milliseconds since the epoch of the last save. */
  updated_at: z.number(),
});
export type FeedbackDoc = z.infer<typeof feedbackDocSchema>;

/** The summary kept by every save in the same transaction. */
export const feedbackSummaryDocSchema = z.object({ count: z.number().int(), sum: z.number().int() });
export type FeedbackSummaryDoc = z.infer<typeof feedbackSummaryDocSchema>;

/** POST /participants/agenda/feedback { agendaId, eventId?, rating, comment? }: the caller's rating (replaces their earlier one). */
export const feedbackSaveSchema = z
  .object({
    agendaId: documentId,
    eventId: documentId.optional(),
    rating: z
      .number({ error: FEEDBACK_MESSAGES.rating })
      .int(FEEDBACK_MESSAGES.rating)
      .min(FEEDBACK_RATING_MIN, FEEDBACK_MESSAGES.rating)
      .max(FEEDBACK_RATING_MAX, FEEDBACK_MESSAGES.rating),
    comment: z.string().trim().max(FEEDBACK_COMMENT_MAX, FEEDBACK_MESSAGES.commentTooLong).default(''),
  })
  .strict();
export type FeedbackSave = z.input<typeof feedbackSaveSchema>;

/** GET /participants/agenda/feedback?a */
export const feedbackQuerySchema = z.object({ a: documentId });

/** What a caller learns of a session's feedback: their own, the window, and (organizers, speakers) the summary. */
export const feedbackAnswerSchema = z.object({
  agendaId: z.string(),
  eventId: z.string(),
  /** Milliseconds since the epoch: the session's end, and 7 days later. */
  opens: z.number(),
  closes: z.number(),
  /** Whether the caller took part, and so may rate within the window. */
  canRate: z.boolean(),
  mine: z.object({ rating: z.number().int(), comment: z.string() }).nullable(),
  /** For the event's editors (with the raters' names) and the session's speakers (without); null for others. */
  summary: z
    .object({
      count: z.number().int(),
      /** null while nobody rated. */
      average: z.number().nullable(),
      comments: z.array(z.object({ rating: z.number().int(), comment: z.string(), name: z.string().nullable() })),
    })
    .nullable(),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;

/** GET /participants/event/feedback?e: the feedback of an event's sessions, for its dashboard. */
export const eventFeedbackQuerySchema = z.object({ e: documentId });

/** One rated session of the event's feedback answer. */
export const sessionFeedbackSchema = z.object({
  agendaId: z.string(),
  name: z.string(),
  /** Milliseconds since the epoch of the session's start. */
  start: z.number(),
  count: z.number().int(),
  average: z.number(),
  /** The newest comments (at most FEEDBACK_DASHBOARD_COMMENTS); `name` null for speakers. */
  comments: z.array(
    z.object({
      rating: z.number().int(),
      comment: z.string(),
      name: z.string().nullable(),
      /** Milliseconds since the epoch of the rater's last save. */
      updatedAt: z.number(),
    }),
  ),
  /** Comments not in `comments`, read on the session's page. */
  moreComments: z.number().int(),
});
export type SessionFeedback = z.infer<typeof sessionFeedbackSchema>;

/**
 * The event's rated sessions (docs/features.md "Feedback after a session"): every one, with the raters'
 * names, for the event's editors (`names` true); a speaker's own sessions without names for a speaker.
 */
export const eventFeedbackAnswerSchema = z.object({
  eventId: z.string(),
  names: z.boolean(),
  sessions: z.array(sessionFeedbackSchema),
});
export type EventFeedbackAnswer = z.infer<typeof eventFeedbackAnswerSchema>;
