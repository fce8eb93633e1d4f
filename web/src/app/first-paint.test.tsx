import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressOf, LIST_SNAPSHOT_KEY, LOCAL_DATA_OWNER_KEY, viewerZone, type PrePaint } from '@/lib/pre-paint';
import { FirstPaint } from './first-paint';

const LIST = '/v2/main/events/eventslist?t=fr';

function keep(uid: string) {
  const prePaint: PrePaint = {
    address: addressOf(new URL(LIST, window.location.origin)),
    html: '<main><h1>France events</h1><article aria-label="Kept">Kept</article></main>',
    css: '.css-a{color:red}',
    dark: false,
    zone: viewerZone(),
    until: Number.MAX_SAFE_INTEGER,
  };
  localStorage.setItem(
    LIST_SNAPSHOT_KEY,
    JSON.stringify({ v: 1, uid, tenantId: 'fr', title: '', events: [], prePaint }),
  );
}

describe('what the app draws while it loads', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(LOCAL_DATA_OWNER_KEY, 'alice');
    window.history.replaceState(null, '', LIST);
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('on a returning visit to the list: the pre-paint the first script drew, the same markup, inert and busy', () => {
    keep('alice');
    const { container } = render(<FirstPaint />);
    const drawn = container.querySelector('[data-pre-paint]')!;
    expect(drawn.hasAttribute('inert')).toBe(true);
    expect(drawn.getAttribute('aria-busy')).toBe('true');
    expect(drawn.querySelector('article')?.textContent).toBe('Kept');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps the rules while one loading state follows another, and removes them once the app draws the screen', () => {
    keep('alice');
    vi.useFakeTimers();
    try {
      const rules = () => document.head.querySelectorAll('style[data-pre-paint-rules]');
      const first = render(<FirstPaint />);
      expect(rules()).toHaveLength(1);
      // The router's loading state follows the app's in the same commit.
      first.rerender(<FirstPaint key="router" />);
      vi.runAllTimers();
      expect(rules()).toHaveLength(1);
      expect(rules()[0]!.textContent).toBe('.css-a{color:red}');
      first.rerender(<main>The list</main>);
      vi.runAllTimers();
      expect(rules()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a spinner for anybody else's snapshot, and anywhere else", () => {
    keep('bob');
    const { unmount } = render(<FirstPaint />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    unmount();
    keep('alice');
    window.history.replaceState(null, '', '/v2/main/profile');
    render(<FirstPaint />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(document.querySelector('[data-pre-paint]')).toBeNull();
  });
});
