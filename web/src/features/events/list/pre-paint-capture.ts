import type { EventItem } from '@/lib/event-item';
import { addressOf, PRE_PAINT_MAX_CHARS, viewerZone, type PrePaint } from '@/lib/pre-paint';
import { isPrePaintRules } from '@/lib/pre-paint-dom';
import { readDarkMode } from '@/lib/theme-preference';

/** Attributes that make markup interactive or tie it to the live page: none is kept (the pre-paint is inert). */
const LIVE_ATTRIBUTES = ['id', 'href', 'tabindex', 'for', 'autofocus', 'aria-controls', 'aria-describedby'];
/** States of the moment, not of the list (a focused field, a pressed button). */
const MOMENT_CLASSES = ['Mui-focused', 'Mui-focusVisible'];
/** The rows of the list, cards or days' lines: those below the first screen are left out. */
const ROWS = 'main article, main li';

const EMOTION_CLASS = /\.(css-[\w-]+)/g;

/**
 * A rule's text without the blanks the CSSOM adds around its punctuation (a third of its size). Never
 * before a colon: ` :hover` (any descendant hovered) is not `:hover`.
 */
const compact = (css: string): string => css.replace(/\s*([{};,])\s*/g, '$1').replace(/:\s+/g, ':');

/** The rules of Emotion's sheets (our styles, inserted with insertRule) that the markup's classes use, each once. */
function usedRules(used: ReadonlySet<string>, sheets: readonly CSSStyleSheet[]): string {
  const keyframes = new Map<string, string>();
  const keep = (rule: CSSRule): string => {
    if (rule instanceof CSSStyleRule) {
      const classes = [...rule.selectorText.matchAll(EMOTION_CLASS)].map((match) => match[1]!);
      // A rule of no Emotion class is global (CssBaseline's html and body): the page's look.
      return classes.length === 0 || classes.some((name) => used.has(name)) ? compact(rule.cssText) : '';
    }
    if (rule instanceof CSSMediaRule) {
      const inner = [...rule.cssRules].map(keep).join('');
      return inner ? `@media ${rule.media.mediaText}{${inner}}` : '';
    }
    // By its type: not every CSSOM has CSSKeyframesRule (jsdom's has not).
    if (rule.type === CSSRule.KEYFRAMES_RULE) {
      keyframes.set((rule as CSSKeyframesRule).name, compact(rule.cssText));
      return '';
    }
    return compact(rule.cssText);
  };
  const rules = [...new Set(sheets.flatMap((sheet) => [...sheet.cssRules].map(keep)))].join('');
  // The animations the kept rules name (a skeleton's pulse, an autofilled field's), and no other.
  return rules + [...keyframes].flatMap(([name, text]) => (rules.includes(name) ? [text] : [])).join('');
}

/**
 * Emotion's sheets: the page's own <style> elements (not a stylesheet file, not the pre-paint's rules unless
 * Emotion adopted them as its own, lib/pre-paint-dom.ts).
 */
function emotionSheets(document: Document): CSSStyleSheet[] {
  return [...document.querySelectorAll('style')].flatMap((style) =>
    style.sheet && !isPrePaintRules(style) ? [style.sheet] : [],
  );
}

/**
 * The Emotion names (class `css-<name>`) of the markup: every rule of such a name starts with its class and
 * is kept (usedRules), so Emotion may adopt them from the pre-paint's CSS.
 */
const emotionNames = (classes: ReadonlySet<string>): string[] =>
  [...classes].flatMap((name) => (/^css-[\w-]+$/.test(name) ? [name.slice('css-'.length)] : []));

/** The first `kept` rows of the screen in `root`, made inert: no link, id, focus or moment's state. */
function inertMarkup(root: HTMLElement, kept: number): { html: string; classes: Set<string> } {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(ROWS).forEach((row, index) => {
    if (index >= kept) row.remove();
  });
  // A day of the list view whose lines were all left out goes with them.
  copy.querySelectorAll('main section section').forEach((day) => {
    if (!day.querySelector('li')) day.remove();
  });
  copy.querySelectorAll('.MuiTouchRipple-root').forEach((ripple) => ripple.replaceChildren());
  const classes = new Set<string>();
  for (const element of copy.querySelectorAll('*')) {
    for (const name of LIVE_ATTRIBUTES) element.removeAttribute(name);
    element.classList.remove(...MOMENT_CLASSES);
    element.classList.forEach((name) => classes.add(name));
  }
  return { html: copy.innerHTML, classes };
}

/**
 * The first screen of the list in `root` (the app's #root) as the next visit's pre-paint (lib/pre-paint.ts):
 * its markup made inert, the CSS rules it uses, and where and until when it fits — until the first end to
 * come of `events` (the cards drawn), when a card turns "passed". Null when even one row does not fit in
 * PRE_PAINT_MAX_CHARS.
 */
export function capturePrePaint(root: HTMLElement, events: readonly EventItem[], now = Date.now()): PrePaint | null {
  const rows = [...root.querySelectorAll(ROWS)];
  // The rows that start within the first screen, wherever the reader has scrolled to.
  let kept = Math.max(
    1,
    rows.filter((row) => row.getBoundingClientRect().top + window.scrollY < window.innerHeight).length,
  );
  if (rows.length === 0) return null;
  const sheets = emotionSheets(root.ownerDocument);
  const ends = events.map((event) => event.end.getTime()).filter((end) => end > now);
  const common = {
    address: addressOf(window.location),
    dark: readDarkMode(),
    zone: viewerZone(),
    until: ends.length ? Math.min(...ends) : Number.MAX_SAFE_INTEGER,
  };
  for (; kept > 0; kept -= 1) {
    const { html, classes } = inertMarkup(root, kept);
    const css = usedRules(classes, sheets);
    const names = emotionNames(classes);
    if (html.length + css.length + names.join(' ').length <= PRE_PAINT_MAX_CHARS) {
      return { ...common, html, css, names };
    }
  }
  return null;
}
