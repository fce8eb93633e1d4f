/**
 * The dashboards' figures that triggers keep (functions/src/dashboards/; docs/features.md, "Dashboards"), on
 * the emulators with the deployed triggers:
 * - a notification counts who read it: a person's inbox item marked read (the client write the rules
 *   allow) raises the notification's `read` once; marking it again, or the trigger running again, counts
 *   nothing more; a write the rules refuse counts nothing;
 * - the country dashboard's mirrors follow their sources: a session's occupancy (created, joined,
 *   deleted) and a sent notification, stamped with the event's country, and a mirror written twice is
 *   the same document.
 */
import { doc, serverTimestamp, Timestamp as ClientTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  COUNTRY_NOTIFICATIONS_COLLECTION,
  COUNTRY_SESSIONS_COLLECTION,
  countryMirrorId,
  EVENT_SUBCOLLECTIONS,
  INBOX_SUBCOLLECTION,
  notificationPaths,
} from '@agenda/contract';
import { COUNTRY_FIGURES_MIGRATION, migrateCountryFigures } from '../../../emulators/demo/country-figures';
import { mirrorCountrySession } from '../../src/dashboards/country-figures';
import { countNotificationRead } from '../../src/dashboards/read-count';
import { runNotification } from '../../src/notifications/delivery';
import { changeRoster, createTestEvent, eventDoc, storedAgenda } from '../event-fixtures';
import { db } from '../helpers';
import { clientsOfFile } from '../firestore-client';
import { until } from '../mail-inbox';
import { addParticipants, dueNotification, recipients } from '../notification-fixtures';

const clientAs = clientsOfFile();

/** Passes when `attempt` is refused (by firestore.rules). */
const refused = (attempt: Promise<unknown>) =>
  attempt.then(
    () => false,
    () => true,
  );

let eventId = '';
let notificationId = '';
const people: string[] = [];

beforeAll(async () => {
  eventId = (await createTestEvent('someone-else', { tenant: 'fr' })).id;
  // Three recipients, participants of the event, with their records (the rules need them); the
  // notification due a second ago, sent to all three by the delivery run the scheduled function runs.
  people.push(...(await recipients(3, 'fr')).map((person) => person.uid));
  await addParticipants(eventId, people);
  const ref = await dueNotification(eventId, {}, { message: 'Figures hello', type: 'TEXT' });
  notificationId = ref.id;
  expect((await runNotification(db, ref))?.outcome).toBe('sent');
});

const readCount = async () => (await db.doc(notificationPaths.notification(eventId, notificationId)).get()).get('read');
const inboxItem = (firestore: Firestore, uid: string) =>
  doc(firestore, COLLECTIONS.users, uid, INBOX_SUBCOLLECTION, notificationId);

describe("a notification's read count", () => {
  it('counts a person who marks it read once, however often they mark it and the trigger runs', async () => {
    const [first = ''] = people;
    expect(await readCount()).toBe(0);
    const app = await clientAs(first);
    await updateDoc(inboxItem(app, first), { read_at: serverTimestamp() });
    expect(await until(readCount, (count) => count === 1)).toBe(1);
    // Marked again: the rules refuse it (read once); the trigger's work repeated as a retry would counts nothing.
    expect(await refused(updateDoc(inboxItem(app, first), { read_at: serverTimestamp() }))).toBe(true);
    expect(await countNotificationRead(first, notificationId)).toBe(false);
    const delivery = await db.doc(notificationPaths.delivery(eventId, notificationId, first)).get();
    expect(delivery.get('read_at')).toBeInstanceOf(Timestamp);
    // A second person's read is still counted: the count moves only by first reads.
    const second = people[1] ?? '';
    await updateDoc(inboxItem(await clientAs(second), second), { read_at: serverTimestamp() });
    expect(await until(readCount, (count) => count >= 2)).toBe(2);
  });

  it("counts nothing for a write the rules refuse, and then the person's own marking once", async () => {
    const [first = '', , third = ''] = people;
    const before = await readCount();
    const app = await clientAs(third);
    // Another person's item, a time of the client's choosing, another field: all refused.
    expect(await refused(updateDoc(inboxItem(app, first), { read_at: serverTimestamp() }))).toBe(true);
    expect(await refused(updateDoc(inboxItem(app, third), { read_at: ClientTimestamp.fromMillis(0) }))).toBe(true);
    expect(await refused(updateDoc(inboxItem(app, third), { read_at: serverTimestamp(), message: 'Forged' }))).toBe(
      true,
    );
    // Then their own item, as the app marks it: counted, and only that (the refused writes reached no trigger).
    const firstRead = (await db.doc(notificationPaths.delivery(eventId, notificationId, first)).get()).get('read_at');
    await updateDoc(inboxItem(app, third), { read_at: serverTimestamp() });
    expect(await until(readCount, (count) => count > before)).toBe(before + 1);
    const delivery = await db.doc(notificationPaths.delivery(eventId, notificationId, first)).get();
    expect(delivery.get('read_at')).toEqual(firstRead);
  });
});

