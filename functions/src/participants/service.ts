/**
 * The people of events and agendas (contract/schemas/participants.ts): event participants are
 * documents events/{e}/participants/{uid}; organizers and agenda roles are arrays on their documents.
 * Every save runs in one transaction that re-reads the event (the caller's current edit right), the
 * agenda and what the rules depend on, so places are never overbooked and nothing is half-written.
 * Joining and leaving are transactions on the agenda too (join.ts). A save that frees
 * places promotes the first of the waitlist into them in the same transaction (agendas/waitlist.ts).
 */
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  AGENDA_LIST_VERSION,
  agendaConverter,
  agendaListRefusal,
  API_MESSAGES,
  COLLECTIONS,
  EVENT_MAX_ORGANIZERS,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  PARTICIPANT_MESSAGES,
  PEOPLE_SAVE_MAX,
  placesLeft,
  scheduleOf,
  type AgendaPeopleList,
  type EventParticipantDoc,
  type EventPeopleList,
  type HistoryAuthor,
  type HistoryChange,
  type ParticipantPerson,
  type StoredAgenda,
  waitlistOrderRefusal,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/http-error';
import { retriedTransaction } from '../lib/transactions';
import { canEdit, canSee, eventsCollection, visibleEvent, type StoredEvent } from '../events/access';
import { findAgenda } from '../agendas/service';
import { existingUsers, MEMBER_FIELDS, personOf, userIdsByEmail } from '../users/service';
import { notifyPromoted, promote, type Promotion } from '../agendas/waitlist';
import { historyAuthor, recordHistory } from '../shared/history';
import { historyPeople, listChanges } from '../shared/history-people';

/**
 * A transaction that many callers race for (the last places of a session, pickers saving at once):
 * retried until it commits (lib/transactions.ts), or 503 after CONTENDED_RETRY_MS.
 */
export async function contendedTransaction<T>(work: (tx: Transaction) => Promise<T>, queue?: string): Promise<T> {
  if (queue) return oneAtATime(queue, () => contendedTransaction(work));
  return retriedTransaction(work, () => new HttpError(503, PARTICIPANT_MESSAGES.busy));
}

/**
 * Runs the writes of one queue (an event's people) one after another within this instance. Every write
 * is still a transaction, which is what keeps places right across instances; the queue only spares a
 * burst of requests that reach the same instance (50 people joining at once) from aborting each other
 * over and over until they time out.
 */
const queues = new Map<string, Promise<unknown>>();
function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

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

const participantsOf = (event: DocumentReference) => event.collection(EVENT_SUBCOLLECTIONS.participants);
const eventDocRef = (eventId: string) => db.collection(COLLECTIONS.events).doc(eventId);

/** The ids of an event's participants (one document each, keyed by user id). */
export async function eventParticipantIds(eventId: string): Promise<string[]> {
  const snapshot = await participantsOf(eventDocRef(eventId)).select().get();
  return snapshot.docs.map((doc) => doc.id);
}

/** Whether `uid` takes part in the event, and their schedule: the agendas they speak at, take part in or must attend, by start. */
export async function scheduleIn(
  eventId: string,
  uid: string,
): Promise<{ participant: boolean; schedule: ReturnType<typeof scheduleOf> }> {
  const [participant, agendas] = await Promise.all([
    participantsOf(eventDocRef(eventId))
      .doc(uid)
      .get()
      .then((snapshot) => snapshot.exists),
    eventDocRef(eventId)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .withConverter(agendaConverter)
      .orderBy('start_time')
      .get(),
  ]);
  return {
    participant,
    schedule: scheduleOf(
      uid,
      participant,
      agendas.docs.map((doc) => ({ id: doc.id, ...doc.data() })),
    ),
  };
}

// ---- people as the lists answer them

const byName = (a: ParticipantPerson, b: ParticipantPerson) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** The people of a list (users that no longer exist are left out), by name. */
export async function peopleOf(
  uids: readonly string[],
  viewer: Caller,
  viewerEdits: boolean,
): Promise<ParticipantPerson[]> {
  if (uids.length === 0) return [];
  return (await existingUsers(uids, MEMBER_FIELDS))
    .map((snapshot) => personOf(snapshot, viewer, viewerEdits))
    .sort(byName);
}

/**
 * The users a save names: its ids, then the users of its addresses. Unknown addresses and unknown
 * ids are refused by name (400, at their field), before anything is written.
 */
