import { describe, expect, it } from 'vitest';
import { FOLD_AT_PX, nextFolded, UNFOLD_AT_PX } from './event-layout';

describe("the phone's event header folding on scroll (issue 29 item 6)", () => {
  it('folds once the page is scrolled past its threshold', () => {
    expect(nextFolded(false, 0)).toBe(false);
    expect(nextFolded(false, FOLD_AT_PX)).toBe(false);
    expect(nextFolded(false, FOLD_AT_PX + 1)).toBe(true);
  });

  it('unfolds only back near the top, so that the shorter page does not unfold it again at once', () => {
    // Folding shortens the page by the header's height (about 48 px): the offset drops below the first threshold.
    expect(nextFolded(true, FOLD_AT_PX + 1 - 48)).toBe(true);
    expect(nextFolded(true, UNFOLD_AT_PX)).toBe(true);
    expect(nextFolded(true, UNFOLD_AT_PX - 1)).toBe(false);
  });
});
