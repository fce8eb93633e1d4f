/**
 * Two emulator suites on one machine (an `npm start` and a test run) must not share
 * the Storage emulator's files. It keeps its blobs under `os.tmpdir()/firebase/storage/blobs` and
 * removes that folder when it stops; `startSuite` gives each suite its own TMPDIR, and the scripts that
 * start a suite pass it on to the tests as AGENDA_SUITE_TMPDIR.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_BUCKET } from '../../demo/images';
import { adminClients } from '../../scripts/lib/admin';
import { png } from './storage-env';

const blobsIn = (tmp: string) => path.join(tmp, 'firebase', 'storage', 'blobs');
/** Whether a blob in `dir` holds `marker` (the emulator names its blobs with ids of its own). */
const holds = (dir: string, marker: Buffer) =>
  existsSync(dir) && readdirSync(dir).some((file) => readFileSync(path.join(dir, file)).includes(marker));

describe("the Storage emulator's files belong to its suite", () => {
  const suiteTmp = process.env.AGENDA_SUITE_TMPDIR;
  const name = `suite-tmpdir-${randomUUID()}`;
  const bucket = getStorage(adminClients().app).bucket(DEMO_BUCKET);
  afterAll(async () => {
    await bucket.file(`tests/${name}.png`).delete({ ignoreNotFound: true });
  });

  it('keeps an upload under the suite’s own folder, not the shared temporary directory', async () => {
    expect(suiteTmp, 'the suite scripts name its folder').toBeTruthy();
    expect(path.resolve(suiteTmp!)).not.toBe(path.resolve(os.tmpdir()));
    const marker = Buffer.from(name);
    await bucket.file(`tests/${name}.png`).save(Buffer.concat([png, marker]), { contentType: 'image/png' });
    expect(holds(blobsIn(suiteTmp!), marker)).toBe(true);
    expect(holds(blobsIn(os.tmpdir()), marker)).toBe(false);
  });
});
