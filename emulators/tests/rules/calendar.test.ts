import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { CALENDAR_FEEDS_COLLECTION, CALENDAR_INVITES_COLLECTION, calendarInviteId } from '@agenda/contract';
import { ROLES, rulesSuite, seedRoleRecords, uidOf } from './rules-env';

/*
 * Calendar invites and feed tokens under firestore.rules: only the functions
 * write and read them. Nobody, not even the person they concern or root, reads, lists or writes an
 * invite record or a feed token hash from a client.
 */

const OWNER = uidOf('user');
const AGENDA = 'agenda-1';

const { dbAs } = rulesSuite('demo-agenda-rules-calendar', async (db) => {
  await seedRoleRecords(db);
  await setDoc(doc(db, CALENDAR_INVITES_COLLECTION, calendarInviteId(AGENDA, OWNER)), {
    uid: OWNER,
    agenda_id: AGENDA,
    method: 'REQUEST',
    sequence: 1,
  });
  await setDoc(doc(db, CALENDAR_FEEDS_COLLECTION, OWNER), {
    uid: OWNER,
    token_hash: '0'.repeat(64),
    created_at: Timestamp.now(),
  });
});

describe.each(ROLES)('as %s', (role) => {
  it('reads, lists and writes no invite record', async () => {
    const db = dbAs(role);
    await assertFails(getDoc(doc(db, CALENDAR_INVITES_COLLECTION, calendarInviteId(AGENDA, OWNER))));
    await assertFails(getDocs(query(collection(db, CALENDAR_INVITES_COLLECTION), where('uid', '==', OWNER))));
    await assertFails(
      setDoc(doc(db, CALENDAR_INVITES_COLLECTION, calendarInviteId(AGENDA, OWNER)), {
        uid: OWNER,
        method: 'CANCEL',
        sequence: 9,
      }),
    );
    await assertFails(deleteDoc(doc(db, CALENDAR_INVITES_COLLECTION, calendarInviteId(AGENDA, OWNER))));
  });

  it("reads and writes no feed token hash (not even the owner's own)", async () => {
    const db = dbAs(role);
    await assertFails(getDoc(doc(db, CALENDAR_FEEDS_COLLECTION, OWNER)));
    await assertFails(
      getDocs(query(collection(db, CALENDAR_FEEDS_COLLECTION), where('token_hash', '==', '0'.repeat(64)))),
    );
    await assertFails(
      setDoc(doc(db, CALENDAR_FEEDS_COLLECTION, OWNER), {
        uid: OWNER,
        token_hash: '1'.repeat(64),
        created_at: Timestamp.now(),
      }),
    );
    await assertFails(deleteDoc(doc(db, CALENDAR_FEEDS_COLLECTION, OWNER)));
  });
});
