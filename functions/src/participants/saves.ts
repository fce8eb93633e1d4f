/**
 * Saving the people of events and agendas: an agenda's speakers, participants and mandatory
 * participants, its waitlist's order, and the event's participants and organizers. Every save runs in
 * one transaction that re-reads the event (the caller's current edit right), the agenda and what the
 * rules depend on, so places are never overbooked and nothing is half-written. Joining and leaving are
 * transactions on the agenda too (join.ts). A save that frees places promotes the first of the waitlist
 * into them in the same transaction (agendas/waitlist.ts). The reads are service.ts.
 */
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  AGENDA_LIST_VERSION,
  agendaListRefusal,
  API_MESSAGES,
  EVENT_MAX_ORGANIZERS,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  PARTICIPANT_MESSAGES,
  PEOPLE_SAVE_MAX,
  seatsOf,
  type AgendaPeopleList,
  type EventParticipantDoc,
  type EventPeopleList,
  type HistoryAuthor,
  type HistoryChange,
  waitlistOrderRefusal,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/http-error';
import { canEdit, canSee, eventsCollection, type StoredEvent } from '../events/access';
import { existingUsers, MEMBER_FIELDS, userIdsByEmail } from '../users/service';
import { notifyPromoted, promote, type Promotion } from '../agendas/waitlist';
import { historyAuthor, recordHistory } from '../shared/history';
import { historyPeople, listChanges } from '../shared/history-people';
import { readAgendaAndRoster, withRosters, writeRoster, type AgendaAndRoster } from '../agendas/roster';
import { contendedTransaction, eventOfAgenda, participantsOf } from './service';

/** editEvent (events/access.ts) for contended writes: the caller's current edit right, read in the transaction. */
async function editEventContended<T>(
  caller: Caller,
  eventId: string,
  work: (tx: Transaction, event: StoredEvent, ref: DocumentReference) => Promise<T>,
): Promise<T> {
  const ref = eventsCollection().doc(eventId);
  return contendedTransaction(async (tx) => {
    const event = (await tx.get(ref)).data();
    if (!event || !canSee(caller, event)) throw notFound(EVENT_MESSAGES.eventNotFound);
    if (!canEdit(caller, event)) throw forbidden(EVENT_MESSAGES.cannotEdit);
    return work(tx, event, ref.withConverter(null));
  }, ref.path);
}

/**
 * The users a save names: its ids, then the users of its addresses. Unknown addresses and unknown
 * ids are refused by name (400, at their field), before anything is written.
 */
async function chosenUsers(
  field: string,
  ids: readonly string[],
  emails: readonly string[],
): Promise<{ ids: string[]; snapshots: DocumentSnapshot[] }> {
  const byEmail = emails.length ? await userIdsByEmail(emails) : new Map<string, string>();
  const unknownAddresses = emails.filter((email) => !byEmail.has(email));
  if (unknownAddresses.length) {
    const message = API_MESSAGES.unknownAddresses(unknownAddresses);
    throw new HttpError(400, message, { emails: [message] }, { unknown: unknownAddresses });
  }
  const all = [...new Set([...ids, ...emails.flatMap((email) => byEmail.get(email) ?? [])])];
  if (all.length > PEOPLE_SAVE_MAX)
    throw badRequest(API_MESSAGES.tooManyUsers(PEOPLE_SAVE_MAX), {
      [field]: [API_MESSAGES.tooManyUsers(PEOPLE_SAVE_MAX)],
    });
  const snapshots = await existingUsers(all, MEMBER_FIELDS);
  const found = new Set(snapshots.map((snapshot) => snapshot.id));
  const unknownIds = all.filter((id) => !found.has(id));
  if (unknownIds.length) {
    const message = API_MESSAGES.unknownUsers(unknownIds);
    throw new HttpError(400, message, { [field]: [message] }, { unknown: unknownIds });
  }
  return { ids: all, snapshots };
}

const LIST_LABEL: Record<AgendaPeopleList | EventPeopleList, string> = {
  speakers: 'speakers',
  participants: 'participants',
  mparticipants: 'mandatory participants',
  organizers: 'organizers',
};

function checkVersion(what: AgendaPeopleList | EventPeopleList, sent: number | undefined, stored: number): void {
  if (sent !== undefined && sent !== stored)
    throw conflict(PARTICIPANT_MESSAGES.conflict(LIST_LABEL[what]), { version: stored });
}

/** The lists of an agenda that removing someone from the event changes. */
const AGENDA_CHANGING_LISTS = ['participants', 'mparticipants', 'waitlist'] as const;

const participantDoc = (uid: string, eventId: string, now: number): EventParticipantDoc => ({
  uid,
  event_id: eventId,
  added_at: now,
});

/**
 * Replaces one list of an agenda, in one transaction with the event's edit right: the version the
 * picker saw, the rules (Locked, places, size), and the new participants and mandatory participants
 * who are not yet participants of the event are added to it.
 */
