/**
 * Agendas (docs/product.md §3 Agenda): events/{e}/agendas/{a}. Reads with their location and people for the
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
  HISTORY_MESSAGES,
  locationDocSchema,
  storagePaths,
  tagDocSchema,
  type Agenda,
  type AgendaPerson,
  type ParsedInputOf,
  withFileId,
} from '@agenda/contract';
import type { api } from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { badRequest, conflict, notFound } from '../lib/http-error';
import { editEvent, eventChildren, visibleEvent } from '../events/access';
import { recordContentChange } from '../events/history';
import { PROFILE_FIELDS, profileOf } from '../users/service';
import { checkStoredFiles, deleteStoredFile, deleteStoredFolder } from '../shared/storage';
import { notifyPromoted, promote } from './waitlist';
import {
  readAgendaAndRoster,
  rosterFrom,
  rosterRef,
  setAgendaAndRoster,
  withRosters,
  type AgendaAndRoster,
} from './roster';

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

export function toAgenda(id: string, eventId: string, doc: AgendaAndRoster, locationName: string | null): Agenda {
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

/** An agenda found by its id alone (`findAgenda`), with its roster. */
export async function agendaById(agendaId: string): Promise<{ eventId: string; agenda: AgendaAndRoster } | null> {
  const found = await findAgenda(agendaId);
  const agenda = found ? (await withRosters([found.snapshot]))[0] : undefined;
  return found && agenda ? { eventId: found.eventId, agenda: agenda.stored } : null;
}

async function locationNames(eventId: string): Promise<Map<string, string>> {
  const snapshot = await locationsOf(eventId).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data().name]));
}

/** The agendas of an event by start, with their location's name. */
export async function agendasOfEvent(eventId: string): Promise<Agenda[]> {
  const [snapshot, names] = await Promise.all([agendasOf(eventId).orderBy('start_time').get(), locationNames(eventId)]);
  return (await withRosters(snapshot.docs)).map(({ id, stored }) =>
    toAgenda(id, eventId, stored, stored.location_id ? (names.get(stored.location_id) ?? null) : null),
  );
}

/** The agenda of a visible event (404 when either is missing or hidden from the caller). */
export async function visibleEventAgenda(caller: Caller, eventId: string, id: string): Promise<AgendaAndRoster> {
  await visibleEvent(caller, eventId);
  const doc = await readAgendaAndRoster(agendasOf(eventId).doc(id));
  if (!doc) throw notFound(EVENT_MESSAGES.agendaNotFound);
  return doc;
}

/** The answer of a stored agenda, with its location's name. */
export async function agendaAnswer(eventId: string, id: string, doc: AgendaAndRoster): Promise<Agenda> {
  const location = doc.location_id ? (await locationsOf(eventId).doc(doc.location_id).get()).data() : undefined;
  return toAgenda(id, eventId, doc, location?.name ?? null);
}

async function people(uids: readonly string[]): Promise<AgendaPerson[]> {
  if (uids.length === 0) return [];
  const snapshots = await db.getAll(...uids.map((uid) => db.collection(COLLECTIONS.users).doc(uid)), {
    fieldMask: ['first_name', 'last_name', ...PROFILE_FIELDS],
  });
  return snapshots
    .filter((snapshot) => snapshot.exists)
    .map((snapshot) => ({
      id: snapshot.id,
      first_name: String(snapshot.get('first_name') ?? ''),
      last_name: String(snapshot.get('last_name') ?? ''),
      ...profileOf(snapshot),
    }))
    .sort((a, b) => `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`));
}

