import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { LEAVE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';

/** Our texts (the spec names none). */
export const UNSAVED_TITLE = 'Unsaved changes';
export const UNSAVED_MESSAGE = 'You have changes that are not saved. Leave this page and lose them?';

/**
 * Warns before unsaved changes are lost: a link or Back inside the app asks first (the app's confirm
 * dialog), closing or reloading the tab gets the browser's own question. Only the path and query
 * count as leaving. `allowNext()` lets the next navigation through (after a save that leaves).
 */
export function useUnsavedChanges(dirty: boolean): { allowNext: () => void } {
  const confirm = useConfirm();
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirm(UNSAVED_TITLE, UNSAVED_MESSAGE, LEAVE_ACTION).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Stable, so that the callbacks built on it (a save's) keep their identity.
  const allowNext = useCallback(() => {
    allowed.current = true;
  }, []);
  return useMemo(() => ({ allowNext }), [allowNext]);
}
