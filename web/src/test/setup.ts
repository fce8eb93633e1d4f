import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The same demo values as web/.env.emulator, so that src/config/env.ts parses under test.
vi.stubEnv('VITE_FIREBASE_API_KEY', 'demo-api-key');
vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', 'demo-agenda.firebaseapp.com');
vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-agenda');
vi.stubEnv('VITE_FIREBASE_STORAGE_BUCKET', 'demo-agenda.appspot.com');
vi.stubEnv('VITE_FIREBASE_APP_ID', '1:000000000000:web:0000000000000000');
vi.stubEnv('VITE_USE_EMULATORS', 'true');

// jsdom's Blob (the files that keep jsdom) has no arrayBuffer() (browsers and Node have): read it through jsdom's FileReader.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob): Promise<ArrayBuffer> {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('Could not read the blob'));
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

// findBy… and waitFor wait up to 10 s instead of 1 s: on a loaded machine a state change can take more
// than a second to render; a test still fails when the awaited text never comes.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
