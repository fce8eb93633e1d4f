/**
 * Firebase app, Auth and Firestore. This module is only ever imported dynamically (or by the
 * signed-in area), so the SDK stays out of the first chunk of the home screen; Firestore is loaded
 * on its own, later still, because nothing before sign-in needs it.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithCustomToken,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { env } from '@/config/env';
import { UserScopedFirestore } from './firestore-cache';

let auth: Auth | undefined;
let firestore: UserScopedFirestore<Firestore> | undefined;
let storage: Promise<FirebaseStorage> | undefined;

/**
 * How long Cloud Storage retries a failing upload or download-address request (the SDK's default
 * is ten minutes, two for other operations). A request that is under way is never cut; only
 * retries stop, so that an unreachable Storage says "Could not update flag file" within seconds.
 */
export const STORAGE_RETRY_MS = 10_000;

export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(env.firebase);
}

export function firebaseAuth(): Auth {
  if (!auth) {
    // Sign-in uses custom tokens, so the popup/redirect resolver that getAuth() bundles is not needed.
    auth = initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    if (env.useEmulators) {
      connectAuthEmulator(auth, `http://${env.emulators.host}:${env.emulators.authPort}`, { disableWarnings: true });
    }
    // Registered before any screen's listener: Firestore and the list snapshot are closed to the next user
    // first. (Signed out before Firestore was used in this tab, a snapshot left by somebody still goes.)
    onAuthStateChanged(auth, (user) => void firestoreGuard().userChanged(user?.uid ?? null));
  }
  return auth;
}

export function watchAuthState(listener: (user: User | null) => void): () => void {
  return onAuthStateChanged(firebaseAuth(), listener);
}

export async function currentIdToken(): Promise<string | null> {
  const user = firebaseAuth().currentUser;
  return user ? user.getIdToken() : null;
}

/** The signed-in user's uid, or null. */
export function currentUid(): string | null {
  return firebaseAuth().currentUser?.uid ?? null;
}

/**
 * When the current session signed in (its ID token's auth_time), epoch ms; null when signed out. The
 * API and the security rules count a sign-in for SESSION_MAX_AGE_MS.
 */
export async function currentAuthTimeMs(): Promise<number | null> {
  const user = firebaseAuth().currentUser;
  if (!user) return null;
  const time = Date.parse((await user.getIdTokenResult()).authTime);
  return Number.isNaN(time) ? null : time;
}

/** Signs in with the custom token that the sign-in exchange (`api.identity.firebaseToken`) minted (roles are in its claims). */
export async function signInWithFirebaseCustomToken(token: string): Promise<User> {
  return (await signInWithCustomToken(firebaseAuth(), token)).user;
}

/** Signs out; resolves once Firestore has stopped and this browser keeps none of the user's documents. */
export async function signOutCurrentUser(): Promise<void> {
  await signOut(firebaseAuth());
  await firestoreGuard().userChanged(null);
}

/**
 * Firestore behind the guard that scopes it, and this browser's local data, to one user
 * (lib/firestore-cache.ts); the SDK downloads on first use. Documents are kept in memory only: a returning
 * visit draws its first screen from the list snapshot (lib/list-snapshot.ts), not from a persistent cache
 * (IndexedDB persistence cost 33 KB gz of the list and raised its Total Blocking Time).
 */
function firestoreGuard(): UserScopedFirestore<Firestore> {
  firestore ??= new UserScopedFirestore<Firestore>({
    // Destructured, not kept as a namespace: the bundler then keeps only these of the SDK's exports.
    open: async () => {
      const { connectFirestoreEmulator, initializeFirestore, memoryLocalCache } = await import('firebase/firestore');
      const db = initializeFirestore(firebaseApp(), { localCache: memoryLocalCache() });
      if (env.useEmulators) connectFirestoreEmulator(db, env.emulators.host, env.emulators.firestorePort);
      return db;
    },
    terminate: async (db) => {
      const { terminate } = await import('firebase/firestore');
      await terminate(db);
      forgetReactfireFirestoreCache();
    },
  });
  return firestore;
}

/**
 * reactfire keeps the last snapshot of every document it followed, keyed by the app and the path
 * alone (not the instance): a terminated instance's documents must not be replayed to the next user.
 */
function forgetReactfireFirestoreCache(): void {
  const cache = (globalThis as { _reactFirePreloadedObservables?: Map<string, unknown> })
    ._reactFirePreloadedObservables;
  for (const key of [...(cache?.keys() ?? [])]) if (key.startsWith('firestore:')) cache?.delete(key);
}

/**
 * A returning visit: Firebase Auth starts as the page starts, while the router loads, not when the
 * first screen asks; the guard follows its changes of user from then on. Once per page.
 */
export function startAuth(): void {
  firebaseAuth();
}

/**
 * Firestore for the signed-in user: the same promise while they stay signed in. Local data kept for
 * anybody else (LOCAL_DATA_OWNER_KEY) is forgotten before it opens.
 */
export function loadFirestore(): Promise<Firestore> {
  const uid = currentUid();
  if (!uid) return Promise.reject(new Error('Firestore is only read while signed in'));
  return firestoreGuard().forUser(uid);
}

/** Cloud Storage for uploads, downloaded only by the screens that upload files. */
export function loadStorage(): Promise<FirebaseStorage> {
  storage ??= import('firebase/storage').then(({ connectStorageEmulator, getStorage }) => {
    // Uploads carry the signed-in user's token: Auth must be registered on the app first.
    firebaseAuth();
    const instance = getStorage(firebaseApp());
    instance.maxUploadRetryTime = STORAGE_RETRY_MS;
    instance.maxOperationRetryTime = STORAGE_RETRY_MS;
    if (env.useEmulators) connectStorageEmulator(instance, env.emulators.host, env.emulators.storagePort);
    return instance;
  });
  return storage;
}
