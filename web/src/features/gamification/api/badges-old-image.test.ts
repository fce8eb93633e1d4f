import type { Badge } from '@agenda/contract';
import { initializeApp } from 'firebase/app';
import { getFirestore, setDoc } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { FileStorage } from '@/lib/file-storage';
import { saveBadge } from './badges';

// The badge document is written without an emulator: what is under test is what happens around it.
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  setDoc: vi.fn(async () => undefined),
}));

const firestore = getFirestore(initializeApp({ projectId: 'demo-unit' }, 'badges-old-image'));
const png = {
  file: new Blob([new Uint8Array([0x89, 0x50])]),
  kind: { contentType: 'image/png' as const, extension: 'png' as const },
};
const existing: Badge = { id: 'b1', n: 'Old', t: 5, f: 'eventBadges/e1/old.png', u: 'https://x.test/old.png' };

function recording(steps: string[]): FileStorage {
  return {
    upload: async (path) => {
      steps.push('upload');
      return `https://firebasestorage.googleapis.com/v0/b/x/o/${encodeURIComponent(path)}?alt=media&token=t`;
    },
    remove: async (path) => {
      steps.push(`remove ${path}`);
    },
  };
}

describe('saveBadge, replacing the image (spec §4 order, §8 "Deleting old files ...")', () => {
  it('announces the deletion of the old image once the badge points at the new one, then deletes it', async () => {
    const steps: string[] = [];
    vi.mocked(setDoc).mockImplementation(async () => {
      steps.push('badge saved');
    });
    await saveBadge(
      firestore,
      {
        eventId: 'e1',
        existing,
        name: 'Old',
        threshold: 5,
        image: png,
        onDeletingOldFiles: () => steps.push('Deleting old files ...'),
      },
      recording(steps),
    );
    expect(steps).toEqual(['upload', 'badge saved', 'Deleting old files ...', `remove ${existing.f}`]);
  });

  it('announces nothing when no image is replaced', async () => {
    const steps: string[] = [];
    const announce = vi.fn();
    await saveBadge(
      firestore,
      { eventId: 'e1', existing, name: 'Renamed', threshold: 5, image: null, onDeletingOldFiles: announce },
      recording(steps),
    );
    expect(announce).not.toHaveBeenCalled();
    expect(steps).toEqual([]);
  });
});
