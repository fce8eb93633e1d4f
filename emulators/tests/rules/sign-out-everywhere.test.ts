/**
 * Root's "sign out everywhere" (POST /users/signOutEverywhere, functions/src/users/sessions.ts)
 * ends the old ID tokens in firestore.rules at once, on every right, not only the role claims'
 * (rightsCurrent): a participant's and an organizer's rights come from event documents, so the rules
 * tie every right to the person's record (sessionCurrent: no token signed in before
 * signed_out_everywhere_at). Each case: a token signed in a minute ago does it; after the sign-out
 * the same token does not; after the person signs in again the new token does and the old one still
 * does not.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  INBOX_SUBCOLLECTION,
  rolesToClaims,
  type Principal,
} from '@agenda/contract';
import { rulesEnvironment, signInClaim } from './rules-env';

let env: RulesTestEnvironment;

const PEOPLE = {
  participant: {
    uid: 'uid-so-participant',
    principal: { user_authorities: [{ authority_id: 'USER', tenant_id: null }] },
  },
  organizer: { uid: 'uid-so-organizer', principal: { user_authorities: [{ authority_id: 'USER', tenant_id: null }] } },
  admin: { uid: 'uid-so-admin', principal: { user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'de' }] } },
  root: { uid: 'uid-so-root', principal: { user_authorities: [{ authority_id: 'ROOT', tenant_id: 'un' }] } },
} as const satisfies Record<string, { uid: string; principal: Principal }>;
type Person = keyof typeof PEOPLE;

const PUBLISHED = 'so-published';
const DRAFT = 'so-draft';
const BADGE = 'so-badge';
const ITEM = 'so-item';

type Db = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;

/** The person's client with the claims the API minted for rights version `rv`, signed in at `authTimeS`. */
function signedIn(person: Person, rv: number, authTimeS: number): Db {
  const { uid, principal } = PEOPLE[person];
  return env
    .authenticatedContext(uid, { ...rolesToClaims(principal), rv, ...signInClaim('custom'), auth_time: authTimeS })
    .firestore();
}

const nowS = () => Math.floor(Date.now() / 1000);

/** Writes with the rules off (as the API's Admin SDK does). */
async function admin(write: (db: Db) => Promise<void>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await write(context.firestore());
  });
}

const badge = (eventId: string, name = 'Early bird') => ({
  n: name,
  t: 10,
  f: `eventBadges/${eventId}/a1b2.png`,
  u: `http://127.0.0.1:9199/v0/b/demo-agenda.appspot.com/o/eventBadges%2F${eventId}%2Fa1b2.png?alt=media&token=t`,
});

beforeAll(async () => {
  env = await rulesEnvironment('demo-agenda-rules-sign-out-everywhere');
  await env.clearFirestore();
  await admin(async (db) => {
    await setDoc(doc(db, COLLECTIONS.settings, 'TEST_VERSION'), { value: '1' });
    await setDoc(doc(db, COLLECTIONS.tenants, 'de'), { name: 'Germany' });
    await setDoc(doc(db, COLLECTIONS.news, 'so-news'), { tenant_id: 'de', title: 'News' });
    await setDoc(doc(db, COLLECTIONS.groups, 'so-group'), { tenant_id: 'de', name: 'Berlin', users: [] });
    const organizers = [PEOPLE.organizer.uid];
    await setDoc(doc(db, COLLECTIONS.events, PUBLISHED), { tenant_id: 'de', privacy: false, organizers });
    await setDoc(doc(db, COLLECTIONS.events, DRAFT), { tenant_id: 'de', privacy: true, organizers });
    await setDoc(doc(db, COLLECTIONS.events, PUBLISHED, EVENT_SUBCOLLECTIONS.agendas, 'so-agenda'), {
      name: 'Keynote',
    });
    await setDoc(doc(db, COLLECTIONS.events, DRAFT, EVENT_SUBCOLLECTIONS.notifications, 'so-notification'), {
      title: 'Hello',
    });
    await setDoc(doc(db, COLLECTIONS.events, PUBLISHED, EVENT_SUBCOLLECTIONS.participants, PEOPLE.participant.uid), {
      uid: PEOPLE.participant.uid,
    });
    await setDoc(doc(db, COLLECTIONS.gamification, PUBLISHED, 'badges', BADGE), badge(PUBLISHED));
    await setDoc(doc(db, COLLECTIONS.users, PEOPLE.participant.uid, INBOX_SUBCOLLECTION, ITEM), {
      title: 'Hi',
      read_at: null,
    });
  });
});

