// zod/mini is the tree-shakable build of zod: this module is on the first visit's path.
import { z } from 'zod/mini';

const text = z.string().check(z.minLength(1));
const port = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(65_535));

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: text,
  VITE_FIREBASE_AUTH_DOMAIN: text,
  VITE_FIREBASE_PROJECT_ID: text,
  VITE_FIREBASE_STORAGE_BUCKET: text,
  VITE_FIREBASE_APP_ID: text,
  VITE_USE_EMULATORS: z._default(z.enum(['true', 'false']), 'false'),
  VITE_EMULATOR_HOST: z._default(text, '127.0.0.1'),
  VITE_AUTH_EMULATOR_PORT: z._default(port, 9099),
  VITE_FIRESTORE_EMULATOR_PORT: z._default(port, 8080),
  VITE_STORAGE_EMULATOR_PORT: z._default(port, 9199),
  // Microsoft Entra ID app registration. Optional because emulator builds sign in with the local
  // identity provider; a production build without a client id reports it when sign-in starts.
  VITE_ENTRA_CLIENT_ID: z.optional(text),
  VITE_ENTRA_AUTHORITY: z.optional(z.url()),
  VITE_ENTRA_API_SCOPE: z.optional(text),
});

export interface AppEnv {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    appId: string;
  };
  useEmulators: boolean;
  emulators: {
    host: string;
    authPort: number;
    firestorePort: number;
    storagePort: number;
  };
  entra: {
    /** The app registration's client id: the audience of the ID tokens the API accepts. */
    clientId: string | undefined;
    /** e.g. https://login.microsoftonline.com/<tenant id>; MSAL's default when absent. */
    authority: string | undefined;
    /** The app's own API scope, requested at sign-in so that consent covers it. */
    apiScope: string | undefined;
  };
}

function parseEnv(source: Record<string, unknown>): AppEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid build configuration (web/.env.<mode>): ${problems}`);
  }
  const e = parsed.data;
  return {
    firebase: {
      apiKey: e.VITE_FIREBASE_API_KEY,
      authDomain: e.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: e.VITE_FIREBASE_PROJECT_ID,
      storageBucket: e.VITE_FIREBASE_STORAGE_BUCKET,
      appId: e.VITE_FIREBASE_APP_ID,
    },
    useEmulators: e.VITE_USE_EMULATORS === 'true',
    emulators: {
      host: e.VITE_EMULATOR_HOST,
      authPort: e.VITE_AUTH_EMULATOR_PORT,
      firestorePort: e.VITE_FIRESTORE_EMULATOR_PORT,
      storagePort: e.VITE_STORAGE_EMULATOR_PORT,
    },
    entra: {
      clientId: e.VITE_ENTRA_CLIENT_ID,
      authority: e.VITE_ENTRA_AUTHORITY,
      apiScope: e.VITE_ENTRA_API_SCOPE,
    },
  };
}

/** The build-time configuration, validated once when the app starts. */
export const env: AppEnv = parseEnv(import.meta.env);
