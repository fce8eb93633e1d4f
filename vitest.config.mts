import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The app's unit tests, in two projects, on happy-dom (web/vite.config.ts). Most share their workers'
 * modules (`isolate: false`): each file then skips loading the DOM, React and MUI afresh, which took half
 * the stage's time. The files that replace modules with `vi.mock` keep a fresh module registry each
 * (`web-isolated`): with shared modules, a mock leaks into the files that follow in the same worker, or a
 * module already loaded escapes it. A file lands in one or the other by whether it calls `vi.mock`. Both use the two cores of
 * our machines (vitest's default is one worker fewer than the cores): these tests only keep a CPU busy,
 * while the emulator projects below wait on the emulators and share their data, one file at a time.
 */
const WEB_DIR = fileURLToPath(new URL('./web/', import.meta.url));
const WEB_TESTS = readdirSync(`${WEB_DIR}src`, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);
const WEB_TESTS_ISOLATED = WEB_TESTS.filter((file) => /\bvi\.mock\(/.test(readFileSync(`${WEB_DIR}${file}`, 'utf8')));
const WEB_TESTS_SHARED = WEB_TESTS.filter((file) => !WEB_TESTS_ISOLATED.includes(file));

/**
 * Test projects. `npm test` (emulators/scripts/test.ts) runs the unit projects first, then starts
 * the emulator suite and runs `api`, `rules`, `storage` and `browser` against it, one after another:
 * the API and Storage files one at a time (they share the demo project's data and bucket), the rules
 * and browser files two at a time.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'functions-unit',
          root: 'functions',
          include: ['src/**/*.test.ts', 'contract/src/**/*.test.ts'],
          environment: 'node',
          env: { GCLOUD_PROJECT: 'demo-agenda' },
        },
      },
      {
        extends: './web/vite.config.ts',
        root: './web',
        test: { name: 'web', include: WEB_TESTS_SHARED, isolate: false, maxWorkers: 2 },
      },
      {
        extends: './web/vite.config.ts',
        root: './web',
        test: { name: 'web-isolated', include: WEB_TESTS_ISOLATED, maxWorkers: 2 },
      },
      {
        // The test scripts' own helpers (emulators/scripts/lib), run beside functions-unit (no emulators).
        test: { name: 'scripts', include: ['emulators/scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        // The layers' walls in eslint.config.mjs, each fed a forbidden import (no emulators).
        test: {
          name: 'lint',
          include: ['emulators/tests/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          // One file at a time: the files share the demo data (and change some of it); the stage keeps the
          // machine ~90% busy anyway (CPU-bound in the Functions and Firestore emulators).
          name: 'api',
          fileParallelism: false,
          include: ['functions/test/**/*.test.ts'],
          globalSetup: ['functions/test/global-setup.ts'],
          environment: 'node',
          // A test that waits for a trigger may wait for its first run's worker start (functions/test/mail-inbox.ts `until`).
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Each rules file has a project of its own in the emulators (rulesSuite): two run at once.
          name: 'rules',
          include: ['emulators/tests/rules/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // One file at a time: the files share the demo bucket and clear it (two at once failed).
          name: 'storage',
          fileParallelism: false,
          include: ['emulators/tests/storage/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The built app (web/dist/v2): size budgets and SDKs it must not ship. Runs after the build.
          name: 'bundle',
          include: ['emulators/tests/bundle/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'browser',
          include: ['emulators/tests/browser/**/*.test.ts'],
          environment: 'node',
          // Two files at once, each with its Chromium: a file arranges its own events and changes rights and
          // sessions of its own people only (own-people.ts). One file kept 72% of two cores busy (889 s for
          // the stage), two keep 92% (712 s); more only queue for the same cores.
          maxWorkers: 2,
          // Screens load lazily over the emulators; on a busy 2-core machine a second is not enough.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One more attempt for a whole browser test: on a loaded 2-core CI machine one of ~110 multi-tab,
          // multi-second scenarios occasionally misses a poll window. A test that fails twice fails the run,
          // and every failure is named in the summary's last lines (emulators/scripts/test.ts).
          retry: 1,
        },
      },
    ],
  },
});
