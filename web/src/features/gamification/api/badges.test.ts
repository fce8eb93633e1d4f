import { MESSAGES, type Badge } from '@agenda/contract';
import { initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '@/lib/file-storage';
import { BadgeSaveError, saveBadge } from './badges';

// Refusals that happen before anything reaches Firestore: no emulator is needed to prove them.
const firestore = getFirestore(initializeApp({ projectId: 'demo-unit' }, 'badges-unit'));

function recordingStorage(fail = false): FileStorage & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    upload: async (path) => {
      calls.push(`upload ${path}`);
      if (fail) throw new Error('storage/unauthorized');
      return `https://firebasestorage.googleapis.com/v0/b/x/o/${encodeURIComponent(path)}?alt=media&token=t`;
    },
    remove: async (path) => {
      calls.push(`remove ${path}`);
    },
  };
}

const png = {
  file: new Blob([new Uint8Array([0x89, 0x50])]),
  kind: { contentType: 'image/png' as const, extension: 'png' as const },
};

describe('saveBadge refusals', () => {
  it('"Invalid data!" for a new badge without an image, or without an event, and nothing is uploaded', async () => {
    const storage = recordingStorage();
    await expect(
      saveBadge(firestore, { eventId: 'e1', existing: null, name: 'A', threshold: 10, image: null }, storage),
    ).rejects.toEqual(new BadgeSaveError(MESSAGES.invalidData));
    await expect(
      saveBadge(firestore, { eventId: '', existing: null, name: 'A', threshold: 10, image: png }, storage),
    ).rejects.toThrow(MESSAGES.invalidData);
    expect(storage.calls).toEqual([]);
  });

  it('"Could not upload badge to storage" when the upload fails: the badge and its old image stay', async () => {
    const storage = recordingStorage(true);
    const existing: Badge = { id: 'b1', n: 'Old', t: 5, f: 'eventBadges/e1/old.png', u: 'https://x.test/old.png' };
    await expect(
      saveBadge(firestore, { eventId: 'e1', existing, name: 'New', threshold: 10, image: png }, storage),
    ).rejects.toThrow(MESSAGES.badgeUploadFailed);
    expect(storage.calls).toHaveLength(1);
    expect(storage.calls[0]).toMatch(/^upload eventBadges\/e1\/[0-9a-f-]+\.png$/);
  });
});
