import { z } from 'zod';
import { documentId } from './common';
import { STARS_PER_EVENT_MAX } from './stars-doc';

/*
 * Stars (as pretalx and Sessionize have them; docs/features.md, "The attendee's programme"): a person follows
 * a session without taking a seat, and it shows in their "My agenda" marked as starred. One document per
 * person and event, users/{uid}/stars/{eventId}, listing the starred agendas' ids (at most
 * STARS_PER_EVENT_MAX): read live by its owner alone under the rules, written by the API alone (POST
 * /stars/agenda), which checks that the caller may see the event and that the agenda is one of its own.
 */

// POST /backendv2/stars/agenda { eventId, agendaId, starred }

export const starSaveSchema = z.object({ eventId: documentId, agendaId: documentId, starred: z.boolean() }).strict();

export const starAnswerSchema = z.object({
  eventId: z.string(),
  agendaId: z.string(),
  starred: z.boolean(),
  /** Every agenda of the event the caller has starred, after this change. */
  agendas: z.array(z.string()),
});
export type StarAnswer = z.infer<typeof starAnswerSchema>;

/** The starred list after starring (`starred`) or unstarring `agendaId`; null when the cap refuses it. */
export function toggledStars(current: readonly string[], agendaId: string, starred: boolean): string[] | null {
  const without = current.filter((id) => id !== agendaId);
  if (!starred) return without;
  if (current.includes(agendaId)) return [...current];
  return without.length >= STARS_PER_EVENT_MAX ? null : [...without, agendaId];
}
