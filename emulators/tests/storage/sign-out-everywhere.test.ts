/**
 * In storage.rules too, root's "sign out everywhere" (functions/src/users/sessions.ts) ends the old
 * ID tokens at once on every right, the participant's and the organizer's too (they come from event
 * documents, not from claims): the rules tie every right to the person's record (sessionCurrent: no
 * token signed in before signed_out_everywhere_at). Each case: a token signed in a minute ago does it;
 * after the sign-out the same token does not; after the person signs in again the new token does and
 * the old one still does not. Public images stay public.
 */
import { randomUUID } from 'node:crypto';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  rolesToClaims,
  storagePaths,
  userFilesFolder,
  type Principal,
} from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { allowed, png, pngOfSize, put, seedFile, signInClaim, storageEnvironment, type Storage } from './storage-env';

let env: RulesTestEnvironment;
const { db } = adminClients();
const suffix = randomUUID().slice(0, 8);

const PEOPLE = {
  participant: {
    uid: `storage-so-participant-${suffix}`,
    principal: { user_authorities: [{ authority_id: 'USER', tenant_id: null }] },
  },
  organizer: {
    uid: `storage-so-organizer-${suffix}`,
    principal: { user_authorities: [{ authority_id: 'USER', tenant_id: null }] },
  },
  admin: {
    uid: `storage-so-admin-${suffix}`,
    principal: { user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'de' }] },
  },
  root: {
    uid: `storage-so-root-${suffix}`,
    principal: { user_authorities: [{ authority_id: 'ROOT', tenant_id: 'un' }] },
  },
} as const satisfies Record<string, { uid: string; principal: Principal }>;
type Person = keyof typeof PEOPLE;

const PUBLISHED = `storage-so-published-${suffix}`;
const DRAFT = `storage-so-draft-${suffix}`;
const AGENDA = 'so-agenda';
const participantFolder = () => userFilesFolder(PUBLISHED, PEOPLE.participant.uid);

/** The person's Storage client with the claims the API minted for rights version `rv`, signed in at `authTimeS`. */
function signedIn(person: Person, rv: number, authTimeS: number): Storage {
  const { uid, principal } = PEOPLE[person];
  return env
    .authenticatedContext(uid, { ...rolesToClaims(principal), rv, ...signInClaim('custom'), auth_time: authTimeS })
    .storage();
}

const nowS = () => Math.floor(Date.now() / 1000);
const users = () => db.collection(COLLECTIONS.users);

beforeAll(async () => {
  env = await storageEnvironment('demo-agenda-storage-sign-out-everywhere');
  const organizers = [PEOPLE.organizer.uid];
  await db
    .collection(COLLECTIONS.events)
    .doc(PUBLISHED)
    .set({ name: 'Published', tenant_id: 'de', privacy: false, organizers });
  await db.collection(COLLECTIONS.events).doc(DRAFT).set({ name: 'Draft', tenant_id: 'de', privacy: true, organizers });
  await db
    .collection(COLLECTIONS.events)
    .doc(PUBLISHED)
    .collection(EVENT_SUBCOLLECTIONS.agendas)
    .doc(AGENDA)
    .set({ name: 'Keynote' });
  await db
    .collection(COLLECTIONS.events)
    .doc(PUBLISHED)
    .collection(EVENT_SUBCOLLECTIONS.participants)
    .doc(PEOPLE.participant.uid)
    .set({ uid: PEOPLE.participant.uid, event_id: PUBLISHED, added_at: Date.now() });
  await seedFile(env, `${storagePaths.eventDetails(PUBLISHED)}existing.png`);
  await seedFile(env, `${storagePaths.eventDetails(DRAFT)}existing.png`);
  await seedFile(env, `${storagePaths.eventPosters(PUBLISHED)}existing.png`);
  await seedFile(env, `${storagePaths.agendaFiles(PUBLISHED, AGENDA)}existing.pdf`, pngOfSize(64), 'application/pdf');
  await seedFile(env, `${storagePaths.eventBadges(PUBLISHED)}existing.png`);
  await seedFile(env, `${storagePaths.news}existing.png`);
  await seedFile(env, `${participantFolder()}existing.pdf`, pngOfSize(64), 'application/pdf');
});

afterAll(async () => {
  await Promise.all([PUBLISHED, DRAFT].map((id) => db.recursiveDelete(db.collection(COLLECTIONS.events).doc(id))));
  await Promise.all(Object.values(PEOPLE).map(({ uid }) => users().doc(uid).delete()));
  await env?.cleanup();
});

/** Every person's record as GET /firebasetoken leaves it: verified just now, rights version 0, never signed out. */
beforeEach(async () => {
  for (const { uid, principal } of Object.values(PEOPLE)) {
    await users()
      .doc(uid)
      .set({
        email: `${uid}@storage.example`,
        tenant_id: 'de',
        user_authorities: principal.user_authorities,
        rights_version: 0,
        verified_at: Timestamp.now(),
      });
  }
});

/** What POST /users/signOutEverywhere writes to the record (functions/src/users/sessions.ts). */
async function signOutEverywhere(person: Person): Promise<void> {
  await users()
    .doc(PEOPLE[person].uid)
    .update({
      rights_version: 1,
      verified_at: FieldValue.delete(),
      signed_out_everywhere_at: Timestamp.fromMillis(nowS() * 1000),
    });
}

/** What signing in again writes (GET /firebasetoken, then syncRoleClaims raising the version for the new claims). */
async function signInAgain(person: Person): Promise<Storage> {
  await users().doc(PEOPLE[person].uid).update({ verified_at: Timestamp.now(), rights_version: 2 });
  return signedIn(person, 2, nowS());
}

