import path from 'node:path';

/** Folders of the repository, resolved once. */
export const ROOT = path.resolve(__dirname, '../../..');
export const EMULATORS_DIR = path.join(ROOT, 'emulators');
/** Generated, git-ignored files: the Firestore launcher jar, test artifacts. */
export const CACHE_DIR = path.join(EMULATORS_DIR, '.cache');
/** Emulator state kept between `npm start` runs (import on start, export on exit). */
export const STATE_DIR = path.join(EMULATORS_DIR, '.state');
export const ARTIFACTS_DIR = path.join(ROOT, 'test-results');
/** `npm test` builds the app for production here too (as `npm run deploy` does), to check what it would publish. */
export const PRODUCTION_BUILD_DIR = path.join(ARTIFACTS_DIR, 'production-build', 'v2');
export const FIREBASE_BIN = path.join(ROOT, 'node_modules', '.bin', 'firebase');

/** The emulator suite's project: a `demo-` id keeps every emulator away from real Google services. */
export const DEMO_PROJECT_ID = 'demo-agenda';
