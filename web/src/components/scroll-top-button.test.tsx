import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SCROLL_TOP_THRESHOLD_PX } from '@agenda/contract';
import { boxAt, chooseSpot, coversAction, liftAbove, ScrollTopButton } from './scroll-top-button';

const viewport = { width: 390, height: 844 };

describe('the scroll-to-top button', () => {
  it('sits in its corner when nothing fixed is there', () => {
    expect(liftAbove([], viewport)).toBe(24);
    // A floating button on the left side of the screen is not in its way.
    expect(liftAbove([{ left: 16, right: 72, top: 772, bottom: 828 }], viewport)).toBe(24);
  });

  it('goes above a floating action button or a Save bar in its corner', () => {
    expect(liftAbove([{ left: 318, right: 374, top: 772, bottom: 828 }], viewport)).toBe(844 - 772 + 16);
    expect(liftAbove([{ left: 0, right: 390, top: 780, bottom: 844 }], viewport)).toBe(844 - 780 + 16);
  });

  it('ignores an action far above the bottom', () => {
    expect(liftAbove([{ left: 0, right: 390, top: 100, bottom: 160 }], viewport)).toBe(24);
  });

  it('measures the left corner the same way', () => {
    expect(liftAbove([{ left: 318, right: 374, top: 772, bottom: 828 }], viewport, 'left')).toBe(24);
    expect(liftAbove([{ left: 16, right: 72, top: 772, bottom: 828 }], viewport, 'left')).toBe(844 - 772 + 16);
  });
});

describe('where the scroll-to-top button goes among the page’s actions (issue 29 item 6)', () => {
  const right = boxAt({ side: 'right', bottom: 24 }, viewport);
  // The agenda form's Save, scrolled into the right corner, and a table's next-page arrow.
  const save = { left: 294, right: 358, top: 770, bottom: 806, control: true };
  const arrow = { left: 330, right: 370, top: 780, bottom: 820, control: true };

  it('takes any part of a control under it for covered, but not the corner of a card that is one link', () => {
    expect(right).toEqual({ left: 318, right: 366, top: 772, bottom: 820 });
    expect(coversAction(right, [save])).toBe(true);
    expect(coversAction(right, [arrow])).toBe(true);
    expect(coversAction(right, [{ left: 16, right: 374, top: 770, bottom: 806, control: true }])).toBe(true);
    expect(coversAction(right, [{ left: 16, right: 374, top: 600, bottom: 840, control: false }])).toBe(false);
    expect(coversAction(right, [{ left: 16, right: 374, top: 600, bottom: 840, control: true }])).toBe(false);
    expect(coversAction(right, [{ left: 300, right: 360, top: 790, bottom: 810, control: false }])).toBe(true);
    // Beside it, or touching it by a border only.
    expect(coversAction(right, [{ left: 16, right: 100, top: 770, bottom: 806, control: true }])).toBe(false);
    expect(coversAction(right, [{ left: 200, right: 319, top: 770, bottom: 806, control: true }])).toBe(false);
  });

  it('stays in the right corner when nothing is under it', () => {
    expect(chooseSpot([], viewport, () => [])).toEqual({ side: 'right', bottom: 24 });
  });

  it('moves to the left corner when an action is under the right one', () => {
    const under = (box: { left: number }) => (box.left > 200 ? [save] : []);
    expect(chooseSpot([], viewport, under)).toEqual({ side: 'left', bottom: 24 });
  });

  it('hides while both corners hold an action (a full-width Save, say)', () => {
    const wide = { left: 16, right: 374, top: 770, bottom: 806, control: true };
    expect(chooseSpot([], viewport, () => [wide])).toBeNull();
  });

  it('goes above a fixed bar before it looks at what is under it', () => {
    const bar = { left: 0, right: 390, top: 780, bottom: 844 };
    const seen: number[] = [];
    const spot = chooseSpot([bar], viewport, (box) => {
      seen.push(box.bottom);
      return [];
    });
    expect(spot).toEqual({ side: 'right', bottom: 844 - 780 + 16 });
    expect(seen).toEqual([780 - 16]);
  });
});

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('the scroll-to-top button on a page', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('appears past the threshold and goes again near the top', async () => {
    render(<ScrollTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => scrollTo(SCROLL_TOP_THRESHOLD_PX));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => scrollTo(SCROLL_TOP_THRESHOLD_PX + 1));
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeTruthy();
    act(() => scrollTo(0));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull());
  });

  it('shows at once on a page that opens already scrolled (a reload halfway down)', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
    render(<ScrollTopButton />);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeTruthy();
  });
});
