import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS, EVENT_FILE_FOLDERS, EVENT_FILE_MAX_BYTES, rolesToClaims, type Principal } from '../../../functions/src/contract';
import { stripesPng } from '../../scripts/lib/png';
import { ROOT } from '../../scripts/lib/paths';
import { emulatorPorts } from '../../scripts/lib/toolchain';

// Runs only where the Storage emulator can start (see emulators/scripts/test.ts). The storage rules
// read the event from Firestore, so the environment holds both.
let env: RulesTestEnvironment;
const png = stripesPng({ width: 4, height: 4, colors: [[0, 0, 0]], direction: 'horizontal' });
const ORGANIZER = 'organizer';

beforeAll(async () => {
  const ports = emulatorPorts();
  env = await initializeTestEnvironment({
    projectId: 'demo-agenda-storage-events',
    firestore: { host: '127.0.0.1', port: ports.firestore, rules: readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8') },
    storage: { host: '127.0.0.1', port: ports.storage, rules: readFileSync(path.join(ROOT, 'storage.rules'), 'utf8') },
  });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), COLLECTIONS.events, 'berlin'), { name: 'Berlin', tenant_id: 'de', privacy: false, organizers: [ORGANIZER] });
  });
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearStorage();
});

type Storage = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage']>;
/** An upload as a promise (the SDK's task is only thenable). */
const put = (storage: Storage, file: string, data: Buffer, contentType: string) =>
  new Promise<unknown>((resolve, reject) => {
    storage.ref(file).put(data, { contentType }).then(resolve, reject);
  });
const as = (uid: string, principal: Principal) => env.authenticatedContext(uid, { ...rolesToClaims(principal) }).storage();
const PEOPLE = {
  root: () => as('root', { user_authorities: [{ authority_id: 'ROOT', tenant_id: 'un' }] }),
  adminA: () => as('admin-de', { user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'de' }] }),
  organizer: () => as(ORGANIZER, { user_authorities: [{ authority_id: 'USER', tenant_id: null }] }),
  adminB: () => as('admin-fr', { user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'fr' }] }),
  user: () => as('user', { user_authorities: [{ authority_id: 'USER', tenant_id: null }] }),
};

describe('event files', () => {
  it.each(['root', 'adminA', 'organizer'] as const)('%s uploads png and jpeg images into every folder of the event', async (role) => {
    for (const folder of EVENT_FILE_FOLDERS) {
      await assertSucceeds(put(PEOPLE[role](), `v2/events/berlin/${folder}/a.png`, png, 'image/png'));
      await assertSucceeds(put(PEOPLE[role](), `v2/events/berlin/${folder}/b.jpg`, png, 'image/jpeg'));
    }
  });

  it.each(['adminB', 'user'] as const)('%s cannot upload', async (role) => {
    await assertFails(put(PEOPLE[role](), 'v2/events/berlin/covers/a.png', png, 'image/png'));
  });

  it('refuses anonymous users, unknown events, unknown folders, SVG and HTML', async () => {
    await assertFails(put(env.unauthenticatedContext().storage(), 'v2/events/berlin/covers/a.png', png, 'image/png'));
    await assertFails(put(PEOPLE.adminA(), 'v2/events/missing/covers/a.png', png, 'image/png'));
    await assertFails(put(PEOPLE.adminA(), 'v2/events/berlin/elsewhere/a.png', png, 'image/png'));
    await assertFails(put(PEOPLE.adminA(), 'v2/events/berlin/covers/a.svg', Buffer.from('<svg/>'), 'image/svg+xml'));
    await assertFails(put(PEOPLE.adminA(), 'v2/events/berlin/details/a.png', Buffer.from('<html>'), 'text/html'));
    await assertFails(put(PEOPLE.adminA(), 'v2/events/berlin/backgrounds/a.gif', Buffer.from('GIF89a'), 'image/gif'));
  });

  it.each(EVENT_FILE_FOLDERS)('bounds the size of %s', async (folder) => {
    const bound = EVENT_FILE_MAX_BYTES[folder];
    await assertSucceeds(put(PEOPLE.adminA(), `v2/events/berlin/${folder}/max.png`, Buffer.alloc(bound), 'image/png'));
    await assertFails(put(PEOPLE.adminA(), `v2/events/berlin/${folder}/over.png`, Buffer.alloc(bound + 1), 'image/png'));
  });

  it('lets signed-in users read and only editors delete', async () => {
    await assertSucceeds(put(PEOPLE.adminA(), 'v2/events/berlin/logos/l.png', png, 'image/png'));
    await assertSucceeds(PEOPLE.user().ref('v2/events/berlin/logos/l.png').getMetadata());
    await assertFails(env.unauthenticatedContext().storage().ref('v2/events/berlin/logos/l.png').getMetadata());
    await assertFails(PEOPLE.adminB().ref('v2/events/berlin/logos/l.png').delete());
    await assertSucceeds(PEOPLE.organizer().ref('v2/events/berlin/logos/l.png').delete());
  });
});