/** The agenda with its location, tags and people in full (GET /agendas/eager). */
export async function eagerAgenda(eventId: string, id: string, doc: AgendaAndRoster) {
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

/** A save that restores from the history (history/restore.ts). */
export interface AgendaRestore {
  /** A deleted agenda created again under its id, with its people and files as they were. */
  create?: {
    id: string;
    kept: Pick<AgendaAndRoster, 'speakers' | 'participants' | 'mparticipants' | 'waitlist' | 'files'>;
  };
  /** Refuses (409) when the stored agenda changed since the entry; run in the save's transaction. */
  check?: (stored: AgendaAndRoster | undefined) => void;
}

/** A saved agenda, with its location's name for the answer. */
export interface SavedAgenda {
  id: string;
  doc: AgendaAndRoster;
  locationName: string | null;
}

/**
 * Create or edit, in one transaction with the rights check: the times within the event (docs/product.md §5's
 * alerts), the location and tags of this event, places not below the participants already in, and
 * the version the form was based on (409 with who saved the newer one and when).
 */
export async function saveAgenda(caller: Caller, input: AgendaSave, restore?: AgendaRestore): Promise<SavedAgenda> {
  return editEvent(caller, input.eventId, async (tx, event, eventRef) => {
    const agendas = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas);
    const id = input.id ?? restore?.create?.id;
    const ref: DocumentReference = id ? agendas.doc(id) : agendas.doc();
    const [existing, location, tags, name] = await Promise.all([
      id ? readAgendaAndRoster(ref, tx) : null,
      input.locationId ? tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.locations).doc(input.locationId)) : null,
      input.tags.length
        ? tx.getAll(...input.tags.map((tag) => eventRef.collection(EVENT_SUBCOLLECTIONS.tags).doc(tag)))
        : [],
      displayName(tx, caller.uid),
    ]);
    if (restore?.create && existing) throw conflict(HISTORY_MESSAGES.existsAgain);
    const stored = restore?.create ? undefined : (existing ?? undefined);
    if (input.id && !stored) throw notFound(restore ? HISTORY_MESSAGES.recordGone : EVENT_MESSAGES.agendaNotFound);
    restore?.check?.(stored);
    // A deleted agenda restored from the history comes back with its people and files.
    const kept = stored ?? restore?.create?.kept;

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
    const taken = kept?.participants.length ?? 0;
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

    const saved: AgendaAndRoster = {
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
      speakers: kept?.speakers ?? [],
      participants: kept?.participants ?? [],
      mparticipants: kept?.mparticipants ?? [],
      // A mandatory session has everyone in; nobody waits for it.
      waitlist: input.mandatory ? [] : (kept?.waitlist ?? []),
      participant_count: 0,
      mparticipant_count: 0,
      waitlist_count: 0,
      roster_version: stored?.roster_version ?? 0,
      files: kept?.files ?? [],
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
    const doc: AgendaAndRoster = promotion.promoted.length
      ? { ...promotion.agenda, participants_version: saved.participants_version + 1 }
      : saved;
    setAgendaAndRoster(tx, ref, doc);
    recordContentChange(tx, caller, {
      event: { id: input.eventId, tenant_id: event.tenant_id },
      entity: 'agenda',
      entityId: ref.id,
      before: stored ?? null,
      after: doc,
      ...(restore ? { action: 'restore' as const } : {}),
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
    // Read as stored, whatever it holds: a record the schema would refuse is deleted all the same.
    const [[agenda, roster], notifications] = await Promise.all([
      tx.getAll(ref, rosterRef(ref).withConverter(null)),
      tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.notifications).where('agenda_id', '==', agendaId)),
    ]);
    if (!agenda?.exists || !roster) return false;
    for (const notification of notifications.docs)
      if (notification.get('status') !== 'sent') tx.delete(notification.ref);
    tx.delete(ref);
    recordContentChange(tx, caller, {
      event: { id: eventId, tenant_id: event.tenant_id },
      entity: 'agenda',
      entityId: agendaId,
      before: { ...agenda.data(), ...rosterFrom(agenda, roster) },
      after: null,
    });
    return true;
  });
  // Documents below it go too: its roster (whose removal takes the agenda off its people's schedules,
  // schedules.ts), and the seats agendas held before joins became transactions.
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
    const ref = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(input.id);
    const stored = await readAgendaAndRoster(ref, tx);
    if (!stored) throw notFound(EVENT_MESSAGES.agendaNotFound);
    const location = stored.location_id
      ? await tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.locations).doc(stored.location_id))
      : null;
    const changed = {
      files: input.files,
      version: stored.version + 1,
      updated_at: Timestamp.now(),
      updated_by: caller.uid,
      updated_by_name: await displayName(tx, caller.uid),
    };
    const doc: AgendaAndRoster = { ...stored, ...changed };
    tx.update(ref, changed);
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
