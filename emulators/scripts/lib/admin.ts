/** Admin SDK clients pointed at the running emulators, for seeding, tests and benchmarks. */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID } from './paths';
import { emulatorPorts } from './toolchain';

function useEmulatorEnv(): void {
  const ports = emulatorPorts();
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${ports.storage}`;
  process.env.GCLOUD_PROJECT = DEMO_PROJECT_ID;
}

export function adminClients(): { app: App; db: Firestore; auth: Auth } {
  useEmulatorEnv();
  const app = getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
  return { app, db: getFirestore(app), auth: getAuth(app) };
}
