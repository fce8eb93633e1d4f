/**
 * POST /history/restore (docs/features.md, "History"): a deleted agenda or tag comes back under its id from its
 * entry, an agenda's or the event's earlier fields come back, each through the usual checks, with a 409
 * when the record changed since the entry, and the restore recorded as an entry of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  EVENT_SUBCOLLECTIONS,
  HISTORY_MESSAGES,
  historyEntryDocSchema,
  storagePaths,
  CONTENT_SESSIONS_FIELD,
  type HistoryEntryDoc,
} from '@agenda/contract';
import {
  agendaFormSave,
  changeRoster,
  CHILD_IDS,
  createEventPeople,
  createTestEvent,
  eventDoc,
  readAgenda,
  type EventPeople,
} from '../event-fixtures';
import { call, downloadAddress, testBucket } from '../helpers';
import { describeMatrix } from '../matrix/matrix';
import { rows } from '../matrix/history.rows';
import type { EventContentContext } from '../matrix/event-context';

let people: EventPeople;
let context: EventContentContext;

beforeAll(async () => {
  people = await createEventPeople();
  const [publicEvent, draftEvent] = await Promise.all([
    createTestEvent(people.organizer.uid),
    createTestEvent(people.organizer.uid, { privacy: true }),
  ]);
  context = { people, publicEvent, draftEvent };
});

describe('authorization matrix', () => {
  describeMatrix(
    rows,
    () => context,
    () => people,
  );
});

const history = (eventId: string) => eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.history);

/** The event's entries, newest first. */
async function entries(eventId: string): Promise<(HistoryEntryDoc & { id: string })[]> {
  const snapshot = await history(eventId).orderBy('at', 'desc').get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...historyEntryDocSchema.parse(doc.data()) }));
}

const restore = (eventId: string, entryId: string) =>
  call('/history/restore', { token: people.organizer.token, json: { event_id: eventId, entry_id: entryId } });

