/**
 * Firestore's persistent cache (IndexedDB, owned by one tab of this browser profile at a time) belongs to one
 * person at a time. A returning visit paints its lists from it at once, so it must never hold anyone
 * else's documents: before an instance reads anything, the cache is emptied unless local storage says
 * it was filled for the signed-in uid; when the signed-in user changes or signs out (logout, a refused
 * session, another tab, a revoked account), the instance is terminated and the cache emptied.
 *
 * This module holds only that bookkeeping; `lib/firebase.ts` gives it the Firestore SDK's operations.
 */

/** Local storage key: the uid whose documents the persistent cache holds. */
export const FIRESTORE_CACHE_OWNER_KEY = 'agenda.firestoreCacheOwner';

/** What the guard needs of Firestore. */
export interface FirestoreCacheBackend<Db> {
  /** A new instance with the persistent cache (or memory where IndexedDB is missing); nothing read yet. */
  open(): Promise<Db>;
  /** A new instance with a memory cache only, for when the persistent cache cannot be emptied. */
  openInMemory(): Promise<Db>;
  /** Empties the persistent cache; `db` has not started or has been terminated. */
  clear(db: Db): Promise<void>;
  /** Stops `db` and its listeners for good. */
  terminate(db: Db): Promise<void>;
}

type StorageSource = () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export class UserScopedFirestore<Db> {
  private current: { uid: string; db: Promise<Db> } | null = null;
  /** Every close (terminate + empty the cache) under way, in order; an open waits for them. */
  private closing: Promise<void> = Promise.resolve();

  constructor(
    private readonly backend: FirestoreCacheBackend<Db>,
    private readonly storage: StorageSource = browserStorage,
  ) {}

  /** The uid the cache was filled for; null when unknown (no record, or no local storage). */
  owner(): string | null {
    try {
      return this.storage()?.getItem(FIRESTORE_CACHE_OWNER_KEY) ?? null;
    } catch {
      return null;
    }
  }

  private recordOwner(uid: string | null): void {
    try {
      const storage = this.storage();
      if (uid) storage?.setItem(FIRESTORE_CACHE_OWNER_KEY, uid);
      else storage?.removeItem(FIRESTORE_CACHE_OWNER_KEY);
    } catch {
      // Without local storage the owner stays unknown, so every open empties the cache first.
    }
  }

  /**
   * The instance for `uid` (the same promise while `uid` stays signed in). Its cache is emptied
   * before it reads anything unless the cache is known to be `uid`'s own; if it cannot be emptied,
   * the instance keeps its documents in memory only.
   */
  forUser(uid: string): Promise<Db> {
    if (this.current?.uid === uid) return this.current.db;
    if (this.current) void this.close();
    const db = this.closing.then(() => this.openFor(uid));
    this.current = { uid, db };
    return db;
  }

  private async openFor(uid: string): Promise<Db> {
    const db = await this.backend.open();
    if (this.owner() === uid) return db;
    try {
      await this.backend.clear(db);
    } catch {
      await this.backend.terminate(db).catch(() => undefined);
      return this.backend.openInMemory();
    }
    this.recordOwner(uid);
    return db;
  }

  /**
   * Follows Firebase Auth: another user, or nobody, ends the current instance and empties the cache.
   * Signed out with no instance (the session ended before any list was opened in this tab), a cache
   * left by somebody is emptied too.
   */
  userChanged(uid: string | null): Promise<void> {
    if (this.current && this.current.uid !== uid) return this.close();
    if (!this.current && uid === null && this.owner() !== null) return this.close();
    return this.closing;
  }

  /** Resolves once every close under way has emptied the cache. */
  settled(): Promise<void> {
    return this.closing;
  }

  private close(): Promise<void> {
    const ending = this.current;
    this.current = null;
    this.closing = this.closing.then(async () => {
      const running = ending ? await ending.db.catch(() => null) : null;
      if (running) await this.backend.terminate(running).catch(() => undefined);
      // A terminated instance can empty its cache; without one, a new instance that never starts does.
      let spare: Db | null = null;
      try {
        const db = running ?? (spare = await this.backend.open());
        await this.backend.clear(db);
        this.recordOwner(null);
      } catch {
        // The owner stays recorded, so the next instance empties the cache before it reads.
      } finally {
        if (spare) await this.backend.terminate(spare).catch(() => undefined);
      }
    });
    return this.closing;
  }
}
