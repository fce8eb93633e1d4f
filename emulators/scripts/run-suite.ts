/**
 * `npx tsx emulators/scripts/run-suite.ts <command…>`: starts the emulator suite with fresh demo data
 * (as `npm test` does), runs one command against it, stops the suite and exits with the command's
 * code. For running one test project or file while working:
 *   npx tsx emulators/scripts/run-suite.ts npx vitest run --project api functions/test/api/tenants.test.ts
 * Build first (`npm run build`) when functions or the app changed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { seedDemoData } from '../demo/seed';
import { adminClients } from './lib/admin';
import { ARTIFACTS_DIR, ROOT } from './lib/paths';
import { say, warn } from './lib/say';
import { startSuite } from './lib/suite';

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    warn('Usage: npx tsx emulators/scripts/run-suite.ts <command> [args…]');
    process.exit(2);
  }
  const suite = await startSuite({ logFile: path.join(ARTIFACTS_DIR, 'emulators.log') });
  process.env.AGENDA_SUITE_TMPDIR = suite.tmpDir;
  // A `timeout` or Ctrl-C must not leave emulators (and their function workers) behind.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(
      signal,
      () =>
        void suite.stop().finally(() => process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1))),
    );
  }
  let code = 1;
  try {
    await seedDemoData(adminClients().db);
    say(`Emulators up (log: test-results/emulators.log); running: ${command} ${args.join(' ')}`);
    code = await new Promise<number>((resolve) => {
      const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
      child.once('exit', (status) => resolve(status ?? 1));
      child.once('error', () => resolve(1));
    });
  } finally {
    await suite.stop();
  }
  process.exit(code);
}

main().catch((error: unknown) => {
  warn(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