describe('restoring a deleted agenda', () => {
  it('brings it back under its id with its fields and people; a second restore is a 409', async () => {
    const event = await createTestEvent(people.organizer.uid);
    await changeRoster(event.id, event.agendaId, { participants: [people.user.uid] });
    const before = await readAgenda(event.id, event.agendaId);
    const removed = await call(`/agendas?eventId=${event.id}&agendaId=${event.agendaId}`, {
      token: people.organizer.token,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    const [deletion] = await entries(event.id);
    expect(deletion).toMatchObject({ entity: 'agenda', action: 'delete', restorable: true });

    const answer = await restore(event.id, deletion!.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ result: { entity: 'agenda', entity_id: event.agendaId } });
    const back = await readAgenda(event.id, event.agendaId);
    expect(back).toMatchObject({
      name: before.name,
      description: before.description,
      location_id: before.location_id,
      tags: before.tags,
      participants: [people.user.uid],
    });
    expect(back.start_time.toMillis()).toBe(before.start_time.toMillis());
    const [restored] = await entries(event.id);
    expect(restored).toMatchObject({ entity: 'agenda', action: 'restore', actor: { uid: people.organizer.uid } });

    const again = await restore(event.id, deletion!.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(HISTORY_MESSAGES.existsAgain);
    expect(await entries(event.id)).toHaveLength(2);
  });
});

describe('restoring a deleted detail or agenda with files', () => {
  const bucket = testBucket;
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const stored = async (reference: string) => {
    // Uploaded as the app does, with a download token ('test', the one downloadAddress writes).
    await bucket()
      .file(reference)
      .save(png, { contentType: 'image/png', metadata: { metadata: { firebaseStorageDownloadTokens: 'test' } } });
    return { name: reference.split('/').pop()!, url: downloadAddress(reference), reference };
  };

  it('brings back the files still stored, and names those removed with it', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const folder = `v2/events/${event.id}/details/`;
    const [own, shared] = await Promise.all([stored(`${folder}own.png`), stored(`${folder}shared.png`)]);
    const save = (title: string, files: (typeof own)[]) =>
      call('/details/new', {
        token: people.organizer.token,
        json: { title, description: '', order: 2, eventId: event.id, files, deletedFiles: [] },
      });
    const floor = await save('Floor plan', [own, shared]);
    expect(floor.status, JSON.stringify(floor.body)).toBe(200);
    // Another detail still points at shared.png, so deleting the floor plan removes own.png only.
    expect((await save('Also the plan', [shared])).status).toBe(200);
    const id = (floor.body.result as { id: string }).id;
    const removed = await call(`/details?eventId=${event.id}&id=${id}`, {
      token: people.organizer.token,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect((await bucket().file(own.reference).exists())[0]).toBe(false);
    const [deletion] = await entries(event.id);

    const answer = await restore(event.id, deletion!.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toEqual({ entity: 'detail', entity_id: id, missing_files: ['own.png'] });
    const back = await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.details).doc(id).get();
    expect(back.get('title')).toBe('Floor plan');
    expect(back.get('event_details_file')).toEqual([shared]);
  });

  it("keeps none of a deleted agenda's files, which went with its folder, and says so", async () => {
    const event = await createTestEvent(people.organizer.uid);
    const agendaRef = eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.agendas).doc(event.agendaId);
    const slides = await stored(`${storagePaths.agendaFiles(event.id, event.agendaId)}slides.png`);
    await agendaRef.update({ files: [slides] });
    const removed = await call(`/agendas?eventId=${event.id}&agendaId=${event.agendaId}`, {
      token: people.organizer.token,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    const [deletion] = await entries(event.id);
    const answer = await restore(event.id, deletion!.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toEqual({ entity: 'agenda', entity_id: event.agendaId, missing_files: ['slides.png'] });
    expect((await readAgenda(event.id, event.agendaId)).files).toEqual([]);
  });
});

describe("restoring an agenda's earlier fields", () => {
  it('takes the rename back, and refuses with 409 once the agenda changed since the entry', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const save = async (name: string) =>
      call('/agendas/new', {
        token: people.organizer.token,
        json: await agendaFormSave(event.id, event.agendaId, { name }),
      });
    expect((await save('Renamed')).status).toBe(200);
    const [rename] = await entries(event.id);
    expect(rename?.changes).toContainEqual({ field: 'name', before: 'Keynote', after: 'Renamed' });

    expect((await restore(event.id, rename!.id)).status).toBe(200);
    expect((await readAgenda(event.id, event.agendaId)).name).toBe('Keynote');
    const [restored] = await entries(event.id);
    expect(restored).toMatchObject({ action: 'restore', entity_id: event.agendaId });
    expect(restored?.changes).toContainEqual({ field: 'name', before: 'Renamed', after: 'Keynote' });

    // The agenda no longer holds what the rename wrote: restoring it again would overwrite a newer change.
    expect((await save('Another name')).status).toBe(200);
    const stale = await restore(event.id, rename!.id);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(HISTORY_MESSAGES.changedSince);
    expect((await readAgenda(event.id, event.agendaId)).name).toBe('Another name');
  });

  it("goes through the save's checks: a location deleted since is refused at its field, nothing changes", async () => {
    const event = await createTestEvent(people.organizer.uid);
    const saved = await call('/agendas/new', {
      token: people.organizer.token,
      json: await agendaFormSave(event.id, event.agendaId, { locationId: null }),
    });
    expect(saved.status).toBe(200);
    const [move] = await entries(event.id);
    await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.locations).doc(CHILD_IDS.location).delete();
    const answer = await restore(event.id, move!.id);
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('locationId');
    expect((await readAgenda(event.id, event.agendaId)).location_id).toBeNull();
    expect(await entries(event.id)).toHaveLength(1);
  });
});

describe('restoring a deleted location', () => {
  it('brings back one without coordinates, on the sessions it held that have no place since', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const agendas = eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.agendas);
    const saved = await call('/locations/new', {
      token: people.organizer.token,
      json: { name: 'Room without a map', eventId: event.id },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = (saved.body.result as { id: string }).id;
    // Two sessions held there; one gets another place after the deletion and keeps it.
    await agendas.doc(event.agendaId).update({ location_id: id });
    await agendas.doc('moved-session').set({ ...(await agendas.doc(event.agendaId).get()).data(), name: 'Moved' });
    const removed = await call(`/locations?eventId=${event.id}&id=${id}`, {
      token: people.organizer.token,
      method: 'DELETE',
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await readAgenda(event.id, event.agendaId)).location_id).toBeNull();
    const versionAfterDeletion = (await readAgenda(event.id, event.agendaId)).version;
    await agendas.doc('moved-session').update({ location_id: CHILD_IDS.location });
    const [deletion] = await entries(event.id);
    expect(deletion).toMatchObject({ entity: 'location', action: 'delete', restorable: true });

    const answer = await restore(event.id, deletion!.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const back = await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.locations).doc(id).get();
    expect(back.data()).toEqual({ name: 'Room without a map', lat: null, long: null });
    const keynote = await readAgenda(event.id, event.agendaId);
    expect(keynote.location_id).toBe(id);
    // A new version: its calendar entries name the place again.
    expect(keynote.version).toBe(versionAfterDeletion + 1);
    expect((await agendas.doc('moved-session').get()).get('location_id')).toBe(CHILD_IDS.location);
    const [restored] = await entries(event.id);
    expect(restored?.changes).toContainEqual({
      field: CONTENT_SESSIONS_FIELD,
      before: null,
      after: [{ id: event.agendaId, name: 'Keynote' }],
    });
  });
});

describe('an agenda entry of files alone', () => {
  it('is not offered for restore, and a restore of it is refused without a change', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const slides = {
      name: 'slides.pdf',
      url: downloadAddress(`${storagePaths.agendaFiles(event.id, event.agendaId)}slides.pdf`),
      reference: `${storagePaths.agendaFiles(event.id, event.agendaId)}slides.pdf`,
    };
    await testBucket()
      .file(slides.reference)
      .save(Buffer.from('%PDF-1.4\n'), {
        contentType: 'application/pdf',
        metadata: { metadata: { firebaseStorageDownloadTokens: 'test' } },
      });
    const saved = await call('/agendas/files/update', {
      token: people.organizer.token,
      json: { id: event.agendaId, eventId: event.id, files: [slides], deletedFiles: [] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [entry] = await entries(event.id);
    expect(entry).toMatchObject({ entity: 'agenda', action: 'update', restorable: false });
    expect(entry?.changes.map((change) => change.field)).toEqual(['files']);
    // An entry stored before this rule says restorable: the restore still refuses it.
    await history(event.id).doc(entry!.id).update({ restorable: true });
    const answer = await restore(event.id, entry!.id);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(HISTORY_MESSAGES.notRestorable);
    expect((await readAgenda(event.id, event.agendaId)).files).toHaveLength(1);
    expect(await entries(event.id)).toHaveLength(1);
  });
});

describe('a cleared programme', () => {
  it('is not offered for restore, and a restore of it is refused without a change', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const cleared = await call(`/events/clear?event_id=${event.id}`, { token: people.organizer.token });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const [entry] = await entries(event.id);
    expect(entry).toMatchObject({ entity: 'agenda', action: 'delete', entity_id: event.id, restorable: false });
    // An entry stored before this rule says restorable: the restore still refuses it, and nothing comes back.
    await history(event.id).doc(entry!.id).update({ restorable: true });
    const answer = await restore(event.id, entry!.id);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(HISTORY_MESSAGES.notRestorable);
    expect((await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.agendas).get()).size).toBe(0);
    expect(await entries(event.id)).toHaveLength(1);
  });
});

describe('restoring a deleted tag and the event fields', () => {
  it('brings the tag back from its deletion entry, on the sessions it was on that still exist', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const agendas = eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.agendas);
    // A second tagged session, deleted after the tag: the restore cannot put the tag back on it.
    await agendas.doc('gone-session').set({ ...(await agendas.doc(event.agendaId).get()).data(), name: 'Gone' });
    const removed = await call(`/tags?eventId=${event.id}&id=${CHILD_IDS.tag}`, {
      token: people.organizer.token,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect((await readAgenda(event.id, event.agendaId)).tags).toEqual([]);
    const [deletion] = await entries(event.id);
    expect(deletion?.changes).toContainEqual({
      field: CONTENT_SESSIONS_FIELD,
      before: [
        { id: event.agendaId, name: 'Keynote' },
        { id: 'gone-session', name: 'Gone' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
      after: null,
    });
    await agendas.doc('gone-session').delete();

    expect((await restore(event.id, deletion!.id)).status).toBe(200);
    const tag = await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.tags).doc(CHILD_IDS.tag).get();
    expect(tag.data()).toEqual({ text: 'Cloud', color: '#1565c0' });
    expect((await readAgenda(event.id, event.agendaId)).tags).toEqual([CHILD_IDS.tag]);
    expect((await agendas.doc('gone-session').get()).exists).toBe(false);
    const [restored] = await entries(event.id);
    expect(restored?.changes).toContainEqual({
      field: CONTENT_SESSIONS_FIELD,
      before: null,
      after: [{ id: event.agendaId, name: 'Keynote' }],
    });
  });

  it('refuses event fields the event form would refuse, at their field, and changes nothing', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const stored = (await eventDoc(event.id).get()).data()!;
    const entryOf = async (changes: HistoryEntryDoc['changes']) => {
      const ref = history(event.id).doc();
      await ref.set({
        at: Timestamp.now(),
        actor: { uid: people.organizer.uid, name: 'Organizer' },
        tenant_id: 'de',
        event_id: event.id,
        entity: 'event',
        entity_id: event.id,
        entity_label: event.name,
        action: 'update',
        endpoint: 'POST /events/new',
        changes,
        restorable: true,
        expire_at: Timestamp.now(),
      });
      return ref.id;
    };
    const startIso = stored.start_date.toDate().toISOString();
    // A start a year ago: the form refuses a start before today in the event's zone.
    const past = await entryOf([
      { field: 'start_date', before: new Date(Date.now() - 365 * 86_400_000).toISOString(), after: startIso },
    ]);
    const refusedStart = await restore(event.id, past);
    expect(refusedStart.status).toBe(400);
    expect(refusedStart.body.fields).toHaveProperty('startDate');
    // An end before the (unchanged) start, and a zone that does not exist.
    const endIso = stored.end_date.toDate().toISOString();
    const early = await entryOf([
      { field: 'end_date', before: new Date(stored.start_date.toMillis() - 3_600_000).toISOString(), after: endIso },
    ]);
    const refusedEnd = await restore(event.id, early);
    expect(refusedEnd.status).toBe(400);
    expect(refusedEnd.body.fields).toHaveProperty('endDate');
    const zone = await entryOf([{ field: 'timezone', before: 'Mars/Olympus_Mons', after: stored.timezone }]);
    const refusedZone = await restore(event.id, zone);
    expect(refusedZone.status).toBe(400);
    expect(refusedZone.body.fields).toHaveProperty('timezone');

    const after = (await eventDoc(event.id).get()).data()!;
    expect(after.start_date.toMillis()).toBe(stored.start_date.toMillis());
    expect(after.end_date.toMillis()).toBe(stored.end_date.toMillis());
    expect(after.timezone).toBe(stored.timezone);
    expect((await entries(event.id)).filter((entry) => entry.action === 'restore')).toEqual([]);

    // A later start in the event's own zone passes the same checks and is written back alone.
    const later = new Date(stored.start_date.toMillis() + 3_600_000).toISOString();
    const fine = await entryOf([{ field: 'start_date', before: later, after: startIso }]);
    const answer = await restore(event.id, fine);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await eventDoc(event.id).get()).get('start_date').toDate().toISOString()).toBe(later);
  });

  it("takes the event's rename back; an entry that is no change of fields is refused", async () => {
    const event = await createTestEvent(people.organizer.uid);
    const tagged = await call('/tags/new', {
      token: people.organizer.token,
      json: { name: 'New', eventId: event.id, colour: '#000000' },
    });
    expect(tagged.status).toBe(200);
    const [creation] = await entries(event.id);
    const refused = await restore(event.id, creation!.id);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(HISTORY_MESSAGES.notRestorable);

    const stored = (await eventDoc(event.id).get()).data()!;
    const renamed = await call('/events/new', {
      token: people.organizer.token,
      json: {
        id: event.id,
        eventName: 'Renamed event',
        description: stored.description,
        address: stored.address,
        startDate: stored.start_date.toDate().toISOString(),
        endDate: stored.end_date.toDate().toISOString(),
        timezone: stored.timezone,
        tenantId: 'de',
        privacy: false,
        hide_gamification: false,
        noWall: false,
      },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const [rename] = await entries(event.id);
    expect((await restore(event.id, rename!.id)).status).toBe(200);
    expect((await eventDoc(event.id).get()).get('name')).toBe(event.name);
    expect((await restore(event.id, 'missing-entry')).status).toBe(404);
  });
});