afterAll(async () => {
  await env.cleanup();
});

/** Every person's record as GET /firebasetoken leaves it: verified just now, rights version 0, never signed out. */
beforeEach(async () => {
  await admin(async (db) => {
    for (const { uid, principal } of Object.values(PEOPLE)) {
      await setDoc(doc(db, COLLECTIONS.users, uid), {
        email: `${uid}@x.example`,
        tenant_id: 'de',
        user_authorities: principal.user_authorities,
        rights_version: 0,
        verified_at: Timestamp.now(),
      });
    }
  });
});

/** What POST /users/signOutEverywhere writes to the record (functions/src/users/sessions.ts). */
async function signOutEverywhere(person: Person): Promise<void> {
  await admin(async (db) => {
    await updateDoc(doc(db, COLLECTIONS.users, PEOPLE[person].uid), {
      rights_version: 1,
      verified_at: deleteField(),
      signed_out_everywhere_at: Timestamp.fromMillis(nowS() * 1000),
    });
  });
}

/** What signing in again writes (GET /firebasetoken, then syncRoleClaims raising the version for the new claims). */
async function signInAgain(person: Person): Promise<Db> {
  await admin(async (db) => {
    await updateDoc(doc(db, COLLECTIONS.users, PEOPLE[person].uid), {
      verified_at: Timestamp.now(),
      rights_version: 2,
    });
  });
  return signedIn(person, 2, nowS());
}

interface Case {
  what: string;
  run: (db: Db) => Promise<unknown>;
}

let created = 0;
const CASES: Record<Person, Case[]> = {
  participant: [
    { what: 'reads the settings', run: (db) => getDoc(doc(db, COLLECTIONS.settings, 'TEST_VERSION')) },
    { what: 'lists the countries', run: (db) => getDocs(collection(db, COLLECTIONS.tenants)) },
    { what: 'reads the news', run: (db) => getDocs(collection(db, COLLECTIONS.news)) },
    { what: 'reads its own user record', run: (db) => getDoc(doc(db, COLLECTIONS.users, PEOPLE.participant.uid)) },
    {
      what: 'lists its inbox',
      run: (db) => getDocs(collection(db, COLLECTIONS.users, PEOPLE.participant.uid, INBOX_SUBCOLLECTION)),
    },
    {
      what: 'marks an inbox item read',
      // An item is marked read once (firestore.rules): each attempt starts from it unread again.
      run: async (db) => {
        await env.withSecurityRulesDisabled((context) =>
          updateDoc(doc(context.firestore(), COLLECTIONS.users, PEOPLE.participant.uid, INBOX_SUBCOLLECTION, ITEM), {
            read_at: null,
          }),
        );
        await updateDoc(doc(db, COLLECTIONS.users, PEOPLE.participant.uid, INBOX_SUBCOLLECTION, ITEM), {
          read_at: serverTimestamp(),
        });
      },
    },
    { what: 'reads a published event', run: (db) => getDoc(doc(db, COLLECTIONS.events, PUBLISHED)) },
    {
      what: 'lists the published events',
      run: (db) => getDocs(query(collection(db, COLLECTIONS.events), where('privacy', '==', false))),
    },
    {
      what: "reads a published event's agendas",
      run: (db) => getDocs(collection(db, COLLECTIONS.events, PUBLISHED, EVENT_SUBCOLLECTIONS.agendas)),
    },
    {
      what: 'reads its own participant record',
      run: (db) =>
        getDoc(doc(db, COLLECTIONS.events, PUBLISHED, EVENT_SUBCOLLECTIONS.participants, PEOPLE.participant.uid)),
    },
    {
      what: "reads a published event's badges",
      run: (db) => getDocs(collection(db, COLLECTIONS.gamification, PUBLISHED, 'badges')),
    },
  ],
  organizer: [
    { what: 'reads its Draft', run: (db) => getDoc(doc(db, COLLECTIONS.events, DRAFT)) },
    {
      what: 'lists the events it organizes',
      run: (db) =>
        getDocs(query(collection(db, COLLECTIONS.events), where('organizers', 'array-contains', PEOPLE.organizer.uid))),
    },
    {
      what: "reads its Draft's notifications",
      run: (db) => getDocs(collection(db, COLLECTIONS.events, DRAFT, EVENT_SUBCOLLECTIONS.notifications)),
    },
    {
      what: "lists its event's participants",
      run: (db) => getDocs(collection(db, COLLECTIONS.events, PUBLISHED, EVENT_SUBCOLLECTIONS.participants)),
    },
    {
      what: 'creates a badge',
      run: (db) =>
        setDoc(doc(db, COLLECTIONS.gamification, PUBLISHED, 'badges', `so-new-${++created}`), badge(PUBLISHED)),
    },
    {
      what: 'changes a badge',
      run: (db) =>
        setDoc(doc(db, COLLECTIONS.gamification, PUBLISHED, 'badges', BADGE), badge(PUBLISHED, `Renamed ${++created}`)),
    },
    {
      what: 'deletes a badge',
      run: async (db) => {
        const id = `so-victim-${++created}`;
        await admin((rulesOff) =>
          setDoc(doc(rulesOff, COLLECTIONS.gamification, PUBLISHED, 'badges', id), badge(PUBLISHED)),
        );
        await deleteDoc(doc(db, COLLECTIONS.gamification, PUBLISHED, 'badges', id));
      },
    },
  ],
  // Role rights: already refused through rightsCurrent (sign-out raises rights_version); kept here so
  // that every right is shown to end.
  // (An admin reads no colleague's user record at all: only the person and root do.)
  admin: [
    {
      what: "lists its country's groups",
      run: (db) => getDocs(query(collection(db, COLLECTIONS.groups), where('tenant_id', '==', 'de'))),
    },
    { what: "reads its country's Draft", run: (db) => getDoc(doc(db, COLLECTIONS.events, DRAFT)) },
  ],
  root: [
    { what: 'lists every user', run: (db) => getDocs(collection(db, COLLECTIONS.users)) },
    { what: 'reads its own user record', run: (db) => getDoc(doc(db, COLLECTIONS.users, PEOPLE.root.uid)) },
  ],
};

