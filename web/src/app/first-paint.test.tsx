import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prePaintHtml, showPrePaintRules } from '@/lib/pre-paint-dom';
import { FirstPaint } from './first-paint';

const rules = () => document.head.querySelectorAll('style[data-pre-paint-rules]');

/** What the page's first script draws on a returning visit to the list (src/boot-pre-paint.ts). */
function drawnByTheFirstScript(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = prePaintHtml('<main><h1>France events</h1><article aria-label="Kept">Kept</article></main>');
  document.body.append(root);
  showPrePaintRules('.css-a{color:red}');
  return root;
}

describe('what the app draws while it loads', () => {
  afterEach(() => {
    document.querySelectorAll('[data-pre-paint], style[data-pre-paint-rules]').forEach((node) => node.remove());
  });

  it('on a returning visit to the list: the pre-paint the first script drew, the same markup, inert and busy', () => {
    const firstScript = drawnByTheFirstScript();
    const { container } = render(<FirstPaint />);
    // React's first commit replaces what the first script drew in #root.
    firstScript.remove();
    const drawn = container.querySelector('[data-pre-paint]')!;
    expect(drawn.hasAttribute('inert')).toBe(true);
    expect(drawn.getAttribute('aria-busy')).toBe('true');
    expect(drawn.querySelector('article')?.textContent).toBe('Kept');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps the rules while one loading state follows another, and removes them once the app draws the screen', () => {
    vi.useFakeTimers();
    try {
      const firstScript = drawnByTheFirstScript();
      const first = render(<FirstPaint />);
      firstScript.remove();
      expect(rules()).toHaveLength(1);
      // The router's loading state follows the app's in the same commit, and finds the markup drawn.
      first.rerender(<FirstPaint key="router" />);
      vi.runAllTimers();
      expect(rules()).toHaveLength(1);
      expect(rules()[0]!.textContent).toBe('.css-a{color:red}');
      expect(first.container.querySelector('[data-pre-paint] article')?.textContent).toBe('Kept');
      first.rerender(<main>The list</main>);
      vi.runAllTimers();
      expect(rules()).toHaveLength(0);
      // A later loading state (another screen's) finds no pre-paint: a spinner.
      first.rerender(<FirstPaint key="later" />);
      expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a spinner when the first script drew nothing (no pre-paint fits, or another visit)', () => {
    render(<FirstPaint />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(document.querySelector('[data-pre-paint]')).toBeNull();
  });
});
