import { beforeEach, describe, expect, it } from 'vitest';
import { UserScopedFirestore, type FirestoreBackend } from './firestore-cache';
import { LIST_SNAPSHOT_KEY, LOCAL_DATA_OWNER_KEY } from './list-snapshot';
import { readPrePaint, viewerZone } from './pre-paint';

const LIST = { pathname: '/v2/main/events/eventslist', search: '?t=fr' };

interface Db {
  id: number;
}

/** Records, in order, what the guard asks of Firestore (the browser test firestore-cache.test.ts runs the SDK). */
function recorder() {
  const log: string[] = [];
  let next = 0;
  const backend: FirestoreBackend<Db> = {
    open: () => {
      const db: Db = { id: ++next };
      log.push(`open ${db.id}`);
      return Promise.resolve(db);
    },
    terminate: (db) => {
      log.push(`terminate ${db.id}`);
      return Promise.resolve();
    },
  };
  return { backend, log };
}

/** Alice's list snapshot with its pre-paint (lib/pre-paint.ts), as a returning visit of hers finds it. */
function aliceKeptHerList(): void {
  localStorage.setItem(LOCAL_DATA_OWNER_KEY, 'alice');
  const prePaint = { address: `${LIST.pathname}${LIST.search}`, html: '<article>Kept</article>', css: '', dark: false };
  localStorage.setItem(
    LIST_SNAPSHOT_KEY,
    JSON.stringify({
      v: 1,
      uid: 'alice',
      prePaint: { ...prePaint, zone: viewerZone(), until: Number.MAX_SAFE_INTEGER },
    }),
  );
  expect(readPrePaint(LIST)).not.toBeNull();
}

describe("UserScopedFirestore: Firestore and this browser's local data belong to one person", () => {
  beforeEach(() => localStorage.clear());

  it('records the first user as the owner of local data', async () => {
    const { backend, log } = recorder();
    const guard = new UserScopedFirestore(backend);
    await guard.forUser('alice');
    expect(log).toEqual(['open 1']);
    expect(localStorage.getItem(LOCAL_DATA_OWNER_KEY)).toBe('alice');
  });

  it("keeps the owner's snapshot on a returning visit, and hands out one instance while they stay", async () => {
    aliceKeptHerList();
    const { backend, log } = recorder();
    const guard = new UserScopedFirestore(backend);
    await guard.userChanged('alice');
    const first = guard.forUser('alice');
    expect(guard.forUser('alice')).toBe(first);
    await first;
    await guard.userChanged('alice');
    expect(log).toEqual(['open 1']);
    expect(localStorage.getItem(LIST_SNAPSHOT_KEY)).not.toBeNull();
  });

  it("forgets another person's snapshot before the instance is handed out", async () => {
    aliceKeptHerList();
    const { backend } = recorder();
    const guard = new UserScopedFirestore(backend);
    const db = guard.forUser('bob');
    expect(localStorage.getItem(LIST_SNAPSHOT_KEY)).toBeNull();
    expect(localStorage.getItem(LOCAL_DATA_OWNER_KEY)).toBe('bob');
    await db;
  });

  it('on sign-out terminates the instance and forgets the snapshot; the next user opens once it has stopped', async () => {
    aliceKeptHerList();
    const { backend, log } = recorder();
    const guard = new UserScopedFirestore(backend);
    await guard.forUser('alice');
    const signedOut = guard.userChanged(null);
    expect(localStorage.getItem(LIST_SNAPSHOT_KEY)).toBeNull();
    expect(localStorage.getItem(LOCAL_DATA_OWNER_KEY)).toBeNull();
    // The next visit's first script draws nothing (its pre-paint went with the snapshot).
    expect(readPrePaint(LIST)).toBeNull();
    // The next person signs in while the termination is still under way.
    const next = guard.forUser('bob');
    await signedOut;
    expect((await next).id).toBe(2);
    expect(log).toEqual(['open 1', 'terminate 1', 'open 2']);
    expect(localStorage.getItem(LOCAL_DATA_OWNER_KEY)).toBe('bob');
  });

  it('a user changing without a sign-out in between ends the first instance and its snapshot too', async () => {
    const { backend, log } = recorder();
    const guard = new UserScopedFirestore(backend);
    await guard.forUser('alice');
    localStorage.setItem(LIST_SNAPSHOT_KEY, '{"v":1,"uid":"alice"}');
    await guard.userChanged('bob');
    expect(log).toEqual(['open 1', 'terminate 1']);
    expect(localStorage.getItem(LIST_SNAPSHOT_KEY)).toBeNull();
    expect(localStorage.getItem(LOCAL_DATA_OWNER_KEY)).toBeNull();
  });

  it('a session that ended before Firestore was used in this tab still forgets the snapshot it left', async () => {
    aliceKeptHerList();
    const { backend, log } = recorder();
    const guard = new UserScopedFirestore(backend);
    await guard.userChanged(null);
    expect(log).toEqual([]);
    expect(localStorage.getItem(LIST_SNAPSHOT_KEY)).toBeNull();
    expect(localStorage.getItem(LOCAL_DATA_OWNER_KEY)).toBeNull();
  });

  it("Auth naming somebody else before any list opened forgets the first person's snapshot", async () => {
    aliceKeptHerList();
    const guard = new UserScopedFirestore(recorder().backend);
    await guard.userChanged('bob');
    expect(localStorage.getItem(LIST_SNAPSHOT_KEY)).toBeNull();
  });

  it('without local storage nothing is kept nor recorded, and instances still follow the user', async () => {
    const { backend, log } = recorder();
    const noStorage = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const guard = new UserScopedFirestore(backend, noStorage);
    expect(guard.owner()).toBeNull();
    await guard.forUser('alice');
    await guard.userChanged(null);
    await guard.forUser('alice');
    expect(log).toEqual(['open 1', 'terminate 1', 'open 2']);
  });
});
