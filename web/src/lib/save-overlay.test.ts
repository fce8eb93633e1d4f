import { OVERLAYS } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { recordSaveOverlay } from './save-overlay';

describe('recordSaveOverlay (spec §8 overlay messages)', () => {
  it('says "Deleting old files ..." when new files replace stored ones', () => {
    expect(recordSaveOverlay({ added: true, dropped: true })).toBe('Deleting old files ...');
  });

  it('says "Deleting files ..." when stored files are only taken away', () => {
    expect(recordSaveOverlay({ added: false, dropped: true })).toBe('Deleting files ...');
  });

  it('says "Saving ..." when no stored file leaves the record', () => {
    expect(recordSaveOverlay({ added: true, dropped: false })).toBe(OVERLAYS.saving);
    expect(recordSaveOverlay({ added: false, dropped: false })).toBe('Saving ...');
  });
});