export async function saveAgendaList(
  caller: Caller,
  list: AgendaPeopleList,
  input: { agendaId: string; eventId?: string; emails: string[]; version?: number; ids: string[] },
): Promise<{ eventId: string; agenda: AgendaAndRoster; snapshots: DocumentSnapshot[]; addedToEvent: number }> {
  const eventId = await eventOfAgenda(input.agendaId, input.eventId);
  const chosen = await chosenUsers(list, input.ids, input.emails);
  const actor = historyAuthor(caller);
  return editEventContended(caller, eventId, async (tx, event, eventRef) => {
    const ref = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(input.agendaId);
    const stored = await readAgendaAndRoster(ref, tx);
    if (!stored) throw notFound(EVENT_MESSAGES.agendaNotFound);
    const version = stored[AGENDA_LIST_VERSION[list]];
    checkVersion(list, input.version, version);
    const refusal = agendaListRefusal(seatsOf({ id: input.agendaId, ...stored }), list, stored[list], chosen.ids);
    if (refusal) throw badRequest(refusal, { [list]: [refusal] });

    // Those already in the list are participants of the event (the rule holds after every write).
    let newcomers: string[] = [];
    if (list !== 'speakers') {
      const before = new Set(stored[list]);
      const added = chosen.ids.filter((uid) => !before.has(uid));
      if (added.length) {
        const found = await tx.getAll(...added.map((uid) => participantsOf(eventRef).doc(uid)), { fieldMask: ['uid'] });
        newcomers = found.filter((snapshot) => !snapshot.exists).map((snapshot) => snapshot.id);
      }
    }
    let saved: AgendaAndRoster = { ...stored, [list]: chosen.ids, [AGENDA_LIST_VERSION[list]]: version + 1 };
    // Participants: those put in stop waiting, and places the save freed go to the first waiting. Mandatory
    // participants are in the session by being mandatory: those made so stop waiting for a place.
    let promotion: Promotion<AgendaAndRoster> | null = null;
    if (list !== 'speakers') {
      const seated = new Set(chosen.ids);
      saved = { ...saved, waitlist: stored.waitlist.filter((uid) => !seated.has(uid)) };
    }
    if (list === 'participants') {
      promotion = await promote(tx, saved, stored.end_date.toDate());
      saved = promotion.agenda;
    }
    // One entry: the list saved, and the waitlist the save seated or left.
    const changes = [
      ...(await listChanges(list, stored[list], saved[list])),
      ...(list !== 'speakers' ? await listChanges('waitlist', stored.waitlist, saved.waitlist) : []),
    ];
    recordHistory(tx, actor, {
      tenant_id: event.tenant_id,
      event_id: eventId,
      entity: 'participants',
      entity_id: input.agendaId,
      entity_label: stored.name,
      action: 'update',
      changes,
      restorable: false,
    });
    if (list === 'speakers') tx.update(ref, { speakers: saved.speakers, speakers_version: version + 1 });
    else writeRoster(tx, ref, saved, { [AGENDA_LIST_VERSION[list]]: version + 1 });
    if (promotion) {
      const place = {
        eventId,
        eventName: event.name,
        agendaId: input.agendaId,
        agendaName: stored.name,
        participantsVersion: version + 1,
      };
      notifyPromoted(tx, place, promotion.users);
    }
    const now = Date.now();
    for (const uid of newcomers) tx.set(participantsOf(eventRef).doc(uid), participantDoc(uid, eventId, now));
    if (newcomers.length)
      tx.update(eventRef, {
        participant_count: FieldValue.increment(newcomers.length),
        people_version: FieldValue.increment(1),
      });
    return { eventId, agenda: saved, snapshots: chosen.snapshots, addedToEvent: newcomers.length };
  });
}

// ---- events

/** The entry of a change to one of the event's people lists (participants, organizers), its people as `{ id, name }`. */
function recordEventList(
  tx: Transaction,
  actor: HistoryAuthor,
  event: { tenant_id: string; name: string },
  eventId: string,
  changes: HistoryChange[],
): void {
  recordHistory(tx, actor, {
    tenant_id: event.tenant_id,
    event_id: eventId,
    entity: 'participants',
    entity_id: eventId,
    entity_label: event.name,
    action: 'update',
    changes,
    restorable: false,
  });
}

/**
 * Replaces the event's participants, in one transaction with its edit right: new ones get their
 * document, removed ones lose it and leave the participants and mandatory participants of its agendas.
 */
