/**
 * Agendas (spec §3 Agenda): events/{e}/agendas/{a}. Reads with their location and people for the
 * answers, and the agenda form's writes, each in one transaction with the event's edit right
 * (events/service.ts editEvent). The import is import.ts, the waitlist's promotions waitlist.ts.
 */
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  agendaConverter,
  AGENDA_MESSAGES,
  agendaTimeIssues,
  availablePlaces,
  COLLECTIONS,
  docConverter,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  locationDocSchema,
  storagePaths,
  tagDocSchema,
  type Agenda,
  type AgendaPerson,
  type ParsedInputOf,
  type StoredAgenda,
  withFileId,
} from '@agenda/contract';
import type { api } from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { badRequest, conflict, notFound } from '../lib/http-error';
import { editEvent, eventChildren, visibleEvent } from '../events/access';
import { recordContentChange } from '../events/history';
import { checkStoredFiles, deleteStoredFile, deleteStoredFolder } from '../shared/storage';
import { notifyPromoted, promote } from './waitlist';

type AgendaSave = ParsedInputOf<typeof api.agendas.save>;
type AgendaFilesUpdate = ParsedInputOf<typeof api.agendas.updateFiles>;

const locationConverter = docConverter(locationDocSchema);
const tagConverter = docConverter(tagDocSchema);

const agendasOf = (eventId: string) =>
  eventChildren(eventId, EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter);
const locationsOf = (eventId: string) =>
  eventChildren(eventId, EVENT_SUBCOLLECTIONS.locations).withConverter(locationConverter);
const tagsOf = (eventId: string) => eventChildren(eventId, EVENT_SUBCOLLECTIONS.tags).withConverter(tagConverter);

const iso = (value: { toDate(): Date } | null): string | null => (value ? value.toDate().toISOString() : null);

export function toAgenda(id: string, eventId: string, doc: StoredAgenda, locationName: string | null): Agenda {
  return {
    id,
    eventId,
    name: doc.name,
    description: doc.description,
    start_time: doc.start_time.toDate().toISOString(),
    end_date: doc.end_date.toDate().toISOString(),
    tags: doc.tags,
    mandatory: doc.mandatory,
    locked: doc.locked,
    location_id: doc.location_id,
    location: locationName === null ? null : { name: locationName },
    no_of_places: doc.no_of_places,
    available_places: availablePlaces(doc.no_of_places, doc.participants.length),
    meeting_room: doc.meeting_room,
    speakers: doc.speakers,
    participants: doc.participants,
    mparticipants: doc.mparticipants,
    files: doc.files.map(withFileId),
    version: doc.version,
    updated_at: iso(doc.updated_at),
    updated_by_name: doc.updated_by_name,
  };
}

/**
 * Finds an agenda by its id alone: agendas live at events/{e}/agendas/{a} and carry their own id in
 * `agenda_id`, which a collection-group query can match.
 */
export async function findAgenda(agendaId: string): Promise<{ eventId: string; snapshot: DocumentSnapshot } | null> {
  const found = await db
    .collectionGroup(EVENT_SUBCOLLECTIONS.agendas)
    .where('agenda_id', '==', agendaId)
    .limit(1)
    .get();
  const snapshot = found.docs[0];
  const eventId = snapshot?.ref.parent.parent?.id;
  if (!snapshot || !eventId || snapshot.ref.parent.parent?.parent.id !== COLLECTIONS.events) return null;
  return { eventId, snapshot };
}

/** An agenda found by its id alone (`findAgenda`), read through its document schema. */
export async function agendaById(agendaId: string): Promise<{ eventId: string; agenda: StoredAgenda } | null> {
  const found = await findAgenda(agendaId);
  return found ? { eventId: found.eventId, agenda: agendaConverter.fromFirestore(found.snapshot) } : null;
}

async function locationNames(eventId: string): Promise<Map<string, string>> {
  const snapshot = await locationsOf(eventId).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data().name]));
}

/** The agendas of an event by start, with their location's name. */
export async function agendasOfEvent(eventId: string): Promise<Agenda[]> {
  const [snapshot, names] = await Promise.all([agendasOf(eventId).orderBy('start_time').get(), locationNames(eventId)]);
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return toAgenda(doc.id, eventId, data, data.location_id ? (names.get(data.location_id) ?? null) : null);
  });
}

/** The agenda of a visible event (404 when either is missing or hidden from the caller). */
export async function visibleEventAgenda(caller: Caller, eventId: string, id: string): Promise<StoredAgenda> {
  await visibleEvent(caller, eventId);
  const snapshot = await agendasOf(eventId).doc(id).get();
  const doc = snapshot.data();
  if (!doc) throw notFound(EVENT_MESSAGES.agendaNotFound);
  return doc;
}

/** The answer of a stored agenda, with its location's name. */
export async function agendaAnswer(eventId: string, id: string, doc: StoredAgenda): Promise<Agenda> {
  const location = doc.location_id ? (await locationsOf(eventId).doc(doc.location_id).get()).data() : undefined;
  return toAgenda(id, eventId, doc, location?.name ?? null);
}

