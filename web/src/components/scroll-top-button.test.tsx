import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SCROLL_TOP_THRESHOLD_PX } from '@contract';
import { liftAbove, ScrollTopButton } from './scroll-top-button';

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