export async function saveEventParticipants(
  caller: Caller,
  input: { eventId: string; emails: string[]; version?: number; ids: string[] },
): Promise<{ snapshots: DocumentSnapshot[]; version: number; count: number }> {
  const chosen = await chosenUsers('participants', input.ids, input.emails);
  const actor = historyAuthor(caller);
  return editEventContended(caller, input.eventId, async (tx, event, eventRef) => {
    checkVersion('participants', input.version, event.people_version);
    const [current, agendaList] = await Promise.all([
      tx.get(participantsOf(eventRef).select()),
      tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.agendas)),
    ]);
    const agendas = await withRosters(agendaList.docs, tx);
    const next = new Set(chosen.ids);
    const before = new Set(current.docs.map((doc) => doc.id));
    const removed = new Set([...before].filter((uid) => !next.has(uid)));
    // The agendas the removed people leave (and their waitlists); the places they free go to the first waiting.
    const changed = await Promise.all(
      agendas.flatMap(({ ref, stored }) => {
        const left = {
          ...stored,
          participants: stored.participants.filter((uid) => !removed.has(uid)),
          mparticipants: stored.mparticipants.filter((uid) => !removed.has(uid)),
          waitlist: stored.waitlist.filter((uid) => !removed.has(uid)),
        };
        const same = AGENDA_CHANGING_LISTS.every((name) => left[name].length === stored[name].length);
        return same
          ? []
          : [
              promote(tx, left, stored.end_date.toDate()).then((promotion) => ({
                ref,
                id: ref.id,
                stored,
                promotion,
              })),
            ];
      }),
    );
    // One entry for the event's list (the agendas they left follow from it).
    recordEventList(tx, actor, event, input.eventId, await listChanges('participants', [...before], chosen.ids));
    const now = Date.now();
    for (const uid of chosen.ids)
      if (!before.has(uid)) tx.set(participantsOf(eventRef).doc(uid), participantDoc(uid, input.eventId, now));
    for (const uid of removed) tx.delete(participantsOf(eventRef).doc(uid));
    for (const { ref, id, stored, promotion } of changed) {
      const { participants, mparticipants } = promotion.agenda;
      // Only the lists that lost someone get a new version (an open speakers picker is not affected).
      const participantsChanged = participants.length !== stored.participants.length || promotion.promoted.length > 0;
      writeRoster(tx, ref, promotion.agenda, {
        ...(participantsChanged && { participants_version: stored.participants_version + 1 }),
        ...(mparticipants.length !== stored.mparticipants.length && {
          mparticipants_version: stored.mparticipants_version + 1,
        }),
      });
      const place = {
        eventId: input.eventId,
        eventName: event.name,
        agendaId: id,
        agendaName: stored.name,
        participantsVersion: stored.participants_version + 1,
      };
      notifyPromoted(tx, place, promotion.users);
    }
    const version = event.people_version + 1;
    tx.update(eventRef, { participant_count: chosen.ids.length, people_version: version });
    return { snapshots: chosen.snapshots, version, count: chosen.ids.length };
  });
}

/** Replaces the event's organizers (its edit right), in one transaction with the caller's current right. */
export async function saveEventOrganizers(
  caller: Caller,
  input: { eventId: string; emails: string[]; version?: number; ids: string[] },
): Promise<{ snapshots: DocumentSnapshot[]; version: number }> {
  const chosen = await chosenUsers('organizers', input.ids, input.emails);
  if (chosen.ids.length > EVENT_MAX_ORGANIZERS) {
    const message = PARTICIPANT_MESSAGES.tooManyOrganizers(EVENT_MAX_ORGANIZERS);
    throw badRequest(message, { organizers: [message] });
  }
  const actor = historyAuthor(caller);
  return editEventContended(caller, input.eventId, async (tx, event, eventRef) => {
    checkVersion('organizers', input.version, event.people_version);
    recordEventList(tx, actor, event, input.eventId, await listChanges('organizers', event.organizers, chosen.ids));
    const version = event.people_version + 1;
    tx.update(eventRef, { organizers: chosen.ids, people_version: version });
    return { snapshots: chosen.snapshots, version };
  });
}

// ---- the waitlist

/**
 * The organizers' new order of an agenda's waitlist, in one transaction with the event's edit right:
 * exactly the people waiting now (409 when someone joined or left it since), nothing else changes.
 */
export async function saveWaitlistOrder(
  caller: Caller,
  input: { agendaId: string; eventId?: string; waitlist: string[] },
): Promise<{ eventId: string; agenda: AgendaAndRoster }> {
  const eventId = await eventOfAgenda(input.agendaId, input.eventId);
  const actor = historyAuthor(caller);
  const waiting = await historyPeople(input.waitlist);
  const named = new Map(waiting.map((person) => [person.id, person]));
  return editEventContended(caller, eventId, async (tx, event, eventRef) => {
    const ref = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(input.agendaId);
    const stored = await readAgendaAndRoster(ref, tx);
    if (!stored) throw notFound(EVENT_MESSAGES.agendaNotFound);
    const refusal = waitlistOrderRefusal(stored.waitlist, input.waitlist);
    if (refusal) throw conflict(refusal, { waitlist: stored.waitlist });
    // The same people in a new order: the whole order before and after (a waitlist is short).
    const order = (ids: string[]) => ids.map((id) => named.get(id) ?? { id, name: id });
    recordHistory(tx, actor, {
      tenant_id: event.tenant_id,
      event_id: eventId,
      entity: 'waitlist',
      entity_id: input.agendaId,
      entity_label: stored.name,
      action: 'update',
      changes: [{ field: 'waitlist', before: order(stored.waitlist), after: order(input.waitlist) }],
      restorable: false,
    });
    const saved = { ...stored, waitlist: input.waitlist };
    writeRoster(tx, ref, saved);
    return { eventId, agenda: saved };
  });
}