async function people(uids: readonly string[]): Promise<AgendaPerson[]> {
  if (uids.length === 0) return [];
  const snapshots = await db.getAll(...uids.map((uid) => db.collection(COLLECTIONS.users).doc(uid)), {
    fieldMask: ['first_name', 'last_name', 'job_title', 'avatar_url'],
  });
  return snapshots
    .filter((snapshot) => snapshot.exists)
    .map((snapshot) => ({
      id: snapshot.id,
      first_name: String(snapshot.get('first_name') ?? ''),
      last_name: String(snapshot.get('last_name') ?? ''),
      job_title: (snapshot.get('job_title') as string | null | undefined) ?? null,
      avatar_url: (snapshot.get('avatar_url') as string | null | undefined) ?? null,
    }))
    .sort((a, b) => `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`));
}

/** The agenda with its location, tags and people in full (GET /agendas/eager). */
export async function eagerAgenda(eventId: string, id: string, doc: StoredAgenda) {
  const [location, tags, speakers, participants, mparticipants] = await Promise.all([
    doc.location_id ? locationsOf(eventId).doc(doc.location_id).get() : null,
    doc.tags.length ? db.getAll(...doc.tags.map((tag) => tagsOf(eventId).doc(tag))) : [],
    people(doc.speakers),
    people(doc.participants),
    people(doc.mparticipants),
  ]);
  const place = location?.data();
  return {
    ...toAgenda(id, eventId, doc, place?.name ?? null),
    location: place && location ? { id: location.id, ...place } : null,
    tag_list: tags.flatMap((tag) => {
      const data = tag.exists ? tagConverter.fromFirestore(tag) : null;
      return data ? [{ id: tag.id, ...data }] : [];
    }),
    speaker_list: speakers,
    participant_list: participants,
    mparticipant_list: mparticipants,
  };
}

/** The caller's display name, for "changed by … at …". */
async function displayName(tx: Transaction, uid: string): Promise<string | null> {
  const user = await tx.get(db.collection(COLLECTIONS.users).doc(uid));
  const name = [user.get('first_name'), user.get('last_name')]
    .filter((part) => typeof part === 'string' && part)
    .join(' ');
  return name || (typeof user.get('email') === 'string' ? (user.get('email') as string) : null);
}

/** A saved agenda, with its location's name for the answer. */
export interface SavedAgenda {
  id: string;
  doc: StoredAgenda;
  locationName: string | null;
}

/**
 * Create or edit, in one transaction with the rights check: the times within the event (spec §5's
 * alerts), the location and tags of this event, places not below the participants already in, and
 * the version the form was based on (409 with who saved the newer one and when).
 */
export async function saveAgenda(caller: Caller, input: AgendaSave): Promise<SavedAgenda> {
  return editEvent(caller, input.eventId, async (tx, event, eventRef) => {
    const agendas = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter);
    const ref: DocumentReference<StoredAgenda> = input.id ? agendas.doc(input.id) : agendas.doc();
    const [existing, location, tags, name] = await Promise.all([
      input.id ? tx.get(ref) : null,
      input.locationId ? tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.locations).doc(input.locationId)) : null,
      input.tags.length
        ? tx.getAll(...input.tags.map((tag) => eventRef.collection(EVENT_SUBCOLLECTIONS.tags).doc(tag)))
        : [],
      displayName(tx, caller.uid),
    ]);
    const stored = existing?.data();
    if (input.id && !stored) throw notFound(EVENT_MESSAGES.agendaNotFound);

    const fields: Record<string, string[]> = {};
    for (const issue of agendaTimeIssues(
      input.startTime,
      input.endTime,
      event.start_date.toDate(),
      event.end_date.toDate(),
    )) {
      (fields[issue.field] ??= []).push(issue.message);
    }
    if (location && !location.exists) fields.locationId = [AGENDA_MESSAGES.unknownLocation];
    const unknownTags = tags.filter((tag) => !tag.exists).map((tag) => tag.id);
    if (unknownTags.length) fields.tags = [AGENDA_MESSAGES.unknownTags(unknownTags)];
    const taken = stored?.participants.length ?? 0;
    if (input.numberOfPlaces > 0 && input.numberOfPlaces < taken)
      fields.numberOfPlaces = [AGENDA_MESSAGES.placesBelowTaken(input.numberOfPlaces, taken)];
    const first = Object.values(fields)[0]?.[0];
    if (first) throw badRequest(first, fields);

    if (stored && input.version !== undefined && input.version !== stored.version) {
      const when = iso(stored.updated_at);
      throw conflict(AGENDA_MESSAGES.conflict(stored.updated_by_name, when), {
        version: stored.version,
        updated_at: when,
        updated_by_name: stored.updated_by_name,
      });
    }

    const saved: StoredAgenda = {
      agenda_id: ref.id,
      name: input.name,
      description: input.description,
      start_time: Timestamp.fromDate(input.startTime),
      end_date: Timestamp.fromDate(input.endTime),
      tags: input.tags,
      mandatory: input.mandatory,
      locked: input.locked,
      location_id: input.locationId,
      no_of_places: input.numberOfPlaces,
      meeting_room: input.meeting,
      speakers: stored?.speakers ?? [],
      participants: stored?.participants ?? [],
      mparticipants: stored?.mparticipants ?? [],
      // Issue 29: a mandatory session has everyone in; nobody waits for it.
      waitlist: input.mandatory ? [] : (stored?.waitlist ?? []),
      files: stored?.files ?? [],
      version: (stored?.version ?? 0) + 1,
      speakers_version: stored?.speakers_version ?? 0,
      participants_version: stored?.participants_version ?? 0,
      mparticipants_version: stored?.mparticipants_version ?? 0,
      updated_at: Timestamp.now(),
      updated_by: caller.uid,
      updated_by_name: name,
    };
    // More places (or the lock lifted) seat the first waiting, in this write (waitlist.ts).
    const promotion = await promote(tx, saved, input.endTime);
    const doc: StoredAgenda = promotion.promoted.length
      ? { ...promotion.agenda, participants_version: saved.participants_version + 1 }
      : saved;
    tx.set(ref, doc);
    recordContentChange(tx, caller, {
      event: { id: input.eventId, tenant_id: event.tenant_id },
      entity: 'agenda',
      entityId: ref.id,
      before: stored ?? null,
      after: doc,
    });
    const place = {
      eventId: input.eventId,
      eventName: event.name,
      agendaId: ref.id,
      agendaName: doc.name,
      participantsVersion: doc.participants_version,
    };
    notifyPromoted(tx, place, promotion.users);
    return { id: ref.id, doc, locationName: location?.exists ? String(location.get('name') ?? '') : null };
  });
}

