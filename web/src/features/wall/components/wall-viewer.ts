import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react';

/** Who looks at the wall, for every post and comment of it. */
export interface WallViewer {
  eventId: string;
  uid: string;
  /** An editor of the event: pins, hides and deletes anything, and sees what is hidden. */
  editor: boolean;
  /** Posting, liking, commenting and reporting are open (not while the event hides its wall). */
  writes: boolean;
  /** The viewer's zone, named beside each time. */
  zone: string;
  /** Records whether one of the page's text fields (`key`) holds unsent text: the page warns before leaving. */
  setDirty: (key: string, dirty: boolean) => void;
}

export const WallViewerContext = createContext<WallViewer | null>(null);

export function useWallViewer(): WallViewer {
  const viewer = useContext(WallViewerContext);
  if (!viewer) throw new Error('useWallViewer must be used inside the wall');
  return viewer;
}

/**
 * The page's unsent texts (the composer, an edit, a comment being written): one record for the page, as
 * the router takes one navigation blocker at a time (hooks/use-unsaved-changes.ts).
 */
export function useDirtyTexts(): { dirty: boolean; setDirty: (key: string, dirty: boolean) => void } {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const setDirty = useCallback((key: string, dirty: boolean) => {
    setKeys((current) => {
      if (current.has(key) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return { dirty: keys.size > 0, setDirty };
}

/** Reports a field's unsent text to the page while it is shown. */
export function useDirtyText(dirty: boolean): void {
  const { setDirty } = useWallViewer();
  const key = useId();
  useEffect(() => {
    setDirty(key, dirty);
    return () => setDirty(key, false);
  }, [setDirty, key, dirty]);
}
