/**
 * Feedback after a session (docs/features.md "Feedback after a session"): its window, limits, where it
 * is stored and its messages. Plain values, apart from the schemas (schemas/feedback.ts), so a screen
 * that shows them does not load zod's API with them.
 */
export const FEEDBACK_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const FEEDBACK_COMMENT_MAX = 1000;
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
/** Where a session's feedback lives under its agenda document: one per rater, and the summary. */
export const AGENDA_FEEDBACK = {
  collection: 'feedback',
  summaryCollection: 'feedbackSummary',
  summaryDoc: 'all',
} as const;

/**
 * The comments of one session the event's feedback answer carries (GET /participants/event/feedback),
 * newest first; the event dashboard says how many more the session's page shows.
 */
export const FEEDBACK_DASHBOARD_COMMENTS = 20;

export const FEEDBACK_MESSAGES = {
  rating: `Choose a rating from ${FEEDBACK_RATING_MIN} to ${FEEDBACK_RATING_MAX} stars`,
  commentTooLong: `A comment has at most ${FEEDBACK_COMMENT_MAX.toLocaleString('en-US')} characters`,
  notYet: 'This session has not ended yet: feedback opens at its end',
  closed: 'Feedback on this session closed 7 days after its end',
  notParticipant: 'Only people who took part in this session can rate it',
  saved: 'Thank you: your feedback is saved',
  /** The one inbox item, at a session's end, that asks who took part for a rating. */
  prompt: (agendaName: string) =>
    `How was “${agendaName.replace(/\s+/g, ' ').trim()}”? Rate it on the session’s page within ${FEEDBACK_WINDOW_MS / 86_400_000} days.`,
  eventForbidden: "Only the event's organizers and the speakers of its sessions can see its feedback",
} as const;
