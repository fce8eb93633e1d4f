import { beforeEach, describe, expect, it } from 'vitest';
import { FIRESTORE_CACHE_OWNER_KEY, UserScopedFirestore, type FirestoreCacheBackend } from './firestore-cache';

interface Db {
  id: number;
  kind: 'persistent' | 'memory';
}

/**
 * Records, in order, what the guard asks of Firestore (the real SDK's persistent cache needs a
 * browser's IndexedDB; the browser test cache-owner.test.ts runs it). `failClear` makes emptying fail.
 */
function recorder(options: { failClear?: boolean } = {}) {
  const log: string[] = [];
  let next = 0;
  const backend: FirestoreCacheBackend<Db> = {
    open: () => {
      const db: Db = { id: ++next, kind: 'persistent' };
      log.push(`open ${db.id}`);
      return Promise.resolve(db);
    },
    openInMemory: () => {
      const db: Db = { id: ++next, kind: 'memory' };
      log.push(`open memory ${db.id}`);
      return Promise.resolve(db);
    },
    clear: (db) => {
      log.push(`clear ${db.id}`);
      return options.failClear ? Promise.reject(new Error('blocked')) : Promise.resolve();
    },
    terminate: (db) => {
      log.push(`terminate ${db.id}`);
      return Promise.resolve();
    },
  };
  return { backend, log };
}

describe('UserScopedFirestore: the persistent cache belongs to one person', () => {
  beforeEach(() => localStorage.clear());

  it('empties a cache of unknown owner before the first user reads, then records them', async () => {
    const { backend, log } = recorder();
    const guard = new UserScopedFirestore(backend);
    const db = await guard.forUser('alice');
    expect(db.kind).toBe('persistent');
    expect(log).toEqual(['open 1', 'clear 1']);
    expect(localStorage.getItem(FIRESTORE_CACHE_OWNER_KEY)).toBe('alice');
  });

  it('keeps the cache on a returning visit of its owner, and hands out one instance while they stay', async () => {
    localStorage.setItem(FIRESTORE_CACHE_OWNER_KEY, 'alice');
    const { backend, log } = recorder();
    const guard = new UserScopedFirestore(backend);
    const first = guard.forUser('alice');
    expect(guard.forUser('alice')).toBe(first);
    await first;
    await guard.userChanged('alice');
    expect(log).toEqual(['open 1']);
  });

  it("empties another person's cache before the instance is handed out", async () => {
    localStorage.setItem(FIRESTORE_CACHE_OWNER_KEY, 'alice');
    const { backend, log } = recorder();
    const guard = new UserScopedFirestore(backend);
    const db = guard.forUser('bob').then((opened) => {
      log.push(`handed out ${opened.id}`);
      return opened;
    });
    await db;
    expect(log).toEqual(['open 1', 'clear 1', 'handed out 1']);
    expect(localStorage.getItem(FIRESTORE_CACHE_OWNER_KEY)).toBe('bob');
  });

  it('on sign-out terminates the instance and empties the cache before the next user opens one', async () => {
    localStorage.setItem(FIRESTORE_CACHE_OWNER_KEY, 'alice');
    const { backend, log } = recorder();
    const guard = new UserScopedFirestore(backend);
    await guard.forUser('alice');
    const signedOut = guard.userChanged(null);
    // The next person signs in while the close is still under way.
    const next = guard.forUser('bob');
    await signedOut;
    expect(localStorage.getItem(FIRESTORE_CACHE_OWNER_KEY)).not.toBe('alice');
    expect((await next).id).toBe(2);
    expect(log).toEqual(['open 1', 'terminate 1', 'clear 1', 'open 2', 'clear 2']);
    expect(localStorage.getItem(FIRESTORE_CACHE_OWNER_KEY)).toBe('bob');
  });

  it('a user changing without a sign-out in between closes the first instance too', async () => {
    const { backend, log } = recorder();
    const guard = new UserScopedFirestore(backend);
    await guard.forUser('alice');
    await guard.userChanged('bob');
    expect(log).toEqual(['open 1', 'clear 1', 'terminate 1', 'clear 1']);
    expect(localStorage.getItem(FIRESTORE_CACHE_OWNER_KEY)).toBeNull();
  });

  it('a session that ended before Firestore was used in this tab still empties the cache it left', async () => {
    localStorage.setItem(FIRESTORE_CACHE_OWNER_KEY, 'alice');
    const { backend, log } = recorder();
    const guard = new UserScopedFirestore(backend);
    await guard.userChanged(null);
    expect(log).toEqual(['open 1', 'clear 1', 'terminate 1']);
    expect(localStorage.getItem(FIRESTORE_CACHE_OWNER_KEY)).toBeNull();
    // Nobody's cache left: a signed-out visit costs nothing.
    await guard.userChanged(null);
    expect(log).toHaveLength(3);
  });

  it('reads from memory only when the cache cannot be emptied, and keeps the old owner so the next visit tries again', async () => {
    localStorage.setItem(FIRESTORE_CACHE_OWNER_KEY, 'alice');
    const { backend, log } = recorder({ failClear: true });
    const guard = new UserScopedFirestore(backend);
    const db = await guard.forUser('bob');
    expect(db.kind).toBe('memory');
    expect(log).toEqual(['open 1', 'clear 1', 'terminate 1', 'open memory 2']);
    expect(localStorage.getItem(FIRESTORE_CACHE_OWNER_KEY)).toBe('alice');
  });

  it('without local storage the owner is never known, so every instance starts from an empty cache', async () => {
    const { backend, log } = recorder();
    const noStorage = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const guard = new UserScopedFirestore(backend, noStorage);
    await guard.forUser('alice');
    await guard.userChanged(null);
    await guard.forUser('alice');
    expect(log).toEqual(['open 1', 'clear 1', 'terminate 1', 'clear 1', 'open 2', 'clear 2']);
  });
});
