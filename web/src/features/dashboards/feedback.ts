import type { SessionFeedback } from '@agenda/contract';

/*
 * The event dashboard's session feedback (docs/features.md "Feedback after a session"): its texts and the
 * order of the sessions (its spreadsheet's rows: export-sheet.ts). Pure, unit-tested in feedback.test.ts.
 */

export const FEEDBACK_SECTION_TEXTS = {
  title: 'Session feedback',
  empty: 'Ratings appear here once sessions end and participants rate them.',
  order: 'Lowest average first, then the most rated: the sessions that may need a word with their speakers.',
  ownOrder: 'Your sessions, lowest average first. Raters stay anonymous to speakers.',
  noComments: 'Ratings only: no comments.',
  anonymous: 'A participant',
  loading: 'Loading session feedback',
  sheet: 'Feedback',
} as const;

/** "12 more on the session's page" under a session's comments when the answer carries only the newest. */
export const moreComments = (count: number) => `${count} more on the session's page`;

/** "3.5 of 5 · 2 ratings". */
export const ratingLine = (session: Pick<SessionFeedback, 'average' | 'count'>) =>
  `${session.average.toFixed(1)} of 5 · ${session.count} ${session.count === 1 ? 'rating' : 'ratings'}`;

/**
 * The sessions an organizer should look at first: the lowest average first; of equal averages the one
 * more people rated (a low average from many is surer than from one); then by start and name.
 */
export function rankByNeed(sessions: readonly SessionFeedback[]): SessionFeedback[] {
  return [...sessions].sort(
    (a, b) => a.average - b.average || b.count - a.count || a.start - b.start || a.name.localeCompare(b.name),
  );
}
