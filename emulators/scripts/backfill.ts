/**
 * `npm run backfill`, and the last step of `npm run deploy`: fills in the country dashboard's mirrors
 * (emulators/demo/country-figures.ts) for the documents written before their triggers existed, once per
 * database (it records having run; `--force` runs it again). Against FIREBASE_PROJECT with the deploy's
 * credentials (`firebase login` or GOOGLE_APPLICATION_CREDENTIALS), or `--emulator` against the running
 * local suite.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { migrateCountryFigures } from '../demo/country-figures';
import { adminClients } from './lib/admin';
import { say, warn } from './lib/say';

const args = new Set(process.argv.slice(2));
const project = process.env.FIREBASE_PROJECT;
if (!args.has('--emulator') && !project) {
  warn('Cannot backfill: set FIREBASE_PROJECT (the Firebase project id), or pass --emulator.');
  process.exit(1);
}

async function main(): Promise<void> {
  const db = args.has('--emulator')
    ? adminClients().db
    : getFirestore(getApps()[0] ?? initializeApp({ projectId: project }));
  const result = await migrateCountryFigures(db, { force: args.has('--force') });
  say(
    result.ran
      ? `Country dashboard mirrors filled in: ${result.sessions} sessions, ${result.notifications} sent notifications` +
          (result.skipped ? `; ${result.skipped} documents left out, breaking their schema.` : '.')
      : 'Country dashboard mirrors were filled in before (pass --force to run again).',
  );
}

void main();
