import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RETURN_TO_PARAM, safeReturnTo } from '@/lib/return-to';
import { isServerOnline } from './check-server';
import { offlinePagePollMs } from './poll-interval';

/**
 * docs/product.md §2: the offline page re-checks the server periodically and on demand, and goes back to
 * the app's base address as soon as the server answers, handing it the address the person was on
 * (`?next=`): the home screen sends a signed-in person back there, and a signed-out
 * one there after sign-in, as it does for a shared link.
 */
export function useOfflineRecovery(intervalMs: number = offlinePagePollMs()): { retry: () => void; checking: boolean } {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeReturnTo(params.get(RETURN_TO_PARAM));
  const [checking, setChecking] = useState(false);
  const active = useRef(true);
  const inFlight = useRef(false);

  const check = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setChecking(true);
    const online = await isServerOnline(intervalMs);
    inFlight.current = false;
    if (!active.current) return;
    setChecking(false);
    if (online) void navigate(paths.home({ [RETURN_TO_PARAM]: next }), { replace: true });
  }, [intervalMs, navigate, next]);

  useEffect(() => {
    active.current = true;
    const timer = window.setInterval(() => void check(), intervalMs);
    return () => {
      active.current = false;
      window.clearInterval(timer);
    };
  }, [check, intervalMs]);

  return { retry: () => void check(), checking };
}
