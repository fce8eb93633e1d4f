/**
 * The country dashboard's copies of an event's sessions and notifications move with the event: once a
 * save has moved it to another country, the old country's admins read none of them (a Draft's session
 * names included) and the new country's dashboard has them, from the save's answer on (the copies move
 * in the save's own transaction). A copy a trigger wrote from the event as it was is written again.
 */
import { collection, doc, getDoc, getDocs, query, where, type Firestore } from 'firebase/firestore';
import type { DocumentReference } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_NOTIFICATIONS_COLLECTION, COUNTRY_SESSIONS_COLLECTION, countryMirrorId } from '@agenda/contract';
import { remirrorMovedEvent } from '../../src/dashboards/country-figures';
import { runNotification } from '../../src/notifications/delivery';
import { createTestEvent } from '../event-fixtures';
import { call, createRoleUsers, db, type TestUser } from '../helpers';
import { clientsOfFile } from '../firestore-client';
import { until } from '../mail-inbox';
import { newEventBody } from '../matrix/events.rows';
import { addParticipants, dueNotification, recipients } from '../notification-fixtures';

const clientAs = clientsOfFile();

let people: Record<'adminA' | 'adminB' | 'root', TestUser>;
let eventId = '';
let sessionId = '';
let notificationId = '';
const sessionMirror = () => db.collection(COUNTRY_SESSIONS_COLLECTION).doc(countryMirrorId(eventId, sessionId));
const notificationMirror = () =>
  db.collection(COUNTRY_NOTIFICATIONS_COLLECTION).doc(countryMirrorId(eventId, notificationId));
const tenantOf = async (mirror: () => DocumentReference) => (await mirror().get()).get('tenant_id');

beforeAll(async () => {
  people = await createRoleUsers();
  // A German event (created with its session, a Draft: not published) with one sent notification.
  const event = await createTestEvent(people.adminA.uid, { tenant: 'de', name: 'Draft summit', privacy: true });
  eventId = event.id;
  sessionId = event.agendaId;
  const [recipient] = await recipients(1, 'de');
  await addParticipants(eventId, [recipient!.uid]);
  const notification = await dueNotification(eventId);
  notificationId = notification.id;
  expect((await runNotification(db, notification))?.outcome).toBe('sent');
  // The triggers have copied both to Germany's dashboard.
  for (const mirror of [sessionMirror, notificationMirror])
    expect(
      await until(
        () => tenantOf(mirror),
        (tenant) => tenant === 'de',
      ),
    ).toBe('de');
});

/** The event's copies an admin's app reads in a country's dashboard, by id and by the dashboard's query. */
async function readable(firestore: Firestore, tenant: string) {
  const byId = async (path: string, id: string) =>
    getDoc(doc(firestore, path, countryMirrorId(eventId, id))).then(
      (snapshot) => snapshot.exists(),
      () => false,
    );
  const listed = async (path: string) =>
    (await getDocs(query(collection(firestore, path), where('tenant_id', '==', tenant)))).docs.filter(
      (snapshot) => snapshot.get('event_id') === eventId,
    ).length;
  return {
    session: await byId(COUNTRY_SESSIONS_COLLECTION, sessionId),
    notification: await byId(COUNTRY_NOTIFICATIONS_COLLECTION, notificationId),
    listed: (await listed(COUNTRY_SESSIONS_COLLECTION)) + (await listed(COUNTRY_NOTIFICATIONS_COLLECTION)),
  };
}

describe("an event moved to another country takes its dashboard's copies along", () => {
  it("the old country's admins read none of them, the new country's dashboard has them, from the answer on", async () => {
    const [german, french] = await Promise.all([clientAs(people.adminA.uid), clientAs(people.adminB.uid)]);
    expect(await readable(german, 'de')).toEqual({ session: true, notification: true, listed: 2 });

    const moved = await call('/events/new', {
      token: people.root.token,
      json: newEventBody({
        id: eventId,
        eventName: 'Draft summit',
        tenantId: 'fr',
        timezone: 'Europe/Paris',
        privacy: true,
      }),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    // No waiting: the copies moved in the save's own transaction.
    expect(await readable(german, 'de')).toEqual({ session: false, notification: false, listed: 0 });
    expect(await readable(french, 'fr')).toEqual({ session: true, notification: true, listed: 2 });
    expect((await sessionMirror().get()).data()).toMatchObject({ tenant_id: 'fr', name: expect.any(String) });
  });

  it('a copy still stamped with the old country (written while the move committed) is written again', async () => {
    await sessionMirror().update({ tenant_id: 'de' });
    expect(await remirrorMovedEvent(eventId, 'fr')).toBe(1);
    expect(await tenantOf(sessionMirror)).toBe('fr');
    // Run again (a retried trigger), nothing is left to do.
    expect(await remirrorMovedEvent(eventId, 'fr')).toBe(0);
  });
});
