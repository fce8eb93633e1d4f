import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scrollLeftFor, TabRow } from './tab-row';

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
