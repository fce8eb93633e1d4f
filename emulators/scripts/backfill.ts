/**
 * `npm run backfill`, and the last step of `npm run deploy`: fills in the country dashboard's mirrors
 * (emulators/demo/country-figures.ts) for the documents written before their triggers existed, and moves
 * the people of agendas stored before their roster out of the agenda documents (lib/legacy-rosters.ts),
 * removes the point totals of the joined-sessions era (lib/session-points.ts),
 * each once per database (each records having run; `--force` runs them again). Against FIREBASE_PROJECT with the deploy's
 * credentials (`firebase login` or GOOGLE_APPLICATION_CREDENTIALS), or `--emulator` against the running
 * local suite.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { migrateCountryFigures } from '../demo/country-figures';
import { adminClients } from './lib/admin';
import { migrateLegacyRosters } from './lib/legacy-rosters';
import { migrateSessionPoints } from './lib/session-points';
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
  const force = args.has('--force');
  const rosters = await migrateLegacyRosters(db, { force });
  say(
    rosters.ran
      ? `Agenda people moved to their rosters: ${rosters.moved} agendas` +
          (rosters.skipped ? `; ${rosters.skipped} left as they are, breaking the roster's schema.` : '.')
      : 'Agenda people were moved to their rosters before (pass --force to run again).',
  );
  const points = await migrateSessionPoints(db, { force });
  say(
    points.ran
      ? `Point totals of the joined-sessions era: ${points.recounted} recounted from the ledger, ${points.deleted} deleted.`
      : 'Point totals of the joined-sessions era were removed before (pass --force to run again).',
  );
  const result = await migrateCountryFigures(db, { force });
  say(
    result.ran
      ? `Country dashboard mirrors filled in: ${result.sessions} sessions, ${result.notifications} sent notifications` +
          (result.skipped ? `; ${result.skipped} documents left out, breaking their schema.` : '.')
      : 'Country dashboard mirrors were filled in before (pass --force to run again).',
  );
}

void main();
