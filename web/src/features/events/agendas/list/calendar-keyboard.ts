import type { KeyboardEvent } from 'react';

/**
 * The calendar's sessions walked with the arrow keys, one Tab stop for the whole grid:
 * react-big-calendar makes each session of the week and day views a focusable button, which would be a
 * Tab stop each (a week of 40 sessions, 40 stops). Here the grid keeps one (the session last reached,
 * else the first), and
 * - Up and Down go to the session before or after on the same day,
 * - Left and Right go to the session nearest in time on the day before or after that has any,
 * - Home and End to the first and last session shown.
 * Sessions of a column are taken in time order (their drawn top, then left), whatever order they were drawn in.
 */

const EVENT = '.rbc-time-content .rbc-event';
const COLUMN = '.rbc-time-content .rbc-day-slot';

/** Each day column's sessions, top to bottom (parallel ones left to right), the empty days left out. */
function columns(calendar: HTMLElement): HTMLElement[][] {
  return Array.from(calendar.querySelectorAll<HTMLElement>(COLUMN))
    .map((column) =>
      Array.from(column.querySelectorAll<HTMLElement>('.rbc-event'))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
        .map(({ element }) => element),
    )
    .filter((sessions) => sessions.length > 0);
}

/** Makes `target` the grid's one Tab stop. */
function makeStop(calendar: HTMLElement, target: HTMLElement): void {
  for (const element of calendar.querySelectorAll<HTMLElement>(EVENT)) element.tabIndex = element === target ? 0 : -1;
}

/** After each drawing: exactly one session is a Tab stop, the one focused or reached last if still there. */
export function keepOneStop(calendar: HTMLElement): void {
  const sessions = Array.from(calendar.querySelectorAll<HTMLElement>(EVENT));
  if (sessions.length === 0) return;
  const current =
    sessions.find((element) => element === document.activeElement) ?? sessions.find((s) => s.tabIndex === 0);
  // The columns (a layout read of every session) only when no session is the stop yet: this runs after
  // each drawing, and a week may hold hundreds of sessions.
  const stop = current ?? columns(calendar)[0]?.[0] ?? sessions[0];
  if (stop && sessions.some((element) => element !== stop && element.tabIndex !== -1)) makeStop(calendar, stop);
  else if (stop && stop.tabIndex !== 0) stop.tabIndex = 0;
}

/** The calendar's onKeyDown: moves the focus among its sessions (see above). */
export function calendarKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const calendar = event.currentTarget;
  const from = (event.target as HTMLElement).closest<HTMLElement>('.rbc-event');
  if (!from || !calendar.contains(from)) return;
  const days = columns(calendar);
  const day = days.findIndex((sessions) => sessions.includes(from));
  if (day < 0) return;
  const sessions = days[day] ?? [];
  const at = sessions.indexOf(from);
  let next: HTMLElement | undefined;
  switch (event.key) {
    case 'ArrowDown':
      next = sessions[at + 1];
      break;
    case 'ArrowUp':
      next = sessions[at - 1];
      break;
    case 'ArrowRight':
    case 'ArrowLeft': {
      const other = days[day + (event.key === 'ArrowRight' ? 1 : -1)];
      const top = from.getBoundingClientRect().top;
      next = other?.reduce((best, candidate) =>
        Math.abs(candidate.getBoundingClientRect().top - top) < Math.abs(best.getBoundingClientRect().top - top)
          ? candidate
          : best,
      );
      break;
    }
    case 'Home':
      next = days[0]?.[0];
      break;
    case 'End':
      next = days.at(-1)?.at(-1);
      break;
    default:
      return;
  }
  // At an edge the key does nothing, but does not scroll the page either.
  event.preventDefault();
  if (!next) return;
  makeStop(calendar, next);
  next.focus();
}
