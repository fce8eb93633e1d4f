import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scrollLeftFor, scrollLeftToShow, TabRow } from './tab-row';

describe('a row of tabs (issue 29 item 6)', () => {
  it('scrolls the current tab to the middle of a row narrower than its tabs', () => {
    // 390 px of row, 900 px of tabs; the tab at 600..700 px is centred.
    expect(scrollLeftFor({ clientWidth: 390, scrollWidth: 900 }, { offsetLeft: 600, offsetWidth: 100 })).toBe(455);
  });

  it('stays within the row’s ends', () => {
    expect(scrollLeftFor({ clientWidth: 390, scrollWidth: 900 }, { offsetLeft: 10, offsetWidth: 80 })).toBe(0);
    expect(scrollLeftFor({ clientWidth: 390, scrollWidth: 900 }, { offsetLeft: 820, offsetWidth: 80 })).toBe(510);
    // A row that fits does not scroll.
    expect(scrollLeftFor({ clientWidth: 900, scrollWidth: 900 }, { offsetLeft: 700, offsetWidth: 80 })).toBe(0);
  });

  it('scrolls a focused tab that is partly out of the row fully into it, as little as it can', () => {
    const row = { clientWidth: 390, scrollLeft: 0 };
    // Half out on the right: its right edge (and 4 px) comes to the row's right edge.
    expect(scrollLeftToShow(row, { offsetLeft: 331, offsetWidth: 90 })).toBe(331 + 90 + 4 - 390);
    // Already in: no move.
    expect(scrollLeftToShow(row, { offsetLeft: 100, offsetWidth: 90 })).toBe(0);
    // Out on the left of a scrolled row.
    expect(scrollLeftToShow({ clientWidth: 390, scrollLeft: 300 }, { offsetLeft: 250, offsetWidth: 90 })).toBe(246);
    expect(scrollLeftToShow({ clientWidth: 390, scrollLeft: 300 }, { offsetLeft: 2, offsetWidth: 90 })).toBe(0);
  });

  it('is one named navigation row that never wraps', () => {
    render(
      <TabRow label="Event" current="b">
        <a href="/a">A</a>
        <a href="/b" aria-current="page">
          B
        </a>
      </TabRow>,
    );
    const nav = screen.getByRole('navigation', { name: 'Event' });
    expect(getComputedStyle(nav).flexWrap).toBe('nowrap');
    expect(getComputedStyle(nav).overflowX).toBe('auto');
  });
});
