/**
 * The app's own Firestore client in the API tests: signed in to the Auth emulator with the custom token
 * GET /firebasetoken would mint, so that firestore.rules judge its reads as they judge the app's. Its
 * ID token is minted once and never refreshed (the SDK refreshes only near expiry): the claims it holds
 * are those the person had when `firestoreClient` was called.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import { afterAll } from 'vitest';
import { emulatorPorts } from '../../emulators/scripts/lib/toolchain';
import { auth } from './helpers';

export interface FirestoreClient {
  firestore: Firestore;
  /** Ends the client (call it in afterAll). */
  close: () => Promise<void>;
}

let clients = 0;

export async function firestoreClient(uid: string): Promise<FirestoreClient> {
  const ports = emulatorPorts();
  clients += 1;
  const app = initializeApp({ projectId: 'demo-agenda', apiKey: 'demo-api-key' }, `client-${clients}-${uid}`);
  const appAuth = getAuth(app);
  connectAuthEmulator(appAuth, `http://127.0.0.1:${ports.auth}`, { disableWarnings: true });
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, '127.0.0.1', ports.firestore);
  await signInWithCustomToken(appAuth, await auth.createCustomToken(uid));
  return {
    firestore,
    close: async () => {
      await terminate(firestore).catch(() => undefined);
      await deleteApp(app).catch(() => undefined);
    },
  };
}

/** Whether a read goes through firestore.rules (false: refused). */
export const allowed = (read: Promise<unknown>): Promise<boolean> =>
  read.then(
    () => true,
    () => false,
  );

/**
 * For a test file: `clientAs(uid)` opens the app's client as `uid` (firestoreClient), and every client it
 * opened is ended once the file's tests are done.
 */
export function clientsOfFile(): (uid: string) => Promise<Firestore> {
  const opened: FirestoreClient[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((client) => client.close()));
  });
  return async (uid) => {
    const client = await firestoreClient(uid);
    opened.push(client);
    return client.firestore;
  };
}
