/**
 * Whether an agenda's change can change any calendar invite of it (triggers.ts,
 * agendaInvitesFollow), so that the trigger returns at once, reading nothing, for the changes that
 * cannot: a join (someone added to the participants), a new version of a list, files, tags, places.
 * Before this, every join of a popular session read each holder's participant record.
 *
 * An invite carries the calendar fields (an update goes out when they change), and a holder keeps it
 * while they are one of the agenda's people, or the agenda is mandatory and they take part in the event
 * (invites.ts mayKeepInvite). So a change matters when a calendar field changed, when someone
 * left the agenda's people (its speakers on the agenda document, its participants and mandatory
 * participants on its roster: rosterPeopleLeft), or when the agenda stopped being mandatory. Removals
 * from the event itself are followed by their own trigger.
 */
import type { AgendaRoster, StoredAgenda } from '@agenda/contract';

/** The fields a calendar entry shows. */
export function calendarFieldsChanged(before: StoredAgenda, after: StoredAgenda): boolean {
  return (
    before.name !== after.name ||
    before.description !== after.description ||
    before.start_time.toMillis() !== after.start_time.toMillis() ||
    before.end_date.toMillis() !== after.end_date.toMillis() ||
    before.location_id !== after.location_id ||
    before.meeting_room !== after.meeting_room
  );
}

/** Whether someone of `before` is not in `after` (sets: the lists hold up to AGENDA_MAX_PEOPLE people). */
const someoneLeft = (before: readonly string[], after: readonly string[]): boolean => {
  const now = new Set(after);
  return before.some((uid) => !now.has(uid));
};

/** An agenda document's change: a calendar field, a speaker gone, or no longer mandatory. */
export function inviteFieldsChanged(before: StoredAgenda, after: StoredAgenda): boolean {
  if (calendarFieldsChanged(before, after)) return true;
  if (before.mandatory && !after.mandatory) return true;
  return someoneLeft(before.speakers, after.speakers);
}

/** A roster's change: someone left its participants or mandatory participants (a join changes nothing here). */
export const rosterPeopleLeft = (before: AgendaRoster, after: AgendaRoster): boolean =>
  someoneLeft([...before.participants, ...before.mparticipants], [...after.participants, ...after.mparticipants]);