/**
 * The record goes first, with the notifications not yet sent about it (they would fail at send time);
 * its seats and files follow once it is gone (a leftover file is only wasted space). A retry after a
 * failure between the two finds the agenda gone: it still clears what was left. False when the agenda
 * was already gone.
 */
export async function removeAgenda(
  caller: Caller,
  eventId: string,
  agendaId: string,
  requestId: string,
): Promise<boolean> {
  const removed = await editEvent(caller, eventId, async (tx, event, eventRef) => {
    const ref = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId);
    const [agenda, notifications] = await Promise.all([
      tx.get(ref),
      tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.notifications).where('agenda_id', '==', agendaId)),
    ]);
    if (!agenda.exists) return false;
    for (const notification of notifications.docs)
      if (notification.get('status') !== 'sent') tx.delete(notification.ref);
    tx.delete(ref);
    recordContentChange(tx, caller, {
      event: { id: eventId, tenant_id: event.tenant_id },
      entity: 'agenda',
      entityId: agendaId,
      before: agenda.data() ?? null,
      after: null,
    });
    return true;
  });
  // Documents left below it (the seats agendas held before joins became transactions, issue 28) go too.
  await db.recursiveDelete(eventChildren(eventId, EVENT_SUBCOLLECTIONS.agendas).doc(agendaId));
  await deleteStoredFolder(requestId, storagePaths.agendaFiles(eventId, agendaId));
  return removed;
}

/** Files: uploaded first by the app, then this record, then the removed files deleted from Storage. */
export async function saveAgendaFiles(
  caller: Caller,
  input: AgendaFilesUpdate,
  requestId: string,
): Promise<SavedAgenda> {
  const result = await editEvent(caller, input.eventId, async (tx, event, eventRef) => {
    checkStoredFiles(
      input.files.map((file, index) => ({ address: file.url, reference: file.reference, field: `files.${index}.url` })),
    );
    const ref = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter).doc(input.id);
    const stored = (await tx.get(ref)).data();
    if (!stored) throw notFound(EVENT_MESSAGES.agendaNotFound);
    const location = stored.location_id
      ? await tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.locations).doc(stored.location_id))
      : null;
    const doc: StoredAgenda = {
      ...stored,
      files: input.files,
      version: stored.version + 1,
      updated_at: Timestamp.now(),
      updated_by: caller.uid,
      updated_by_name: await displayName(tx, caller.uid),
    };
    tx.set(ref, doc);
    recordContentChange(tx, caller, {
      event: { id: input.eventId, tenant_id: event.tenant_id },
      entity: 'agenda',
      entityId: input.id,
      before: stored,
      after: doc,
    });
    return { id: input.id, doc, locationName: location?.exists ? String(location.get('name') ?? '') : null };
  });
  const kept = new Set(input.files.map((file) => file.reference));
  await Promise.all(input.deletedFiles.filter((ref) => !kept.has(ref)).map((ref) => deleteStoredFile(requestId, ref)));
  return result;
}
