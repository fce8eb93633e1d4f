/**
 * storage.rules keep what the upload check set (keepsServedMetadata): the check
 * (functions/src/triggers/upload-check.ts) runs on new objects only and gives a kept file the content
 * type it found, its own Content-Disposition and no client metadata. A metadata update makes no new
 * object, so the rules refuse one that changes any of these: a checked PDF set back to `inline` (shown
 * on the bucket's origin), an image's content type changed, client metadata added again. Other
 * updates (a cache lifetime) are still the editors' to make. Files here are stored as the check
 * leaves them, in a bucket of the tests' own project (the check does not run on it).
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, storagePaths, userFilesFolder } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { minimalPdf } from '../../scripts/lib/office-files';
import { allowed, png, seedEvents, storageAs, storageEnvironment, uidOf, type Storage } from './storage-env';

let env: RulesTestEnvironment;
let events: Awaited<ReturnType<typeof seedEvents>>;
const AGENDA = 'served-metadata-agenda';
const eventId = () => events.ids.published!;

beforeAll(async () => {
  env = await storageEnvironment('demo-agenda-storage-served');
  await env.clearStorage();
  events = await seedEvents({ published: { privacy: false } });
  await adminClients()
    .db.collection(COLLECTIONS.events)
    .doc(eventId())
    .collection(EVENT_SUBCOLLECTIONS.agendas)
    .doc(AGENDA)
    .set({ agenda_id: AGENDA, name: 'Session' });
});

afterAll(async () => {
  await adminClients()
    .db.collection(COLLECTIONS.events)
    .doc(eventId())
    .collection(EVENT_SUBCOLLECTIONS.agendas)
    .doc(AGENDA)
    .delete();
  await events?.remove();
  await env?.cleanup();
});

/** Stores `file` as the check leaves a kept file: its content type and the server's disposition. */
async function checked(file: string, data: Buffer, contentType: string, contentDisposition: string): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await new Promise((resolve, reject) => {
      context.storage().ref(file).put(data, { contentType, contentDisposition }).then(resolve, reject);
    });
  });
}

/** Whether the rules let the organizer (an editor of the event) update the file's metadata so. */
const organizerMayUpdate = (file: string, metadata: Parameters<ReturnType<Storage['ref']>['updateMetadata']>[0]) =>
  allowed(storageAs(env, 'organizer').ref(file).updateMetadata(metadata));

describe('a checked file’s served metadata cannot be changed by a client', () => {
  it.each([
    ['an agenda file', () => `${storagePaths.agendaFiles(eventId(), AGENDA)}checked.pdf`],
    ['a user file', () => `${userFilesFolder(eventId(), uidOf('user'))}checked.pdf`],
  ])('%s: a checked PDF cannot be set back to inline', async (_label, fileOf) => {
    const file = fileOf();
    await checked(file, minimalPdf(), 'application/pdf', 'attachment; filename="checked.pdf"');
    expect(await organizerMayUpdate(file, { contentDisposition: 'inline' })).toBe(false);
    expect(await organizerMayUpdate(file, { contentDisposition: 'inline; filename="checked.pdf"' })).toBe(false);
    expect(await organizerMayUpdate(file, { contentDisposition: 'inline', contentType: 'image/png' })).toBe(false);
  });

  it('an event image: its content type cannot be changed, nor client metadata added again; a cache lifetime can', async () => {
    const file = `v2/events/${eventId()}/posters/checked.png`;
    await checked(file, png, 'image/png', 'inline; filename="checked.png"');
    expect(await organizerMayUpdate(file, { contentType: 'image/jpeg' })).toBe(false);
    expect(await organizerMayUpdate(file, { customMetadata: { owner: 'someone-else' } })).toBe(false);
    expect(await organizerMayUpdate(file, { contentDisposition: 'inline' })).toBe(false);
    // What the check set stays: an update that keeps it is the editors' to make.
    expect(await organizerMayUpdate(file, { cacheControl: 'public, max-age=60' })).toBe(true);
    // And someone who may not write the event's files may not update it at all.
    expect(await allowed(storageAs(env, 'user').ref(file).updateMetadata({ cacheControl: 'no-cache' }))).toBe(false);
  });
});
