/**
 * The pre-paint in the page (lib/pre-paint.ts): how the page's first script draws it, and how the app's
 * loading states keep drawing what it drew until the list draws its own cards (app/first-paint.tsx). The app's
 * first chunk imports this module, the home's too: it holds nothing but these few DOM steps.
 */

const MARKUP = '[data-pre-paint]';
const RULES = 'style[data-pre-paint-rules]';
/** The pre-paint's rules while they are its own: Emotion marks `data-s` on an element it adopts as its sheet. */
const OWN_RULES = `${RULES}:not([data-s])`;

/** The pre-paint's markup, `html`, inert and busy (its rules are drawn apart, showPrePaintRules). */
export const prePaintHtml = (html: string): string => `<div data-pre-paint inert aria-busy="true">${html}</div>`;

/**
 * The pre-paint's CSS, once for the page, in <head>: the first script draws it, and it stays while the app's
 * loading states draw the markup again, so that the browser parses it once, not at each of React's commits.
 * Its text is the style element's text, never parsed as HTML.
 *
 * It is marked as Emotion's own server-rendered styles for `names` (`data-emotion="css <name> …"`): the app's
 * Emotion cache, created as the first chunk is evaluated, adopts the element as one of its sheets and takes
 * those names as inserted (@emotion/cache's hydration), so the first commit neither compiles nor inserts the
 * first screen's rules again. Emotion's names are hashes of the styles, so a name stands for
 * the same rules in any build.
 */
export function showPrePaintRules(
  css: string,
  names: readonly string[] = [],
  document: Document = window.document,
): void {
  if (document.head.querySelector(RULES)) return;
  const style = document.createElement('style');
  style.setAttribute('data-pre-paint-rules', '');
  if (names.length > 0) style.setAttribute('data-emotion', `css ${names.join(' ')}`);
  style.textContent = css;
  document.head.append(style);
}

/**
 * Removes the pre-paint's CSS, once the app draws the screen itself (Emotion's own rules are in by then),
 * unless Emotion has adopted it (`data-s`): its names' rules are then in it alone.
 */
export function removePrePaintRules(document: Document = window.document): void {
  document.head.querySelector(OWN_RULES)?.remove();
}

/** Whether a <style> element holds the pre-paint's own rules (false once Emotion has adopted it as its sheet). */
export const isPrePaintRules = (style: Element): boolean => style.matches(OWN_RULES);

/**
 * The pre-paint as drawn in the page now (its element's markup), or null when none is: the first script drew
 * it in #root, and React's first commit, which replaces #root's contents, draws it again (app/first-paint.tsx).
 */
export function drawnPrePaint(document: Document = window.document): string | null {
  return document.querySelector(MARKUP)?.outerHTML ?? null;
}
