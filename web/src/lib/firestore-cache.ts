/**
 * Firestore and this browser's local data belong to one person at a time. Firestore keeps its documents in
 * memory only (the persistent IndexedDB cache cost 33 KB gz of the list and its Total Blocking
 * Time); what outlives the tab is the snapshot of the last-drawn list (lib/list-snapshot.ts), recorded for
 * the signed-in uid. When the signed-in user changes or signs out (logout, a refused session, another tab,
 * a revoked account), the instance is terminated with its listeners and the snapshot forgotten, so that
 * the next person is never drawn the previous one's documents.
 *
 * This module holds only that bookkeeping; `lib/firebase.ts` gives it the Firestore SDK's operations.
 */
import { localDataOwner, recordLocalDataOwner, type SnapshotStorage } from './list-snapshot';

/** What the guard needs of Firestore. */
export interface FirestoreBackend<Db> {
  /** A new instance (memory cache); nothing read yet. */
  open(): Promise<Db>;
  /** Stops `db` and its listeners for good. */
  terminate(db: Db): Promise<void>;
}

type StorageSource = () => SnapshotStorage | null;

function browserStorage(): SnapshotStorage | null {
  return window.localStorage;
}

export class UserScopedFirestore<Db> {
  private current: { uid: string; db: Promise<Db> } | null = null;
  /** Every termination under way, in order; an open waits for them. */
  private closing: Promise<void> = Promise.resolve();

  constructor(
    private readonly backend: FirestoreBackend<Db>,
    private readonly storage: StorageSource = browserStorage,
  ) {}

  private localStorage(): SnapshotStorage | null {
    try {
      return this.storage();
    } catch {
      return null;
    }
  }

  /** The uid this browser's local data was kept for; null when unknown (no record, or no local storage). */
  owner(): string | null {
    return localDataOwner(this.localStorage());
  }

  /** Forgets another person's local data, and records `uid` (or nobody) as its owner. */
  private ownLocalData(uid: string | null): void {
    const storage = this.localStorage();
    if (localDataOwner(storage) === uid) return;
    recordLocalDataOwner(null, storage);
    if (uid) recordLocalDataOwner(uid, storage);
  }

  /**
   * The instance for `uid` (the same promise while `uid` stays signed in). Another person's local data is
   * forgotten first, and any previous instance terminated before this one opens.
   */
  forUser(uid: string): Promise<Db> {
    if (this.current?.uid === uid) return this.current.db;
    if (this.current) void this.close();
    this.ownLocalData(uid);
    const db = this.closing.then(() => this.backend.open());
    this.current = { uid, db };
    return db;
  }

  /**
   * Follows Firebase Auth: another user, or nobody, ends the current instance and forgets the local data.
   * With no instance yet (Auth answered before any list opened in this tab), local data kept for somebody
   * else is forgotten too; the owner's own stays for the list to draw.
   */
  userChanged(uid: string | null): Promise<void> {
    if (this.current && this.current.uid !== uid) return this.close();
    if (!this.current && this.owner() !== null && this.owner() !== uid) this.ownLocalData(null);
    return this.closing;
  }

  /** Resolves once every instance that was ended has stopped. */
  settled(): Promise<void> {
    return this.closing;
  }

  private close(): Promise<void> {
    const ending = this.current;
    this.current = null;
    // At once, not after the termination: the next person may open an instance (and record themselves) meanwhile.
    this.ownLocalData(null);
    this.closing = this.closing.then(async () => {
      const running = ending ? await ending.db.catch(() => null) : null;
      if (running) await this.backend.terminate(running).catch(() => undefined);
    });
    return this.closing;
  }
}
