import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface ProgressiveCount {
  /** How many of the items to draw now. */
  shown: number;
  /** Draws the next batch (the "Show more" button). */
  showMore: () => void;
  /** Put on an element after the last drawn item: when it nears the viewport, the next batch follows. */
  sentinelRef: RefObject<HTMLDivElement | null>;
}

/**
 * Draws a long list a batch at a time: the first `batch` items at once, the next ones as the reader
 * scrolls towards the end (IntersectionObserver) or asks for them. Starts again at one batch whenever
 * `resetKey` changes (a new search text, say).
 */
export function useProgressiveCount(total: number, batch: number, resetKey: unknown): ProgressiveCount {
  const [count, setCount] = useState(batch);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setCount(batch);
  }
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const showMore = useCallback(() => setCount((current) => current + batch), [batch]);
  const shown = Math.min(count, total);

  useEffect(() => {
    const node = sentinelRef.current;
    if (!node || shown >= total || typeof IntersectionObserver === 'undefined') return;
    // Half a screen ahead: the next cards are drawn before the reader reaches the end.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown, total, showMore]);

  return { shown, showMore, sentinelRef };
}
