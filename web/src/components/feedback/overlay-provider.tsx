import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export interface Overlay {
  /** Covers the page with a spinner and `message` (callers pass the spec's OVERLAYS texts). */
  show: (message: string) => void;
  hide: () => void;
  /** Shows the overlay while `task` runs and hides it afterwards, whatever the outcome. */
  run: <T>(message: string, task: () => Promise<T>) => Promise<T>;
}

const OverlayContext = createContext<Overlay | null>(null);
const OverlayBackdrop = lazy(() => import('./overlay-backdrop'));

export function OverlayProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  // Overlapping `run` calls keep the overlay up until the last one ends.
  const running = useRef(0);

  const show = useCallback((text: string) => setMessage(text), []);
  const hide = useCallback(() => {
    running.current = 0;
    setMessage(null);
  }, []);
  const run = useCallback(async <T,>(text: string, task: () => Promise<T>): Promise<T> => {
    running.current += 1;
    setMessage(text);
    try {
      return await task();
    } finally {
      running.current = Math.max(0, running.current - 1);
      if (running.current === 0) setMessage(null);
    }
  }, []);

  const value = useMemo<Overlay>(() => ({ show, hide, run }), [show, hide, run]);

  return (
    <OverlayContext.Provider value={value}>
      {children}
      {message !== null ? (
        <Suspense fallback={null}>
          <OverlayBackdrop message={message} />
        </Suspense>
      ) : null}
    </OverlayContext.Provider>
  );
}

export function useOverlay(): Overlay {
  const overlay = useContext(OverlayContext);
  if (!overlay) throw new Error('useOverlay must be used inside OverlayProvider');
  return overlay;
}
