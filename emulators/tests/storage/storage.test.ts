import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COUNTRY_IMAGE_MAX_BYTES, rolesToClaims } from '../../../functions/src/contract';
import { stripesPng } from '../../scripts/lib/png';
import { ROOT } from '../../scripts/lib/paths';
import { emulatorPorts } from '../../scripts/lib/toolchain';

// Runs only where the Storage emulator can start (see emulators/scripts/test.ts).
let env: RulesTestEnvironment;
const png = stripesPng({ width: 4, height: 4, colors: [[0, 0, 0]], direction: 'horizontal' });

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-agenda-storage',
    storage: { host: '127.0.0.1', port: emulatorPorts().storage, rules: readFileSync(path.join(ROOT, 'storage.rules'), 'utf8') },
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
const rootStorage = () => env.authenticatedContext('root', { ...rolesToClaims({ user_authorities: [{ authority_id: 'ROOT', tenant_id: 'un' }] }) }).storage();
const adminStorage = () => env.authenticatedContext('admin', { ...rolesToClaims({ user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'de' }] }) }).storage();

describe('country flags', () => {
  it('lets a root user upload a png or jpeg', async () => {
    await assertSucceeds(put(rootStorage(), 'flags/123/flag.png', png, 'image/png'));
    await assertSucceeds(put(rootStorage(), 'flags/124/flag.jpg', png, 'image/jpeg'));
  });

  it('refuses admins, anonymous users, SVG and HTML, and oversize files', async () => {
    await assertFails(put(adminStorage(), 'flags/1/flag.png', png, 'image/png'));
    await assertFails(put(env.unauthenticatedContext().storage(), 'flags/1/flag.png', png, 'image/png'));
    await assertFails(put(rootStorage(), 'flags/1/flag.svg', Buffer.from('<svg/>'), 'image/svg+xml'));
    await assertFails(put(rootStorage(), 'flags/1/flag.png', Buffer.from('<html>'), 'text/html'));
    await assertFails(put(rootStorage(), 'flags/1/big.png', Buffer.alloc(COUNTRY_IMAGE_MAX_BYTES + 1), 'image/png'));
  });

  it('keeps everything else closed', async () => {
    await assertFails(put(rootStorage(), 'elsewhere/file.png', png, 'image/png'));
  });
});