const unique = () => randomUUID().slice(0, 8);
/** Deletes a file seeded just before, so that every attempt has one to delete. */
async function deleteSeeded(storage: Storage, folder: string): Promise<unknown> {
  const victim = `${folder}victim-${unique()}.png`;
  await seedFile(env, victim);
  return storage.ref(victim).delete();
}

interface Case {
  what: string;
  run: (storage: Storage) => Promise<unknown>;
}

const CASES: Record<Person, Case[]> = {
  participant: [
    {
      what: "reads a published event's detail file",
      run: (s) => s.ref(`${storagePaths.eventDetails(PUBLISHED)}existing.png`).getMetadata(),
    },
    {
      what: 'reads an agenda file',
      run: (s) => s.ref(`${storagePaths.agendaFiles(PUBLISHED, AGENDA)}existing.pdf`).getMetadata(),
    },
    {
      what: 'reads a badge image',
      run: (s) => s.ref(`${storagePaths.eventBadges(PUBLISHED)}existing.png`).getMetadata(),
    },
    { what: 'reads a news photo', run: (s) => s.ref(`${storagePaths.news}existing.png`).getMetadata() },
    { what: 'reads its own user file', run: (s) => s.ref(`${participantFolder()}existing.pdf`).getMetadata() },
    {
      what: 'uploads a user file',
      run: (s) => put(s, `${participantFolder()}new-${unique()}.pdf`, pngOfSize(64), 'application/pdf'),
    },
    { what: 'deletes its own user file', run: (s) => deleteSeeded(s, participantFolder()) },
  ],
  organizer: [
    {
      what: "reads its Draft's detail file",
      run: (s) => s.ref(`${storagePaths.eventDetails(DRAFT)}existing.png`).getMetadata(),
    },
    { what: "reads a participant's user file", run: (s) => s.ref(`${participantFolder()}existing.pdf`).getMetadata() },
    {
      what: 'uploads a poster',
      run: (s) => put(s, `${storagePaths.eventPosters(PUBLISHED)}new-${unique()}.png`, png, 'image/png'),
    },
    {
      what: 'replaces a poster',
      run: (s) => put(s, `${storagePaths.eventPosters(PUBLISHED)}existing.png`, png, 'image/png'),
    },
    { what: 'deletes a poster', run: (s) => deleteSeeded(s, storagePaths.eventPosters(PUBLISHED)) },
    {
      what: 'uploads an agenda file',
      run: (s) =>
        put(s, `${storagePaths.agendaFiles(PUBLISHED, AGENDA)}new-${unique()}.pdf`, pngOfSize(64), 'application/pdf'),
    },
    {
      what: 'uploads a badge image',
      run: (s) => put(s, `${storagePaths.eventBadges(PUBLISHED)}new-${unique()}.png`, png, 'image/png'),
    },
    { what: 'deletes a badge image', run: (s) => deleteSeeded(s, storagePaths.eventBadges(PUBLISHED)) },
    {
      what: 'uploads its own user file as an editor',
      run: (s) =>
        put(
          s,
          `${userFilesFolder(PUBLISHED, PEOPLE.organizer.uid)}new-${unique()}.pdf`,
          pngOfSize(64),
          'application/pdf',
        ),
    },
  ],
  // Role rights: already refused through rightsCurrent (sign-out raises rights_version); kept here so
  // that every right is shown to end.
  admin: [
    {
      what: 'uploads a news photo',
      run: (s) => put(s, `${storagePaths.newsPhotos('de')}new-${unique()}.png`, png, 'image/png'),
    },
    {
      what: "uploads a poster of its country's event",
      run: (s) => put(s, `${storagePaths.eventPosters(PUBLISHED)}new-${unique()}.png`, png, 'image/png'),
    },
  ],
  root: [
    { what: 'uploads a flag', run: (s) => put(s, `flags/so-${suffix}/new-${unique()}.png`, png, 'image/png') },
    {
      what: "reads a Draft's detail file",
      run: (s) => s.ref(`${storagePaths.eventDetails(DRAFT)}existing.png`).getMetadata(),
    },
  ],
};

const ALL = (Object.keys(CASES) as Person[]).flatMap((person) =>
  CASES[person].map((c) => [person, c.what, c] as const),
);

describe('sign out everywhere in storage.rules', () => {
  it.each(ALL)(
    '%s %s: the old token no more, not even after the person signs in again',
    async (person, _what, { run }) => {
      const old = signedIn(person, 0, nowS() - 60);
      expect(await allowed(run(old)), 'before the sign-out').toBe(true);

      await signOutEverywhere(person);
      expect(await allowed(run(old)), 'the old token after the sign-out').toBe(false);

      const again = await signInAgain(person);
      expect(await allowed(run(again)), 'the new sign-in').toBe(true);
      expect(await allowed(run(old)), 'the old token after the new sign-in').toBe(false);
    },
  );

  it('public images stay public: the old token, like anyone, still gets a poster', async () => {
    const old = signedIn('participant', 0, nowS() - 60);
    await signOutEverywhere('participant');
    expect(await allowed(old.ref(`${storagePaths.eventPosters(PUBLISHED)}existing.png`).getMetadata())).toBe(true);
  });

  it('a token without a user record gets nothing', async () => {
    const stranger = env.authenticatedContext(`storage-so-no-record-${suffix}`, signInClaim('custom')).storage();
    expect(await allowed(stranger.ref(`${storagePaths.news}existing.png`).getMetadata())).toBe(false);
  });
});
