import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { useAppNavigate } from '@/lib/app-navigation';
import { isServerOnline } from './check-server';
import { serverStatusPollMs } from './poll-interval';

/**
 * Spec §2: checks the server at load and then periodically; when it is not online the user is
 * sent to the offline screen.
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
      if (active && !online) navigate(paths.serveroffline(), { replace: true });
    };

    void check();
    const timer = window.setInterval(() => void check(), intervalMs);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [intervalMs, navigate]);
}
