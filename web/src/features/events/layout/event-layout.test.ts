import { describe, expect, it } from 'vitest';
import { FOLD_AT_PX, nextFolded, UNFOLD_AT_PX } from './event-layout';

describe("the phone's event header folding on scroll (issue 29 item 6)", () => {
  it('folds once the page is scrolled past its threshold', () => {
    expect(nextFolded(false, 0)).toBe(false);
    expect(nextFolded(false, FOLD_AT_PX)).toBe(false);
    expect(nextFolded(false, FOLD_AT_PX + 1)).toBe(true);
  });

  it('unfolds only back nearer the top, so that a small scroll around one threshold does not flicker', () => {
    expect(nextFolded(true, FOLD_AT_PX - 1)).toBe(true);
    expect(nextFolded(true, UNFOLD_AT_PX)).toBe(true);
    expect(nextFolded(true, UNFOLD_AT_PX - 1)).toBe(false);
    // Unfolded before the header's place (about 54 px) comes out from under the chrome.
    expect(UNFOLD_AT_PX).toBeGreaterThanOrEqual(54);
  });
});
