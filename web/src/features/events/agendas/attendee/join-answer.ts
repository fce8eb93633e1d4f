import { NO_STANDING, type AgendaStanding } from '@agenda/contract';

/*
 * The Join button's rule for the API's answer against the live schedule (docs/features.md, Schedule,
 * joining, leaving): the answer shows until the schedule says the same, and never outlives a newer truth.
 */

export const sameStanding = (a: AgendaStanding, b: AgendaStanding) =>
  a.participant === b.participant && a.mparticipant === b.mparticipant && a.waiting === b.waiting;

/**
 * How long an answer stands against a schedule that has moved since (another tab, an organizer): a snapshot
 * written before the answer may still be on its way. A schedule that has not moved since the answer is
 * only late (its trigger runs after the write): the answer stands against it up to ANSWER_MAX_MS.
 */
export const ANSWER_HOLD_MS = 10_000;
export const ANSWER_MAX_MS = 60_000;

/** What the API last said of the viewer's standing, and the schedule's standing when it said it. */
export interface Answered {
  standing: AgendaStanding;
  at: number;
  /** The schedule's standing then. */
  seen: AgendaStanding | undefined;
}

/** Whether the answer still says more than the schedule (see ANSWER_HOLD_MS). */
export function answerHolds(answered: Answered | null, schedule: AgendaStanding | undefined, now: number): boolean {
  if (!answered || sameStanding(answered.standing, schedule ?? NO_STANDING)) return false;
  const age = now - answered.at;
  const unmoved = sameStanding(schedule ?? NO_STANDING, answered.seen ?? NO_STANDING);
  return age < ANSWER_HOLD_MS || (unmoved && age < ANSWER_MAX_MS);
}
