import { afterEach, describe, expect, it } from 'vitest';
import { drawnPrePaint, prePaintHtml, removePrePaintRules, showPrePaintRules } from './pre-paint-dom';

const HTML = '<main><h1>France events</h1><article aria-label="Kept">Kept</article></main>';

describe('the pre-paint in the page', () => {
  afterEach(() => {
    document.querySelectorAll('[data-pre-paint], style[data-pre-paint-rules]').forEach((node) => node.remove());
  });

  it('is drawn inert and busy, its rules once in <head> as text that cannot close their style element', () => {
    const host = document.createElement('div');
    host.innerHTML = prePaintHtml(HTML);
    const drawn = host.firstElementChild!;
    expect(drawn.hasAttribute('data-pre-paint')).toBe(true);
    expect(drawn.hasAttribute('inert')).toBe(true);
    expect(drawn.getAttribute('aria-busy')).toBe('true');
    expect(drawn.querySelector('article')?.textContent).toBe('Kept');

    const css = '.css-a::after{content:"</style><img src=x>"}';
    showPrePaintRules(css);
    showPrePaintRules(css);
    const rules = document.head.querySelectorAll('style[data-pre-paint-rules]');
    expect(rules).toHaveLength(1);
    expect(rules[0]!.textContent).toBe(css);
    expect(document.head.querySelector('img')).toBeNull();
    removePrePaintRules();
    expect(document.head.querySelector('style[data-pre-paint-rules]')).toBeNull();
  });

  it("marks its rules as Emotion's server-rendered styles of the names they hold; once adopted, they stay", () => {
    showPrePaintRules('.css-card{display:flex}', ['card', 'link']);
    const style = document.head.querySelector('style[data-pre-paint-rules]')!;
    expect(style.getAttribute('data-emotion')).toBe('css card link');
    // What @emotion/cache's hydration marks on the elements it adopts as its sheets.
    style.setAttribute('data-s', '');
    removePrePaintRules();
    expect(document.head.querySelector('style[data-pre-paint-rules]')).toBe(style);
  });

  it('reads back what is drawn, the same markup, and nothing when nothing is', () => {
    expect(drawnPrePaint()).toBeNull();
    const host = document.createElement('div');
    host.innerHTML = prePaintHtml(HTML);
    document.body.append(host);
    expect(drawnPrePaint()).toBe(host.innerHTML);
    expect(drawnPrePaint()).toContain('<article aria-label="Kept">Kept</article>');
    host.remove();
    expect(drawnPrePaint()).toBeNull();
  });
});
