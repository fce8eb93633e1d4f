import Box from '@mui/material/Box';
import type { MouseEvent, ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

/** The id of every frame's `<main>`, the target of "Skip to content". */
export const MAIN_CONTENT_ID = 'main-content';
/** The id of the event screens' content below the event's header and toolbar. */
export const EVENT_CONTENT_ID = 'event-content';

/** Moves the keyboard focus to the element of `id` (a landmark with tabIndex -1) and shows it. */
function focusById(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/**
 * A skip link (WCAG 2.4.1): out of sight until it has the keyboard focus, then drawn at the top left.
 * It focuses its target itself rather than following the `#id`: a hash change would be a navigation
 * for the router, and a target without tabIndex would leave the focus where it was.
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusById(target);
  };
  return (
    <Box
      component="a"
      href={`#${target}`}
      onClick={onClick}
      sx={{
        ...visuallyHidden,
        '&:focus': {
          position: 'fixed',
          top: 8,
          left: 8,
          width: 'auto',
          height: 'auto',
          clip: 'auto',
          overflow: 'visible',
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 600,
          boxShadow: 6,
          outline: (theme) => `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      }}
    >
      {children}
    </Box>
  );
}
