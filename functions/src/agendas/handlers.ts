import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import {
  agendaConverter,
  AGENDA_MESSAGES,
  api,
  agendaTimeIssues,

  availablePlaces,
  canEditEvent,
  COLLECTIONS,
  docConverter,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  isPassed,
  locationDocSchema,
  storagePaths,
  tagDocSchema,
  type Agenda,
  type AgendaPerson,
  type StoredAgenda,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { route } from '../http/endpoints';
import { db } from '../lib/firebase';
import { badRequest, conflict, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { importAgendas } from './import';
import { editEvent, eventChildren, findAgenda, visibleEvent } from '../events/service';
import { checkStoredFiles, deleteStoredFile, deleteStoredFolder } from '../shared/storage';
import { notifyPromoted, promote } from './waitlist';

const locationConverter = docConverter(locationDocSchema);
const tagConverter = docConverter(tagDocSchema);

const agendasOf = (eventId: string) => eventChildren(eventId, EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter);
const locationsOf = (eventId: string) => eventChildren(eventId, EVENT_SUBCOLLECTIONS.locations).withConverter(locationConverter);
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
    files: doc.files,
    version: doc.version,
    updated_at: iso(doc.updated_at),
    updated_by_name: doc.updated_by_name,
  };
}

async function locationNames(eventId: string): Promise<Map<string, string>> {
  const snapshot = await locationsOf(eventId).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data().name]));
}

/** The agenda of a visible event (404 when either is missing or hidden from the caller). */
async function visibleAgenda(caller: Caller, eventId: string, id: string) {
  const visible = await visibleEvent(caller, eventId);
  const snapshot = await agendasOf(eventId).doc(id).get();
  const doc = snapshot.data();
  if (!doc) throw notFound(EVENT_MESSAGES.agendaNotFound);
  return { visible, doc };
}

async function answerOf(eventId: string, id: string, doc: StoredAgenda): Promise<Agenda> {
  const location = doc.location_id ? (await locationsOf(eventId).doc(doc.location_id).get()).data() : undefined;
  return toAgenda(id, eventId, doc, location?.name ?? null);
}

/** The caller's display name, for "changed by … at …". */
async function displayName(tx: Transaction, uid: string): Promise<string | null> {
  const user = await tx.get(db.collection(COLLECTIONS.users).doc(uid));
  const name = [user.get('first_name'), user.get('last_name')].filter((part) => typeof part === 'string' && part).join(' ');
  return name || (typeof user.get('email') === 'string' ? (user.get('email') as string) : null);
}

