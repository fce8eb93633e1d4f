import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  COLLECTIONS,
  DELIVERIES_SUBCOLLECTION,
  EVENT_SUBCOLLECTIONS,
  INBOX_SUBCOLLECTION,
  MAIL_COLLECTION,
  notificationMailId,
} from '@agenda/contract';
import { EVENT_ROLES, expectation, ORGANIZER_UID, rulesSuite, seedRoleRecords, uidOf, type Db } from './rules-env';

/*
 * Notifications under firestore.rules, as truth tables per persona: a person reads only
 * their own inbox and may only mark an item read (read_at = the server's time); nobody reads or writes
 * the mail outbox or the delivery records; an event's notifications are read by its editors alone.
 */

const ORGANIZER = ORGANIZER_UID;
/** Whose inbox the tests read: the plain user's. */
const OWNER = uidOf('user');
const EVENT = 'event-de';
const NOTIFICATION = 'notification-1';

const inboxItem = (db: Db, uid = OWNER, id = NOTIFICATION) => doc(db, COLLECTIONS.users, uid, INBOX_SUBCOLLECTION, id);

const { dbAs } = rulesSuite('demo-agenda-rules-notifications', async (db) => {
  await seedRoleRecords(db);
  await setDoc(doc(db, COLLECTIONS.events, EVENT), {
    name: 'Event',
    tenant_id: 'de',
    privacy: false,
    organizers: [ORGANIZER],
  });
  const notification = doc(db, COLLECTIONS.events, EVENT, EVENT_SUBCOLLECTIONS.notifications, NOTIFICATION);
  await setDoc(notification, { notification_id: NOTIFICATION, event_id: EVENT, message: 'Hello', status: 'sent' });
  await setDoc(doc(notification, DELIVERIES_SUBCOLLECTION, OWNER), { uid: OWNER, status: 'delivered' });
  for (const uid of [OWNER, uidOf('adminA')]) {
    await setDoc(inboxItem(db, uid), {
      message: 'Hello',
      subject: 'Event',
      type: 'TEXT',
      link: null,
      notification_id: NOTIFICATION,
      event_id: EVENT,
      agenda_id: null,
      created_at: Timestamp.now(),
      read_at: null,
    });
  }
  await setDoc(doc(db, MAIL_COLLECTION, notificationMailId(NOTIFICATION, OWNER)), {
    to: 'user@x.example',
    message: { subject: 'S', text: 'T', html: 'H' },
  });
});

describe('inbox', () => {
  it.each(EVENT_ROLES)('%s: reads and lists only their own inbox', async (persona) => {
    const db = dbAs(persona);
    const owner = persona === 'user';
    await expectation(owner)(getDoc(inboxItem(db)));
    await expectation(owner)(
      getDocs(query(collection(db, COLLECTIONS.users, OWNER, INBOX_SUBCOLLECTION), orderBy('created_at', 'desc'))),
    );
    await expectation(owner)(
      getDocs(query(collection(db, COLLECTIONS.users, OWNER, INBOX_SUBCOLLECTION), where('read_at', '==', null))),
    );
  });

  it.each(EVENT_ROLES)('%s: marks an item read only in their own inbox, with the server time', async (persona) => {
    const db = dbAs(persona);
    await expectation(persona === 'user')(updateDoc(inboxItem(db), { read_at: serverTimestamp() }));
  });

  it('the owner changes nothing but read_at, and only to the server time', async () => {
    const db = dbAs('user');
    await assertFails(updateDoc(inboxItem(db), { read_at: Timestamp.fromMillis(0) }));
    await assertFails(updateDoc(inboxItem(db), { read_at: serverTimestamp(), link: 'https://elsewhere.example' }));
    await assertFails(updateDoc(inboxItem(db), { message: 'Changed' }));
    await assertSucceeds(updateDoc(inboxItem(db), { read_at: serverTimestamp() }));
    // Once: an item read keeps its first read time (the read count and the delivery record follow it).
    await assertFails(updateDoc(inboxItem(db), { read_at: serverTimestamp() }));
  });

  it.each(EVENT_ROLES)('%s: never creates or deletes inbox items', async (persona) => {
    const db = dbAs(persona);
    const target = persona === 'anonymous' || persona === 'organizer' ? OWNER : uidOf(persona);
    await assertFails(setDoc(inboxItem(db, target, 'forged'), { message: 'Forged', read_at: null }));
    await assertFails(deleteDoc(inboxItem(db, target)));
  });
});

describe('mail outbox and delivery records', () => {
  it.each(EVENT_ROLES)('%s: never reads or writes the mail outbox', async (persona) => {
    const db = dbAs(persona);
    const mail = doc(db, MAIL_COLLECTION, notificationMailId(NOTIFICATION, OWNER));
    await assertFails(getDoc(mail));
    await assertFails(getDocs(collection(db, MAIL_COLLECTION)));
    await assertFails(
      setDoc(doc(db, MAIL_COLLECTION, 'forged'), {
        to: 'someone@x.example',
        message: { subject: 'S', text: 'T', html: 'H' },
      }),
    );
    await assertFails(updateDoc(mail, { to: 'elsewhere@x.example' }));
    await assertFails(deleteDoc(mail));
  });

  it.each(EVENT_ROLES)('%s: never reads or writes delivery records', async (persona) => {
    const db = dbAs(persona);
    const deliveries = collection(
      db,
      COLLECTIONS.events,
      EVENT,
      EVENT_SUBCOLLECTIONS.notifications,
      NOTIFICATION,
      DELIVERIES_SUBCOLLECTION,
    );
    await assertFails(getDoc(doc(deliveries, OWNER)));
    await assertFails(getDocs(deliveries));
    await assertFails(setDoc(doc(deliveries, 'forged'), { uid: 'forged', status: 'delivered' }));
    await assertFails(deleteDoc(doc(deliveries, OWNER)));
  });
});

describe('scheduled notifications', () => {
  it.each(EVENT_ROLES)(
    "%s: reads an event's notifications only as its editor, and never writes them",
    async (persona) => {
      const db = dbAs(persona);
      const editor = persona === 'organizer' || persona === 'adminA' || persona === 'root';
      const notifications = collection(db, COLLECTIONS.events, EVENT, EVENT_SUBCOLLECTIONS.notifications);
      await expectation(editor)(getDoc(doc(notifications, NOTIFICATION)));
      await expectation(editor)(getDocs(notifications));
      await assertFails(setDoc(doc(notifications, 'forged'), { message: 'Forged', status: 'scheduled' }));
      await assertFails(updateDoc(doc(notifications, NOTIFICATION), { status: 'scheduled' }));
      await assertFails(deleteDoc(doc(notifications, NOTIFICATION)));
    },
  );
});
