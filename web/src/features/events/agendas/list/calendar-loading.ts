/** The calendar view's code, loaded apart from the programme's timeline (docs/features.md). */
import { useEffect, useState } from 'react';

// react-big-calendar is loaded only when the calendar is about to be chosen, so the timeline stays light:
// when the pointer or focus reaches the Calendar button, or once the timeline is drawn and the page idle
// on a screen wide enough for the week view (the first switch used to wait for the chunk).
type CalendarModule = typeof import('./agenda-calendar-view');
let loadedCalendar: CalendarModule | null = null;
const loadCalendar = () =>
  import('./agenda-calendar-view').then((module) => {
    loadedCalendar = module;
    return module;
  });
export const prefetchCalendar = () => void loadCalendar().catch(() => undefined);

/**
 * The calendar view once its chunk is loaded, null until then (loading it when `wanted`). Not React.lazy:
 * a lazy component suspends on its first drawing even with its chunk there, and React then holds the
 * content back until the fallback has shown for 300 ms (most of the first switch's 400 ms, measured).
 * A chunk that fails to load is thrown to the error boundary, as lazy would.
 */
export function useCalendarView(wanted: boolean): CalendarModule['default'] | null {
  const [, setLoaded] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted || loadedCalendar) return undefined;
    let current = true;
    loadCalendar().then(
      () => current && setLoaded(true),
      (error: unknown) => current && setFailure(error ?? new Error('The calendar could not be loaded')),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  if (failure) throw failure;
  return loadedCalendar?.default ?? null;
}

/** Loads the calendar's chunk when the page is idle, on screens at least `minWidth` wide. */
export function usePrefetchWhenIdle(enabled: boolean, minWidth = 900): void {
  useEffect(() => {
    if (!enabled || window.innerWidth < minWidth) return undefined;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prefetchCalendar, 2_000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prefetchCalendar, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }, [enabled, minWidth]);
}