const ALL = (Object.keys(CASES) as Person[]).flatMap((person) =>
  CASES[person].map((c) => [person, c.what, c] as const),
);

describe('sign out everywhere in firestore.rules', () => {
  it.each(ALL)(
    '%s %s: the old token no more, not even after the person signs in again',
    async (person, _what, { run }) => {
      const old = signedIn(person, 0, nowS() - 60);
      await assertSucceeds(run(old));

      await signOutEverywhere(person);
      await assertFails(run(old));

      const again = await signInAgain(person);
      await assertSucceeds(run(again));
      await assertFails(run(old));
    },
  );

  it('counts a sign-in from the second of the sign-out on, and none before it (the cut-off Firebase revocation uses)', async () => {
    await signOutEverywhere('participant');
    const ownRecord = (db: Db) => getDoc(doc(db, COLLECTIONS.users, PEOPLE.participant.uid));
    const cutOff = (await readRecord('participant')).signed_out_everywhere_at as Timestamp;
    const cutOffS = cutOff.toMillis() / 1000;
    await assertFails(ownRecord(signedIn('participant', 1, cutOffS - 1)));
    await assertSucceeds(ownRecord(signedIn('participant', 1, cutOffS)));
  });

  it('a token without a user record reads nothing, not even the settings', async () => {
    const stranger = env.authenticatedContext('uid-so-no-record', signInClaim('custom')).firestore();
    await assertFails(getDoc(doc(stranger, COLLECTIONS.settings, 'TEST_VERSION')));
    await assertFails(getDocs(collection(stranger, COLLECTIONS.tenants)));
  });
});

async function readRecord(person: Person): Promise<Record<string, unknown>> {
  let data: Record<string, unknown> = {};
  await admin(async (db) => {
    data = (await getDoc(doc(db, COLLECTIONS.users, PEOPLE[person].uid))).data() ?? {};
  });
  return data;
}
