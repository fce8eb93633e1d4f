import { SCROLL_TOP_THRESHOLD_PX } from '@contract';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useEffect, useState } from 'react';

const GAP = 24;
const SIZE = 48;

/**
 * Fixed actions the button must never cover: a screen's floating action button, or anything marked
 * `data-bottom-action` (a sticky Save bar, say).
 */
const OBSTACLES = '[data-bottom-action], .MuiFab-root:not([data-scroll-top])';

/** How far above the viewport's bottom the button goes: above any fixed action in its corner. */
export function liftAbove(obstacles: readonly Pick<DOMRect, 'top' | 'left' | 'right' | 'bottom'>[], viewport: { width: number; height: number }): number {
  const left = viewport.width - GAP - SIZE;
  const right = viewport.width - GAP;
  let bottom = GAP;
  for (const rect of obstacles) {
    const sharesColumn = rect.left < right && rect.right > left;
    const nearBottom = rect.bottom > viewport.height - bottom - SIZE && rect.top < viewport.height;
    if (sharesColumn && nearBottom) bottom = Math.max(bottom, viewport.height - rect.top + 16);
  }
  return bottom;
}

/**
 * Whether the page is scrolled by more than `threshold` px. The offset is read after the first paint and
 * on scroll, never while React renders: reading it during a render (as MUI's useScrollTrigger does in its
 * initial state) makes the browser lay out the whole page in the middle of the frame's first render,
 * about 100 ms of a returning visit on a phone (issue 17).
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

/** Spec §2: appears once the page is scrolled by more than 100 px; never over a fixed action. */
export function ScrollTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  const [bottom, setBottom] = useState(GAP);

  useEffect(() => {
    if (!visible) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const rects = [...document.querySelectorAll(OBSTACLES)].map((element) => element.getBoundingClientRect());
        setBottom(liftAbove(rects, { width: window.innerWidth, height: window.innerHeight }));
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
  }, [visible]);

  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label="Scroll to top"
        data-scroll-top=""
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: GAP, bottom, transition: 'bottom 150ms' }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