describe("the country dashboard's mirrors", () => {
  const sessionMirror = (agendaId: string) =>
    db.collection(COUNTRY_SESSIONS_COLLECTION).doc(countryMirrorId(eventId, agendaId));

  it('a sent notification is mirrored with its country and sending time', async () => {
    const mirror = db.collection(COUNTRY_NOTIFICATIONS_COLLECTION).doc(countryMirrorId(eventId, notificationId));
    const stored = await until(
      async () => (await mirror.get()).data(),
      (data) => data !== undefined,
    );
    const sent = (await db.doc(notificationPaths.notification(eventId, notificationId)).get()).get('sent_at');
    expect(stored).toEqual({ tenant_id: 'fr', event_id: eventId, notification_id: notificationId, sent_at: sent });
  });

  it("a session's mirror follows its seats and goes with it; written twice it is the same", async () => {
    const agendaId = await storedAgenda(eventId, { name: 'Mirrored session', no_of_places: 5 });
    const created = await until(
      async () => (await sessionMirror(agendaId).get()).data(),
      (data) => data !== undefined,
    );
    expect(created).toMatchObject({
      tenant_id: 'fr',
      event_id: eventId,
      agenda_id: agendaId,
      name: 'Mirrored session',
    });
    expect(created).toMatchObject({ places: 5, seated: 0, waiting: 0, people: 0 });

    await changeRoster(eventId, agendaId, { participants: people.slice(0, 2), waitlist: [people[2]!] });
    const joined = await until(
      async () => (await sessionMirror(agendaId).get()).data(),
      (data) => data?.people === 3,
    );
    expect(joined).toMatchObject({ seated: 2, waiting: 1, people: 3 });
    // What a repeated or late trigger does: the same document again.
    await mirrorCountrySession(eventId, agendaId);
    await mirrorCountrySession(eventId, agendaId);
    expect((await sessionMirror(agendaId).get()).data()).toEqual(joined);

    await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId).delete();
    expect(
      await until(
        async () => (await sessionMirror(agendaId).get()).exists,
        (exists) => !exists,
      ),
    ).toBe(false);
  });

  it("a deploy's backfill fills in a missing mirror once per database, and again only when forced", async () => {
    const agendaId = await storedAgenda(eventId, { name: 'Older session', no_of_places: 3 });
    // As a database from before the triggers: the session has no mirror.
    await until(
      async () => (await sessionMirror(agendaId).get()).exists,
      (exists) => exists,
    );
    await sessionMirror(agendaId).delete();
    await db.doc(COUNTRY_FIGURES_MIGRATION).delete();

    // A session that breaks its schema (other files leave some) is left out and counted, never a stop.
    await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc('broken-session').set({ no_of_places: 'x' });
    const first = await migrateCountryFigures(db);
    expect(first.ran).toBe(true);
    expect(first.skipped).toBeGreaterThan(0);
    expect((await sessionMirror('broken-session').get()).exists).toBe(false);
    expect(first.sessions).toBeGreaterThan(0);
    expect((await sessionMirror(agendaId).get()).data()).toMatchObject({ tenant_id: 'fr', name: 'Older session' });
    expect((await db.doc(COUNTRY_FIGURES_MIGRATION).get()).get('sessions')).toBe(first.sessions);

    await sessionMirror(agendaId).delete();
    expect(await migrateCountryFigures(db)).toEqual({ ran: false, sessions: 0, notifications: 0, skipped: 0 });
    expect((await sessionMirror(agendaId).get()).exists).toBe(false);
    expect((await migrateCountryFigures(db, { force: true })).ran).toBe(true);
    expect((await sessionMirror(agendaId).get()).exists).toBe(true);
  });
});
