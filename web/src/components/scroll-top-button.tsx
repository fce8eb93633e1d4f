import { SCROLL_TOP_THRESHOLD_PX } from '@agenda/contract';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useEffect, useState } from 'react';

const GAP = 24;
const SIZE = 48;

type Box = Pick<DOMRect, 'top' | 'left' | 'right' | 'bottom'>;
interface Viewport {
  width: number;
  height: number;
}

/**
 * Fixed actions the button must never cover: a screen's floating action button, or anything marked
 * `data-bottom-action` (a sticky Save bar, say).
 */
const OBSTACLES = '[data-bottom-action], .MuiFab-root:not([data-scroll-top])';

/** Controls: the button may hide no part of them (a Save, an arrow, a field), unless they are as big as a card. */
const CONTROLS =
  'button, input, select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="switch"]';
/** Other things a person can act on: links and anything focusable. */
const ACTIONS = `${CONTROLS}, a[href], [role="link"], [tabindex]:not([tabindex="-1"])`;

/**
 * A link counts as covered when the button would hide this share of it: a long link, or a card that
 * is one, loses a corner only and stays usable; a short link is hidden.
 */
const COVERED_SHARE = 0.15;
/** A control this big (px², a card that is one button) is treated like a link: only a share of it counts. */
const CARD_AREA = 24_000;

/** Something the page offers under the button: its box, and whether it is a control. */
export interface Action extends Box {
  control: boolean;
}

export type Side = 'right' | 'left';
export interface Spot {
  side: Side;
  /** Distance from the viewport's bottom, in px. */
  bottom: number;
}

/** How far above the viewport's bottom the button goes on `side`: above any fixed action in that corner. */
export function liftAbove(obstacles: readonly Box[], viewport: Viewport, side: Side = 'right'): number {
  const left = side === 'right' ? viewport.width - GAP - SIZE : GAP;
  const right = left + SIZE;
  let bottom = GAP;
  for (const rect of obstacles) {
    const sharesColumn = rect.left < right && rect.right > left;
    const nearBottom = rect.bottom > viewport.height - bottom - SIZE && rect.top < viewport.height;
    if (sharesColumn && nearBottom) bottom = Math.max(bottom, viewport.height - rect.top + 16);
  }
  return bottom;
}

/** The button's box at `spot`. */
export function boxAt(spot: Spot, viewport: Viewport): Box {
  const left = spot.side === 'right' ? viewport.width - GAP - SIZE : GAP;
  const top = viewport.height - spot.bottom - SIZE;
  return { left, right: left + SIZE, top, bottom: top + SIZE };
}

/** The area two boxes share; a sliver under 2 px (a border, rounding) is none. */
function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width >= 2 && height >= 2 ? width * height : 0;
}

/** Whether the button's `box` would hide any part of a control, or enough of a link to get in the way. */
export function coversAction(box: Box, actions: readonly Action[]): boolean {
  return actions.some((action) => {
    const hidden = overlap(box, action);
    if (hidden === 0) return false;
    const area = (action.right - action.left) * (action.bottom - action.top);
    return (action.control && area < CARD_AREA) || hidden / area >= COVERED_SHARE;
  });
}

/**
 * Where the button goes (it never covers an action): its corner on the right, above
 * any fixed action there; else the same on the left; else nowhere (null, hidden) until the page moves.
 * `actionsUnder` answers the actions a box lies over.
 */
export function chooseSpot(
  obstacles: readonly Box[],
  viewport: Viewport,
  actionsUnder: (box: Box) => readonly Action[],
): Spot | null {
  for (const side of ['right', 'left'] as const) {
    const spot = { side, bottom: liftAbove(obstacles, viewport, side) };
    const box = boxAt(spot, viewport);
    if (box.top >= 0 && !coversAction(box, actionsUnder(box))) return spot;
  }
  return null;
}

/**
 * The actions of the page under `box`, disabled ones included (a Save blocked until the form is right
 * is still the form's Save, and hit-testing would miss it: a disabled MUI button takes no pointer
 * events). It reads the boxes of the page's links and buttons at most once a frame, only while the
 * page is scrolled past the threshold; scrolling does not invalidate the layout, so no reflow is
 * forced. The button itself is not one of them.
 */
function actionsUnder(box: Box): Action[] {
  const found: Action[] = [];
  for (const element of document.querySelectorAll(ACTIONS)) {
    const { top, left, right, bottom } = element.getBoundingClientRect();
    if (bottom <= box.top || top >= box.bottom || right <= box.left || left >= box.right) continue;
    if (element.closest('[data-scroll-top]') || getComputedStyle(element).visibility === 'hidden') continue;
    found.push({ top, left, right, bottom, control: element.matches(CONTROLS) });
  }
  return found;
}

/**
 * Whether the page is scrolled by more than `threshold` px. The offset is read after the first paint and
 * on scroll, never while React renders: reading it during a render (as MUI's useScrollTrigger does in its
 * initial state) makes the browser lay out the whole page in the middle of the frame's first render,
 * about 100 ms of a returning visit on a phone.
 */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}

const RIGHT_CORNER: Spot = { side: 'right', bottom: GAP };

/**
 * docs/product.md §2: appears once the page is scrolled by more than 100 px. Never over an action — it
 * moves above a fixed action in its corner, to the left corner when an action of the page scrolls
 * under the right one (a form's Save, a table's next-page arrow), and hides while both are taken.
 */
export function ScrollTopButton() {
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  // Null until measured: the button shows only where it was found to cover nothing.
  const [spot, setSpot] = useState<Spot | null>(null);

  useEffect(() => {
    if (!scrolled) {
      setSpot(null);
      return;
    }
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const obstacles = [...document.querySelectorAll(OBSTACLES)].map((element) => element.getBoundingClientRect());
        const next = chooseSpot(obstacles, { width: window.innerWidth, height: window.innerHeight }, actionsUnder);
        setSpot((current) => (current?.side === next?.side && current?.bottom === next?.bottom ? current : next));
      });
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // A Save bar may appear while the page stays where it is (a field changed).
    const observer = new MutationObserver(measure);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [scrolled]);

  const shown = spot ?? RIGHT_CORNER;
  return (
    <Zoom in={scrolled && spot !== null} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label="Scroll to top"
        data-scroll-top=""
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{
          position: 'fixed',
          bottom: shown.bottom,
          ...(shown.side === 'right' ? { right: GAP } : { left: GAP }),
          transition: 'bottom 150ms',
        }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