async function people(uids: readonly string[]): Promise<AgendaPerson[]> {
  if (uids.length === 0) return [];
  const snapshots = await db.getAll(...uids.map((uid) => db.collection(COLLECTIONS.users).doc(uid)), { fieldMask: ['first_name', 'last_name', 'job_title', 'avatar_url'] });
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

export const agendaRoutes = [
  route(api.agendas.list, async ({ eventId }, caller) => {
    await visibleEvent(caller, eventId);
    const [snapshot, names] = await Promise.all([agendasOf(eventId).orderBy('start_time').get(), locationNames(eventId)]);
    return {
      agendas: snapshot.docs.map((doc) => {
        const data = doc.data();
        return toAgenda(doc.id, eventId, data, data.location_id ? (names.get(data.location_id) ?? null) : null);
      }),
    };
  }),

  route(api.agendas.byId, async ({ id, eventId }, caller) => {
    const { doc } = await visibleAgenda(caller, eventId, id);
    return { agenda: await answerOf(eventId, id, doc) };
  }),

  route(api.agendas.eager, async ({ id, eventId }, caller) => {
    const { doc } = await visibleAgenda(caller, eventId, id);
    const [location, tags, speakers, participants, mparticipants] = await Promise.all([
      doc.location_id ? locationsOf(eventId).doc(doc.location_id).get() : null,
      doc.tags.length ? db.getAll(...doc.tags.map((tag) => tagsOf(eventId).doc(tag))) : [],
      people(doc.speakers),
      people(doc.participants),
      people(doc.mparticipants),
    ]);
    const place = location?.data();
    return {
      agenda: {
        ...toAgenda(id, eventId, doc, place?.name ?? null),
        location: place && location ? { id: location.id, ...place } : null,
        tag_list: tags.flatMap((tag) => {
          const data = tag.exists ? tagConverter.fromFirestore(tag) : null;
          return data ? [{ id: tag.id, ...data }] : [];
        }),
        speaker_list: speakers,
        participant_list: participants,
        mparticipant_list: mparticipants,
      },
    };
  }),

  route(api.agendas.files, async ({ id, eventId }, caller) => {
    const { doc } = await visibleAgenda(caller, eventId, id);
    return { files: doc.files };
  }),

  route(api.agendas.isPassed, async ({ id }, caller) => {
    const found = await findAgenda(id);
    if (!found) throw notFound(EVENT_MESSAGES.agendaNotFound);
    await visibleEvent(caller, found.eventId);
    return { passed: isPassed(agendaConverter.fromFirestore(found.snapshot).end_date.toDate(), new Date()) };
  }),

  route(api.agendas.rights, async ({ a }, caller) => {
    const found = await findAgenda(a);
    if (!found) throw notFound(EVENT_MESSAGES.agendaNotFound);
    const { event } = await visibleEvent(caller, found.eventId);
    return { canEdit: canEditEvent(caller.principal, caller.uid, event) };
  }),

  /*
   * Create or edit, in one transaction with the rights check: the times within the event (spec §5's
   * alerts), the location and tags of this event, places not below the participants already in, and
   * the version the form was based on (409 with who saved the newer one and when).
   */
  route(api.agendas.save, async (input, caller, { requestId }) => {
    const result = await editEvent(caller, input.eventId, async (tx, event, eventRef) => {
      const agendas = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter);
      const ref: DocumentReference<StoredAgenda> = input.id ? agendas.doc(input.id) : agendas.doc();
      const [existing, location, tags, name] = await Promise.all([
        input.id ? tx.get(ref) : null,
        input.locationId ? tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.locations).doc(input.locationId)) : null,
        input.tags.length ? tx.getAll(...input.tags.map((tag) => eventRef.collection(EVENT_SUBCOLLECTIONS.tags).doc(tag))) : [],
        displayName(tx, caller.uid),
      ]);
      const stored = existing?.data();
      if (input.id && !stored) throw notFound(EVENT_MESSAGES.agendaNotFound);

      const fields: Record<string, string[]> = {};
      for (const issue of agendaTimeIssues(input.startTime, input.endTime, event.start_date.toDate(), event.end_date.toDate())) {
        (fields[issue.field] ??= []).push(issue.message);
      }
      if (location && !location.exists) fields.locationId = [AGENDA_MESSAGES.unknownLocation];
      const unknownTags = tags.filter((tag) => !tag.exists).map((tag) => tag.id);
      if (unknownTags.length) fields.tags = [AGENDA_MESSAGES.unknownTags(unknownTags)];
      const taken = stored?.participants.length ?? 0;
      if (input.numberOfPlaces > 0 && input.numberOfPlaces < taken) fields.numberOfPlaces = [AGENDA_MESSAGES.placesBelowTaken(input.numberOfPlaces, taken)];
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
      // More places (or the lock lifted) seat the first waiting, in this write (services/waitlist.ts).
      const promotion = await promote(tx, saved, input.endTime);
      const doc: StoredAgenda = promotion.promoted.length ? { ...promotion.agenda, participants_version: saved.participants_version + 1 } : saved;
      tx.set(ref, doc);
      const place = { eventId: input.eventId, eventName: event.name, agendaId: ref.id, agendaName: doc.name, participantsVersion: doc.participants_version };
      notifyPromoted(tx, place, promotion.users);
      return { id: ref.id, doc, locationName: location?.exists ? String(location.get('name') ?? '') : null };
    });
    logs.eventContentSaved(requestId, caller.uid, input.eventId, EVENT_SUBCOLLECTIONS.agendas, result.id);
    return { result: toAgenda(result.id, input.eventId, result.doc, result.locationName) };
  }),

  // The record goes first, with the notifications not yet sent about it (they would fail at send time);
  // its seats and files follow once it is gone (a leftover file is only wasted space). A retry after a
  // failure between the two finds the agenda gone: it still clears what was left, then answers 404.
  route(api.agendas.remove, async ({ eventId, agendaId }, caller, { requestId }) => {
    const removed = await editEvent(caller, eventId, async (tx, _event, eventRef) => {
      const ref = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId);
      const [agenda, notifications] = await Promise.all([
        tx.get(ref),
        tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.notifications).where('agenda_id', '==', agendaId)),
      ]);
      if (!agenda.exists) return false;
      for (const notification of notifications.docs) if (notification.get('status') !== 'sent') tx.delete(notification.ref);
      tx.delete(ref);
      return true;
    });
    // Documents left below it (the seats agendas held before joins became transactions, issue 28) go too.
    await db.recursiveDelete(eventChildren(eventId, EVENT_SUBCOLLECTIONS.agendas).doc(agendaId));
    await deleteStoredFolder(requestId, storagePaths.agendaFiles(eventId, agendaId));
    if (!removed) throw notFound(EVENT_MESSAGES.agendaNotFound);
    logs.eventContentDeleted(requestId, caller.uid, eventId, EVENT_SUBCOLLECTIONS.agendas, agendaId);
    return { result: { id: agendaId } };
  }),

  // The Agenda list's Import event: checked again with the event as it is now, written all or nothing.
  route(api.agendas.import, async ({ eventId, locations, sessions }, caller, { requestId }) => {
    const result = await importAgendas(caller, eventId, { locations, sessions });
    logs.eventContentSaved(requestId, caller.uid, eventId, EVENT_SUBCOLLECTIONS.agendas, `import: ${JSON.stringify(result)}`);
    return { result };
  }),

  // Files: uploaded first by the app, then this record, then the removed files deleted from Storage.
  route(api.agendas.updateFiles, async (input, caller, { requestId }) => {
    const result = await editEvent(caller, input.eventId, async (tx, _event, eventRef) => {
      checkStoredFiles(input.files.map((file, index) => ({ address: file.url, reference: file.reference, field: `files.${index}.url` })));
      const ref = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter).doc(input.id);
      const stored = (await tx.get(ref)).data();
      if (!stored) throw notFound(EVENT_MESSAGES.agendaNotFound);
      const location = stored.location_id ? await tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.locations).doc(stored.location_id)) : null;
      const doc: StoredAgenda = { ...stored, files: input.files, version: stored.version + 1, updated_at: Timestamp.now(), updated_by: caller.uid, updated_by_name: await displayName(tx, caller.uid) };
      tx.set(ref, doc);
      return { doc, locationName: location?.exists ? String(location.get('name') ?? '') : null };
    });
    const kept = new Set(input.files.map((file) => file.reference));
    await Promise.all(input.deletedFiles.filter((ref) => !kept.has(ref)).map((ref) => deleteStoredFile(requestId, ref)));
    logs.eventContentSaved(requestId, caller.uid, input.eventId, EVENT_SUBCOLLECTIONS.agendas, input.id);
    return { result: toAgenda(input.id, input.eventId, result.doc, result.locationName) };
  }),
];
