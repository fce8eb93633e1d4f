import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Marks the element that takes the focus when a kept control disappears (a session's row left from My agenda). */
export const FOCUS_HOME = { 'data-focus-home': '' } as const;

/** How long after a press the focus is kept: the answer and the live schedule that follows it come by then. */
const KEPT_MS = 15_000;

/** Whether nothing holds the focus (the focused element was removed or disabled): the body has it. */
const focusLost = () => {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
};

function focusQuietly(element: HTMLElement): void {
  if (!element.matches('button, a[href], input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

export interface KeptFocus<T extends HTMLElement> {
  /** The control's ref: a replacement drawn in its place (Join becomes Leave) gets the focus back. */
  ref: (element: T | null) => void;
  /** Called as the action starts: from now the focus stays on the control, whatever it is drawn as. */
  keep: () => void;
  /** Puts the focus on the control now (after Undo, from the toast). */
  focus: () => void;
}

/**
 * Focus that stays on an action's control (WCAG 2.4.3; docs/features.md "Keyboard and screen readers"):
 * after Join, Leave or Undo the control changes its label, may be drawn as another element (a blocked
 * button, a new one) or vanish. While kept (from `keep` until the focus goes elsewhere, at most 15 s),
 * a focus lost to the body returns to the control, or to its replacement; a control that vanishes hands
 * it to the nearest ancestor marked FOCUS_HOME. Only a control that had the focus keeps it: a tap on a
 * browser that does not focus buttons moves nothing.
 */
export function useKeptFocus<T extends HTMLElement>(): KeptFocus<T> {
  const element = useRef<T | null>(null);
  const home = useRef<HTMLElement | null>(null);
  const keptUntil = useRef(0);

  const ref = useCallback((next: T | null) => {
    if (next) {
      element.current = next;
      home.current = next.closest<HTMLElement>('[data-focus-home]');
      if (Date.now() < keptUntil.current && focusLost()) focusQuietly(next);
    } else {
      // Removed: a replacement drawn in the same commit takes the focus (above); else, the control has
      // vanished (its row left My agenda), and its home takes it.
      element.current = null;
      queueMicrotask(() => {
        const target = home.current;
        if (!element.current && Date.now() < keptUntil.current && target?.isConnected && focusLost())
          focusQuietly(target);
      });
    }
  }, []);

  const keep = useCallback(() => {
    const current = element.current;
    if (!current || !current.contains(document.activeElement)) return;
    home.current = current.closest<HTMLElement>('[data-focus-home]');
    keptUntil.current = Date.now() + KEPT_MS;
  }, []);

  const focus = useCallback(() => {
    if (element.current) focusQuietly(element.current);
  }, []);

  // After each drawing: a control drawn again in place (the same element, now disabled and enabled again)
  // takes the focus back if it was lost meanwhile.
  useLayoutEffect(() => {
    if (Date.now() < keptUntil.current && element.current && focusLost()) focusQuietly(element.current);
  });

  // The focus moved elsewhere by the person: nothing is kept any more.
  useEffect(() => {
    const moved = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (target && element.current && !element.current.contains(target)) keptUntil.current = 0;
    };
    document.addEventListener('focusin', moved);
    return () => document.removeEventListener('focusin', moved);
  }, []);

  return { ref, keep, focus };
}
