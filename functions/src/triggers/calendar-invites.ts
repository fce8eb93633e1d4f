/**
 * Calendar invites follow their agenda (issue 15 item 4). Whoever holds an agenda's invite (a REQUEST
 * in calendarInvites) gets, by mail and exactly once (services/invites.ts changeInvite):
 * - a CANCEL when the agenda is deleted (also when its whole event is: the agendas go with it);
 * - a CANCEL when they are removed: from the agenda's participants or mandatory participants, or from
 *   the event (for invites of an event-wide send);
 * - an updated REQUEST (the new SEQUENCE) when the agenda's name, description, times, location or
 *   Teams link change.
 * Firestore triggers rather than hooks in each write path: every writer (the agenda form, the
 * participant pickers, joins and leaves, the spreadsheet import, an event deletion) is covered, and a
 * trigger event delivered twice changes nothing the second time.
 */
import { onDocumentDeleted, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { agendaConverter, COLLECTIONS, docConverter, EVENT_SUBCOLLECTIONS, eventDocSchema, type StoredAgenda } from '../contract';
import { db } from '../lib/firebase';
import { calendarAgenda, changeInvite, invitesCollection, liveInvitesOf, locationName, logInvites, mayKeepInvite } from '../services/invites';
import { inviteFieldsChanged } from './invite-fields';

const eventConverter = docConverter(eventDocSchema);

/** Whether a change touches what a calendar entry shows. */
function calendarFieldsChanged(before: StoredAgenda, after: StoredAgenda): boolean {
  return (
    before.name !== after.name ||
    before.description !== after.description ||
    before.start_time.toMillis() !== after.start_time.toMillis() ||
    before.end_date.toMillis() !== after.end_date.toMillis() ||
    before.location_id !== after.location_id ||
    before.meeting_room !== after.meeting_room
  );
}

const parse = (data: unknown, id: string): StoredAgenda | null => {
  if (!data) return null;
  try {
    return agendaConverter.fromFirestore({ id, data: () => data });
  } catch {
    return null;
  }
};

const AGENDA_DOCUMENT = `${COLLECTIONS.events}/{eventId}/${EVENT_SUBCOLLECTIONS.agendas}/{agendaId}` as const;

/** A deleted agenda (also with its event): a CANCEL with a SEQUENCE above every one sent. */
export const agendaInvitesCancel = onDocumentDeleted({ document: AGENDA_DOCUMENT, memory: '256MiB', timeoutSeconds: 300 }, async (event) => {
  const { eventId, agendaId } = event.params;
  const before = parse(event.data?.data(), agendaId);
  if (!before) return;
  const holders = await liveInvitesOf(agendaId);
  if (holders.length === 0) return;
  const gone = calendarAgenda(agendaId, before, await locationName(eventId, before.location_id), before.version + 1);
  let sent = 0;
  for (const holder of holders) if (await changeInvite('CANCEL', agendaId, holder.uid, gone, eventId)) sent += 1;
  logInvites('cancelled (agenda deleted)', { eventId, agendaId, sent });
});

/** A changed agenda: removed people get a CANCEL, the others an update when what calendars show changed. */
export const agendaInvitesFollow = onDocumentUpdated({ document: AGENDA_DOCUMENT, memory: '256MiB', timeoutSeconds: 300 }, async (event) => {
  const { eventId, agendaId } = event.params;
  const before = parse(event.data?.before.data(), agendaId);
  const after = parse(event.data?.after.data(), agendaId);
  if (!before || !after) return;
  if (!inviteFieldsChanged(before, after)) return; // a join, a file, a version: no invite changes, nothing read
  const holders = await liveInvitesOf(agendaId);
  if (holders.length === 0) return;
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const stored = (await eventRef.withConverter(eventConverter).get()).data();
  const facts = stored ? { name: stored.name, timezone: stored.timezone, address: stored.address } : undefined;
  const changed = calendarFieldsChanged(before, after);
  const current = calendarAgenda(agendaId, after, await locationName(eventId, after.location_id));
  let cancelled = 0;
  let updated = 0;
  for (const holder of holders) {
    if (!(await mayKeepInvite(eventRef, after, holder))) {
      if (await changeInvite('CANCEL', agendaId, holder.uid, current, eventId, facts)) cancelled += 1;
    } else if (changed && holder.sequence < after.version) {
      if (await changeInvite('UPDATE', agendaId, holder.uid, current, eventId, facts)) updated += 1;
    }
  }
  if (cancelled || updated) logInvites('followed a change', { eventId, agendaId, cancelled, updated });
});

/** A person who leaves the event loses the invites of its event-wide send (agenda-level ones follow their agenda). */
export const eventInvitesFollow = onDocumentDeleted(
  { document: `${COLLECTIONS.events}/{eventId}/${EVENT_SUBCOLLECTIONS.participants}/{uid}`, memory: '256MiB', timeoutSeconds: 300 },
  async (event) => {
    const { eventId, uid } = event.params;
    const held = await invitesCollection().where('event_id', '==', eventId).where('uid', '==', uid).where('method', '==', 'REQUEST').get();
    if (held.empty) return;
    const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
    let cancelled = 0;
    for (const doc of held.docs) {
      const record = doc.data();
      const agenda = (await eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter).doc(record.agenda_id).get()).data();
      // A deleted agenda is the agenda trigger's; one the person may keep stays.
      if (!agenda || (await mayKeepInvite(eventRef, agenda, record))) continue;
      const current = calendarAgenda(record.agenda_id, agenda, await locationName(eventId, agenda.location_id));
      if (await changeInvite('CANCEL', record.agenda_id, uid, current, eventId)) cancelled += 1;
    }
    if (cancelled) logInvites('cancelled (left the event)', { eventId, uid, cancelled });
  },
);
