/**
 * What an admin reads of a person's authorities through the rules is no more than the API shows them
 * (contract visibleAuthorities: the authorities of the countries they administer, never a global one):
 * a rights change is written as one history entry per country it touches, holding that country's
 * authorities alone, its global authorities (ROOT, the global USER) in an entry without a country, which
 * only root reads; and the person's users/{uid} record, which holds them all, is not theirs to read.
 */
import { collectionGroup, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, type UserAuthority } from '@agenda/contract';
import { createEventPeople, type EventPeople, type EventPerson } from '../event-fixtures';
import { allowed, firestoreClient, type FirestoreClient } from '../firestore-client';
import { call, createUser, db } from '../helpers';

const USER: UserAuthority = { authority_id: 'USER', tenant_id: null };
const ROOT: UserAuthority = { authority_id: 'ROOT', tenant_id: 'un' };
const ADMIN_DE: UserAuthority = { authority_id: 'ADMIN', tenant_id: 'de' };
const ADMIN_FR: UserAuthority = { authority_id: 'ADMIN', tenant_id: 'fr' };

let people: EventPeople;
let adminOfDe: FirestoreClient;

beforeAll(async () => {
  people = await createEventPeople();
  adminOfDe = await firestoreClient(people.adminA.uid);
});

afterAll(async () => {
  await adminOfDe.close();
});

const update = (who: EventPerson, targetId: string, authlist: UserAuthority[]) =>
  call('/rootsettings/update', { token: people[who].token, json: { id: targetId, authlist } });

/** The rights entries about the person, by country (null: the global one), as the API stored them. */
async function entriesAbout(uid: string): Promise<{ tenant_id: unknown; changes: unknown }[]> {
  const stored = await db.collection(COLLECTIONS.history).where('entity_id', '==', uid).get();
  return stored.docs
    .map((entry) => ({ tenant_id: entry.get('tenant_id') as unknown, changes: entry.get('changes') as unknown }))
    .sort((a, b) => String(a.tenant_id).localeCompare(String(b.tenant_id)));
}

const authorities = (before: string[], after: string[]) => [{ field: 'user_authorities', before, after }];

describe("a rights change's history entries", () => {
  it("root's grant of ROOT, ADMIN:de and ADMIN:fr: one entry per country, ROOT's without a country", async () => {
    const person = await createUser([USER], 'de');
    const answer = await update('root', person.uid, [USER, ROOT, ADMIN_DE, ADMIN_FR]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await entriesAbout(person.uid)).toEqual([
      { tenant_id: 'de', changes: authorities([], ['ADMIN:de']) },
      { tenant_id: 'fr', changes: authorities([], ['ADMIN:fr']) },
      { tenant_id: null, changes: authorities(['USER:'], ['USER:', 'ROOT:un']) },
    ]);
  });

  it("an admin's change of their country's authority is that country's entry alone", async () => {
    const person = await createUser([USER, ROOT, ADMIN_DE, ADMIN_FR], 'fr');
    expect((await update('adminA', person.uid, [])).status).toBe(200);
    expect(await entriesAbout(person.uid)).toEqual([{ tenant_id: 'de', changes: authorities(['ADMIN:de'], []) }]);
  });

  it('a save that changes nothing records nothing', async () => {
    const person = await createUser([USER, ADMIN_DE], 'de');
    // The French admin sees none of these authorities: the empty list they save keeps them all.
    expect((await update('adminB', person.uid, [])).status).toBe(200);
    expect(await entriesAbout(person.uid)).toEqual([]);
  });
});

describe('what an admin of de reads through the rules', () => {
  it("the country's log shows none of a German person's ROOT or French authorities, nor does their record", async () => {
    const person = await createUser([USER], 'de');
    expect((await update('root', person.uid, [USER, ROOT, ADMIN_DE, ADMIN_FR])).status).toBe(200);
    // The country's log, as the app queries it (web/src/features/history/use-live-history.ts).
    const log = await getDocs(
      query(
        collectionGroup(adminOfDe.firestore, EVENT_SUBCOLLECTIONS.history),
        where('tenant_id', '==', 'de'),
        where('entity_id', '==', person.uid),
      ),
    );
    expect(log.docs.map((entry) => entry.get('changes') as unknown)).toEqual([authorities([], ['ADMIN:de'])]);
    expect(JSON.stringify(log.docs.map((entry) => entry.data()))).not.toMatch(/ROOT|:fr/);
    // The global entry and France's are refused outright.
    const other = await db.collection(COLLECTIONS.history).where('entity_id', '==', person.uid).get();
    for (const entry of other.docs.filter((stored) => stored.get('tenant_id') !== 'de')) {
      expect(await allowed(getDoc(doc(adminOfDe.firestore, COLLECTIONS.history, entry.id)))).toBe(false);
    }
    expect(other.size).toBe(3);
    // The record holds every authority: only the person and root read it.
    expect(await allowed(getDoc(doc(adminOfDe.firestore, COLLECTIONS.users, person.uid)))).toBe(false);
  });
});
