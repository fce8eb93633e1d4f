import { afterEach, describe, expect, it } from 'vitest';
import { eventFromSnapshot } from '@/lib/event-item';
import { addressOf, PRE_PAINT_MAX_CHARS, viewerZone } from '@/lib/pre-paint';
import { capturePrePaint } from './pre-paint-capture';

const NOW = Date.UTC(2026, 11, 1);
const event = (id: string, end: number) =>
  eventFromSnapshot({
    id,
    name: id,
    tenant_id: 'fr',
    start: new Date(end - 3_600_000),
    end: new Date(end),
    timezone: 'Europe/Paris',
    address: 'Paris',
    description: '',
    privacy: false,
    cover_url: null,
    poster_url: null,
  });

/** A page as the app draws it: Emotion's rules in a <style> element (inserted with insertRule), the list in #root. */
/** What the tests added to the page, removed after each: the unit tests share one page (no isolation), whose
 * <head> holds the Emotion sheets other files' components keep using. */
const added: Element[] = [];

function drawPage(cards = 2, description = ''): HTMLElement {
  const style = document.createElement('style');
  added.push(style);
  style.setAttribute('data-emotion', 'css');
  document.head.append(style);
  for (const rule of [
    'body { margin: 0px; color: rgb(22, 32, 46); }',
    '.css-card { display: flex; }',
    '.css-card:hover .css-link { color: red; }',
    '.css-unused { color: blue; }',
    '@media (min-width: 600px) { .css-card { padding: 24px; } .css-unused { padding: 1px; } }',
    '@media (min-width: 900px) { .css-unused { padding: 2px; } }',
    '@keyframes pulse { 0% { opacity: 1; } 100% { opacity: 0.4; } }',
    '@keyframes spin { 0% { opacity: 1; } 100% { opacity: 0; } }',
    '.css-skeleton { animation: pulse 2s infinite; }',
  ]) {
    style.sheet!.insertRule(rule, style.sheet!.cssRules.length);
  }
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<header class="MuiAppBar-root"><a href="/v2/main/news" id="news">News</a></header>
    <main><h1>France events</h1>
      <div class="MuiInputBase-root Mui-focused css-field"><input id="search"><label for="search">Search</label></div>
      <section aria-label="Events">${Array.from(
        { length: cards },
        (_, index) =>
          `<article class="css-card css-skeleton" aria-label="Event ${index}"><h2><a class="css-link" href="/v2/main/event/agendalist?e=${index}" tabindex="0">Event ${index}</a></h2><p>${description}</p>` +
          `<button class="MuiButton-root Mui-focusVisible" aria-describedby="tip"><span class="MuiTouchRipple-root"><span class="ripple"></span></span>Edit</button></article>`,
      ).join('')}</section>
    </main>`;
  document.body.append(root);
  added.push(root);
  return root;
}

afterEach(() => {
  for (const element of added.splice(0)) element.remove();
});

describe("the list's first screen kept as the next visit's pre-paint", () => {
  it('keeps the markup inert: no link, id, focus target, nor a moment’s state', () => {
    const root = drawPage();
    const kept = capturePrePaint(root, [], NOW)!;
    const copy = document.createElement('div');
    copy.innerHTML = kept.html;
    expect(copy.querySelectorAll('article')).toHaveLength(2);
    expect(copy.querySelector('h1')?.textContent).toBe('France events');
    expect(copy.querySelectorAll('[href], [id], [tabindex], [for], [aria-describedby]')).toHaveLength(0);
    expect(copy.querySelectorAll('.Mui-focused, .Mui-focusVisible')).toHaveLength(0);
    expect(copy.querySelector('.MuiTouchRipple-root')?.children).toHaveLength(0);
    // The live page is left as it was.
    expect(root.querySelectorAll('[href]')).toHaveLength(3);
  });

  it('keeps the rules the markup uses, global ones and the animations they name, and no other', () => {
    const { css } = capturePrePaint(drawPage(), [], NOW)!;
    expect(css).toContain('body{margin:0px;color:rgb(22,32,46);}');
    expect(css).toContain('.css-card{display:flex;}');
    expect(css).toContain('.css-card:hover .css-link{color:red;}');
    expect(css).toMatch(/@media \(min-width: 600px\)\{\.css-card\{padding:24px;\}\}/);
    expect(css).not.toContain('css-unused');
    expect(css).not.toContain('900px');
    expect(css).toContain('pulse');
    expect(css).not.toContain('spin');
  });

  it("names the markup's Emotion classes, whose rules it keeps in full, for Emotion to adopt", () => {
    const { css, names } = capturePrePaint(drawPage(), [], NOW)!;
    expect(names?.sort()).toEqual(['card', 'field', 'link', 'skeleton']);
    // Every rule of those names is kept (the field has none).
    for (const name of ['card', 'link', 'skeleton']) expect(css).toContain(`.css-${name}`);
  });

  it('keeps the rules Emotion adopted from the last pre-paint (its style element is then one of its sheets)', () => {
    const root = drawPage();
    const adopted = document.createElement('style');
    adopted.setAttribute('data-pre-paint-rules', '');
    adopted.setAttribute('data-emotion', 'css field');
    adopted.setAttribute('data-s', '');
    adopted.textContent = '.css-field{margin:3px;}';
    document.head.append(adopted);
    added.push(adopted);
    expect(capturePrePaint(root, [], NOW)!.css).toContain('.css-field{margin:3px;}');
    // Not adopted, the pre-paint's rules are not Emotion's: left out.
    adopted.removeAttribute('data-s');
    expect(capturePrePaint(root, [], NOW)!.css).not.toContain('.css-field{margin:3px;}');
  });

  it('fits its address, theme and zone until the first end to come of the cards drawn', () => {
    window.history.replaceState(null, '', '/v2/main/events/eventslist?t=fr');
    const events = [event('passed', NOW - 1), event('later', NOW + 7_200_000), event('sooner', NOW + 3_600_000)];
    const kept = capturePrePaint(drawPage(), events, NOW)!;
    expect(kept).toMatchObject({
      address: addressOf(window.location),
      dark: false,
      zone: viewerZone(),
      until: NOW + 3_600_000,
    });
    expect(kept.address).toBe('/v2/main/events/eventslist?t=fr');
    expect(capturePrePaint(drawPage(), [event('passed', NOW - 1)], NOW)?.until).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('drops cards from the end to stay within its limit, and keeps nothing of a list without cards', () => {
    // 60 cards of 2,000 characters each: twice the limit.
    const root = drawPage(60, 'x'.repeat(2_000));
    const kept = capturePrePaint(root, [], NOW)!;
    expect(kept.html.length + kept.css.length).toBeLessThanOrEqual(PRE_PAINT_MAX_CHARS);
    const count = (kept.html.match(/<article/g) ?? []).length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(60);
    root.remove();
    expect(capturePrePaint(drawPage(0), [], NOW)).toBeNull();
  });
});
