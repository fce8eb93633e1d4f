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

let auth: Auth | undefined;
let firestore: Promise<Firestore> | undefined;
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
 * API and the security rules count a sign-in for SESSION_MAX_AGE_MS (issue 12, item 4).
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

export async function signOutCurrentUser(): Promise<void> {
  await signOut(firebaseAuth());
}

export function loadFirestore(): Promise<Firestore> {
  firestore ??= import('firebase/firestore').then(({ connectFirestoreEmulator, initializeFirestore }) => {
    const db = initializeFirestore(firebaseApp(), {});
    if (env.useEmulators) connectFirestoreEmulator(db, env.emulators.host, env.emulators.firestorePort);
    return db;
  });
  return firestore;
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
