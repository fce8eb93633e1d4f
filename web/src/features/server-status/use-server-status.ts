import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { APP_BASE_PATH } from '@agenda/contract';
import { useAppNavigate } from '@/lib/app-navigation';
import { RETURN_TO_PARAM, returnToOf } from '@/lib/return-to';
import { isServerOnline } from './check-server';
import { serverStatusPollMs } from './poll-interval';

/** The address to come back to after the offline screen: the current one inside the signed-in area. */
export function currentReturnTo(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location) {
  const pathname = location.pathname.startsWith(APP_BASE_PATH)
    ? location.pathname.slice(APP_BASE_PATH.length)
    : location.pathname;
  return returnToOf({ pathname, search: location.search, hash: location.hash });
}

/**
 * docs/product.md §2: checks the server at load and then periodically; when it is not online the user is
 * sent to the offline screen, which keeps the address they were on.
 */
export function useServerStatus(intervalMs: number = serverStatusPollMs()): void {
  const navigate = useAppNavigate();

  useEffect(() => {
    let active = true;
    let running = false;

    const check = async () => {
      if (running) return;
      running = true;
      const online = await isServerOnline(intervalMs);
      running = false;
      if (active && !online) {
        navigate(paths.serveroffline({ [RETURN_TO_PARAM]: currentReturnTo() }), { replace: true });
      }
    };

    void check();
    const timer = window.setInterval(() => void check(), intervalMs);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [intervalMs, navigate]);
}
