import { useEffect, useState } from 'react';

/**
 * The current time, read again every `everyMs` (a minute by default): now/next and the now line move
 * on their own while a screen stays open.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
