import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come near the screen (`margin` around it), once: a post's photo and live
 * counts are read only for the posts one scrolls to. Without IntersectionObserver, at once.
 */
export function useOnScreen(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
