/**
 * `npm run deploy`: builds for production and deploys Hosting, Functions, Firestore rules and
 * indexes and Storage rules to the project named by FIREBASE_PROJECT, then runs the data backfills a
 * database needs once (backfill.ts). Refuses to start while a
 * setting the deployment needs is missing (see docs/deploy.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FIREBASE_BIN, ROOT } from './lib/paths';
import { say, warn } from './lib/say';

function step(command: string, args: string[]): void {
  say(`▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const project = process.env.FIREBASE_PROJECT;
const missing: string[] = [];
if (!project) missing.push('FIREBASE_PROJECT (the Firebase project id) in the environment');
if (project?.startsWith('demo-')) missing.push('a real project id (demo- projects exist only in the emulator)');
if (!existsSync(path.join(ROOT, 'web', '.env.production')))
  missing.push('web/.env.production (Firebase web config and Entra ID settings)');
if (project && !existsSync(path.join(ROOT, 'functions', `.env.${project}`))) {
  missing.push(`functions/.env.${project} (ENTRA_CLIENT_ID, ENTRA_ALLOWED_TENANTS)`);
}
if (missing.length > 0) {
  warn(`Cannot deploy; missing: ${missing.join('; ')}.`);
  process.exit(1);
}

step('npm', ['run', 'build', '-w', 'functions']);
step('npm', ['run', 'build', '-w', 'web', '--', '--mode', 'production']);
step(FIREBASE_BIN, ['deploy', '--project', project as string, '--only', 'hosting,functions,firestore,storage']);
// Once per database, with the triggers live: the country dashboard's mirrors of older documents.
step('npx', ['tsx', path.join('emulators', 'scripts', 'backfill.ts')]);