export async function chosenUsers(
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

// ---- agendas

/** The event of an agenda: the one named (the agenda must be there) or found by the agenda's id alone. */
export async function eventOfAgenda(agendaId: string, eventId?: string): Promise<string> {
  if (eventId) {
    const snapshot = await eventDocRef(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId).get();
    if (snapshot.exists) return eventId;
    if (await findAgenda(agendaId))
      throw badRequest(PARTICIPANT_MESSAGES.wrongEvent, { eventId: [PARTICIPANT_MESSAGES.wrongEvent] });
    throw notFound(EVENT_MESSAGES.agendaNotFound);
  }
  const found = await findAgenda(agendaId);
  if (!found) throw notFound(EVENT_MESSAGES.agendaNotFound);
  return found.eventId;
}

/** An agenda of an event the caller may see, with whether they may edit it (404 when hidden or missing). */
export async function visibleAgenda(
  caller: Caller,
  agendaId: string,
): Promise<{ eventId: string; agenda: StoredAgenda; canEdit: boolean }> {
  const eventId = await eventOfAgenda(agendaId);
  const { canEdit } = await visibleEvent(caller, eventId);
  const agenda = (
    await eventDocRef(eventId)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .withConverter(agendaConverter)
      .doc(agendaId)
      .get()
  ).data();
  if (!agenda) throw notFound(EVENT_MESSAGES.agendaNotFound);
  return { eventId, agenda, canEdit };
}

/** What the participants answers and join/leave say about places. */
export const placesOf = (agenda: StoredAgenda) => ({
  no_of_places: agenda.no_of_places,
  available_places: placesLeft(agenda),
  locked: agenda.locked,
  mandatory: agenda.mandatory,
});

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
): Promise<{ eventId: string; agenda: StoredAgenda; snapshots: DocumentSnapshot[]; addedToEvent: number }> {
  const eventId = await eventOfAgenda(input.agendaId, input.eventId);
  const chosen = await chosenUsers(list, input.ids, input.emails);
  const actor = historyAuthor(caller);
  return editEventContended(caller, eventId, async (tx, event, eventRef) => {
    const ref = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(input.agendaId);
    const stored = (await tx.get(ref.withConverter(agendaConverter))).data();
    if (!stored) throw notFound(EVENT_MESSAGES.agendaNotFound);
    const version = stored[AGENDA_LIST_VERSION[list]];
    checkVersion(list, input.version, version);
    const refusal = agendaListRefusal({ id: input.agendaId, ...stored }, list, chosen.ids);
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
    let saved: StoredAgenda = { ...stored, [list]: chosen.ids, [AGENDA_LIST_VERSION[list]]: version + 1 };
    // Participants: those put in stop waiting, and places the save freed go to the first waiting.
    let promotion: Promotion<StoredAgenda> | null = null;
    if (list === 'participants') {
      const seated = new Set(chosen.ids);
      promotion = await promote(
        tx,
        { ...saved, waitlist: stored.waitlist.filter((uid) => !seated.has(uid)) },
        stored.end_date.toDate(),
      );
      saved = promotion.agenda;
    }
    // One entry: the list saved, and for participants the waitlist the save seated or left.
    const changes = [
      ...(await listChanges(list, stored[list], saved[list])),
      ...(list === 'participants' ? await listChanges('waitlist', stored.waitlist, saved.waitlist) : []),
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
    tx.update(ref, {
      [list]: saved[list],
      [AGENDA_LIST_VERSION[list]]: version + 1,
      ...(list === 'participants' && { waitlist: saved.waitlist }),
    });
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
    const [current, agendas] = await Promise.all([
      tx.get(participantsOf(eventRef).select()),
      tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter)),
    ]);
    const next = new Set(chosen.ids);
    const before = new Set(current.docs.map((doc) => doc.id));
    const removed = new Set([...before].filter((uid) => !next.has(uid)));
    // The agendas the removed people leave (and their waitlists); the places they free go to the first waiting.
    const changed = await Promise.all(
      agendas.docs.flatMap((agenda) => {
        const stored = agenda.data();
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
                ref: agenda.ref.withConverter(null),
                id: agenda.id,
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
      const { participants, mparticipants, waitlist } = promotion.agenda;
      // Only the lists that lost someone get a new version (an open speakers picker is not affected).
      const participantsChanged = participants.length !== stored.participants.length || promotion.promoted.length > 0;
      tx.update(ref, {
        participants,
        mparticipants,
        waitlist,
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

// ---- the waitlist (issue 29)

/** The people of a waitlist in its order (users that no longer exist are left out). */
export async function peopleInOrder(
  uids: readonly string[],
  viewer: Caller,
  viewerEdits: boolean,
): Promise<ParticipantPerson[]> {
  const people = await peopleOf(uids, viewer, viewerEdits);
  const position = new Map(uids.map((uid, index) => [uid, index]));
  return people.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/**
 * The organizers' new order of an agenda's waitlist, in one transaction with the event's edit right:
 * exactly the people waiting now (409 when someone joined or left it since), nothing else changes.
 */
export async function saveWaitlistOrder(
  caller: Caller,
  input: { agendaId: string; eventId?: string; waitlist: string[] },
): Promise<{ eventId: string; agenda: StoredAgenda }> {
  const eventId = await eventOfAgenda(input.agendaId, input.eventId);
  const actor = historyAuthor(caller);
  const waiting = await historyPeople(input.waitlist);
  const named = new Map(waiting.map((person) => [person.id, person]));
  return editEventContended(caller, eventId, async (tx, event, eventRef) => {
    const ref = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(input.agendaId);
    const stored = (await tx.get(ref.withConverter(agendaConverter))).data();
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
    tx.update(ref, { waitlist: input.waitlist });
    return { eventId, agenda: { ...stored, waitlist: input.waitlist } };
  });
}
