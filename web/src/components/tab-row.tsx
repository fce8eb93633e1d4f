import Stack from '@mui/material/Stack';
import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';

/**
 * Where a row scrolls so that `active` shows, centred when the row is narrower than its content
 * (offsets relative to the row, which is its items' offset parent).
 */
export function scrollLeftFor(
  row: { clientWidth: number; scrollWidth: number },
  active: { offsetLeft: number; offsetWidth: number },
): number {
  const centred = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  return Math.max(0, Math.min(centred, row.scrollWidth - row.clientWidth));
}

/**
 * Where a row scrolls so that the whole of `item` shows, moving as little as it can: Chrome scrolls a
 * focused element into view only when none of it shows, and a tab half out of the row stays half out.
 */
export function scrollLeftToShow(
  row: { clientWidth: number; scrollLeft: number },
  item: { offsetLeft: number; offsetWidth: number },
  margin = 4,
): number {
  const start = item.offsetLeft - margin;
  const end = item.offsetLeft + item.offsetWidth + margin;
  if (start < row.scrollLeft) return Math.max(0, start);
  if (end > row.scrollLeft + row.clientWidth) return end - row.clientWidth;
  return row.scrollLeft;
}

/**
 * A screen's tabs: real links in ONE row that scrolls sideways when it is wider than
 * the screen, never wrapping into a second or third row on a phone. The current one (aria-current)
 * is scrolled into view when the screen changes, and a tab reached with the keyboard as it is focused.
 */
export function TabRow({
  label,
  current,
  children,
}: {
  label: string;
  current: string | undefined;
  children: ReactNode;
}) {
  const row = useRef<HTMLElement>(null);
  useEffect(() => {
    // In the next frame, where the browser lays the page out anyway, not in the commit (see NowLine).
    const frame = requestAnimationFrame(() => {
      const element = row.current;
      const active = element?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!element || !active) return;
      element.scrollLeft = scrollLeftFor(element, active);
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);
  const showFocused = (event: FocusEvent<HTMLElement>) => {
    const element = row.current;
    const item = event.target.closest<HTMLElement>('nav > *');
    if (!element || !item || item.parentElement !== element) return;
    element.scrollLeft = scrollLeftToShow(element, item);
  };
  return (
    <Stack
      ref={row}
      onFocus={showFocused}
      component="nav"
      aria-label={label}
      direction="row"
      sx={{
        position: 'relative',
        flexWrap: 'nowrap',
        gap: 1,
        overflowX: 'auto',
        overscrollBehaviorX: 'contain',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
        // Room for the focus ring, which the row's overflow would otherwise clip.
        p: '3px',
        m: '-3px',
        '& > *': { flexShrink: 0, whiteSpace: 'nowrap' },
      }}
    >
      {children}
    </Stack>
  );
}
