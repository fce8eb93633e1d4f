import * as z from 'zod/mini';
import { docConverter } from '../firestore';
import type { AgendaPeopleFacts } from './participants-doc';

/*
 * Each person's own standing in the sessions of an event: what the roster (agenda-doc.ts
 * agendaRosterSchema) says of them alone, and the schedule document that holds it for the screens.
 */

/** A person's standing in one agenda: what the roster (agendaRosterSchema) says of them alone. */
export interface AgendaStanding {
  participant: boolean;
  mparticipant: boolean;
  /** Their place on the waitlist, from 1; null when not waiting. */
  waiting: number | null;
}
export const NO_STANDING: AgendaStanding = { participant: false, mparticipant: false, waiting: null };

/** What the roster says of `uid`. */
export function standingOf(
  uid: string,
  roster: Pick<AgendaPeopleFacts, 'participants' | 'mparticipants' | 'waitlist'>,
): AgendaStanding {
  const position = roster.waitlist.indexOf(uid);
  return {
    participant: roster.participants.includes(uid),
    mparticipant: roster.mparticipants.includes(uid),
    waiting: position >= 0 ? position + 1 : null,
  };
}

const standingSchema = z.object({
  participant: z.boolean(),
  mparticipant: z.boolean(),
  waiting: z.nullable(z.int().check(z.minimum(1))),
});

/**
 * events/{e}/schedules/{uid}: one person's standing in the event's agendas, by agenda id (agendas where
 * they stand nowhere are left out). What the programme, My agenda and the Join button read live of the
 * people of a session, instead of its whole roster; the person alone reads it (firestore.rules). Kept by
 * the API's roster trigger (functions/src/agendas/schedules.ts) from each roster write, so it follows
 * the roster within a moment; the join answer tells the joining tab at once.
 */
export const scheduleDocSchema = z.object({
  uid: z.string(),
  event_id: z.string(),
  sessions: z._default(z.record(z.string(), standingSchema), {}),
});
export type ScheduleDoc = z.output<typeof scheduleDocSchema>;
export const scheduleConverter = docConverter(scheduleDocSchema);

/**
 * The schedules of everyone in the event's rosters, as the API's roster trigger keeps them: for the
 * writers that store whole events at once (the demo data, the benchmarks).
 */
export function schedulesOf(
  eventId: string,
  rosters: readonly { id: string; roster: Pick<AgendaPeopleFacts, 'participants' | 'mparticipants' | 'waitlist'> }[],
): ScheduleDoc[] {
  const byPerson = new Map<string, ScheduleDoc>();
  for (const { id, roster } of rosters) {
    for (const uid of new Set([...roster.participants, ...roster.mparticipants, ...roster.waitlist])) {
      const schedule = byPerson.get(uid) ?? { uid, event_id: eventId, sessions: {} };
      schedule.sessions[id] = standingOf(uid, roster);
      byPerson.set(uid, schedule);
    }
  }
  return [...byPerson.values()];
}
