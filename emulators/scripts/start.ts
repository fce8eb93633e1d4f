/**
 * `npm start`: runs the product on the emulator suite with demo data.
 * State is imported from and exported to emulators/.state, so data survives a restart;
 * `npm run reset` forgets it. Ctrl-C stops every emulator (after exporting).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { seedDemoImages } from '../demo/images';
import { directory } from '../demo/people';
import { seedDemoData } from '../demo/seed';
import { adminClients } from './lib/admin';
import { STATE_DIR } from './lib/paths';
import { everyInterval, NOTIFICATION_SCHEDULE, NOTIFICATION_SCHEDULE_MS, SWEEPER_SCHEDULE } from './lib/schedule';
import { say, warn } from './lib/say';
import { startSuite } from './lib/suite';
import { ToolchainError } from './lib/toolchain';

async function main(): Promise<void> {
  const fresh = !existsSync(path.join(STATE_DIR, 'firebase-export-metadata.json'));
  say(
    fresh
      ? 'Starting the emulator suite with fresh demo data…'
      : `Starting the emulator suite with the data in ${STATE_DIR}…`,
  );
  const suite = await startSuite({ importDir: fresh ? undefined : STATE_DIR, exportDir: STATE_DIR });

  let stopping = false;
  let stopSchedule = (): void => undefined;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stopSchedule();
    say('\nStopping the emulators (saving data to emulators/.state)…');
    void suite.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);
  // A closed terminal or pipe must not keep us from stopping the emulators.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);

  if (fresh) {
    const counts = await seedDemoData(adminClients().db);
    const images = await seedDemoImages(adminClients().db);
    say(
      `Demo data loaded: ${counts.tenants} countries, ${counts.users} users, ${counts.groups} groups, ${counts.events} events` +
        ` (${images.posters} posters and ${images.detailFiles} detail files in Storage; ${images.wallPosts} wall posts).`,
    );
  }
  banner(suite.hostingUrl, suite.mailInboxUrl, suite.toolchain.emulators);
  // The emulators run no schedules: fire the scheduled notification run every minute, as Cloud Scheduler would.
  say(
    `  Scheduled notifications: npm start runs ${NOTIFICATION_SCHEDULE} every minute (the emulators run no schedules).`,
  );
  let fired = false;
  stopSchedule = everyInterval(
    NOTIFICATION_SCHEDULE,
    NOTIFICATION_SCHEDULE_MS,
    (error) =>
      warn(`  Scheduled ${NOTIFICATION_SCHEDULE} failed: ${error instanceof Error ? error.message : String(error)}`),
    () => {
      if (!fired)
        say(
          `  Scheduled notifications: ${NOTIFICATION_SCHEDULE} ran; it runs again every minute while the suite is up.`,
        );
      fired = true;
    },
  );
  // The sweeper (work left past its lease) runs every minute too, quietly unless it fails.
  const stopSweeper = everyInterval(SWEEPER_SCHEDULE, NOTIFICATION_SCHEDULE_MS, (error) =>
    warn(`  Scheduled ${SWEEPER_SCHEDULE} failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  const stopNotifications = stopSchedule;
  stopSchedule = () => {
    stopNotifications();
    stopSweeper();
  };
  const code = await suite.exited;
  stopSchedule();
  if (!stopping) {
    warn(`The emulators stopped unexpectedly (exit code ${code}).`);
    process.exit(1);
  }
}

function banner(hostingUrl: string, mailInboxUrl: string, emulators: readonly string[]): void {
  say('');
  say(`  Emulators: ${emulators.map(emulatorName).join(', ')}`);
  say(`  App:  ${hostingUrl}/v2/`);
  say(`  API:  ${hostingUrl}/backendv2/ping/status`);
  say(`  Mail: ${mailInboxUrl}/ (MailDev: every mail the app sends, with its calendar invites)`);
  say('');
  say('  Demo sign-in accounts (pick one in the local sign-in popup):');
  for (const person of directory.people
    .filter((p) => p.demoRole !== 'USER')
    .concat(directory.people.filter((p) => p.demoRole === 'USER').slice(0, 2))) {
    const role = person.demoRole.replace('ADMIN:', 'ADMIN of ').replace('ORGANIZER', 'organizer of Berlin Tech Summit');
    say(`    ${person.mail.padEnd(32)} ${role}`);
  }
  say('');
  say('  Press Ctrl-C to stop; `npm run reset` forgets the data.');
}

function emulatorName(id: string): string {
  const names: Record<string, string> = {
    auth: 'Auth',
    firestore: 'Firestore',
    functions: 'Functions',
    hosting: 'Hosting',
    pubsub: 'Pub/Sub',
    storage: 'Storage',
  };
  return names[id] ?? id;
}

main().catch((error: unknown) => {
  warn(
    error instanceof ToolchainError
      ? error.message
      : `Could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
