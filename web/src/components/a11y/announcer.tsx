import Box from '@mui/material/Box';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

/** Says `text` to screen readers through the app's one polite live region. */
export type Announce = (text: string) => void;

const AnnounceContext = createContext<Announce | null>(null);

/**
 * The app's one polite status region (WCAG 4.1.3; docs/features.md "Keyboard and screen readers"): the
 * page reached after a change of screen (route-focus.tsx) and what an action did ("You're in …"). One
 * region, always in the page, so that a screen reader hears each change of its text; each message is a
 * new node, so that the same words said twice (joining, leaving, joining again) are heard twice.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; key: number }>({ text: '', key: 0 });
  const announce = useCallback<Announce>((text) => setMessage((last) => ({ text, key: last.key + 1 })), []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnounceContext.Provider value={value}>
      {children}
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden} data-testid="announcer">
        <span key={message.key}>{message.text}</span>
      </Box>
    </AnnounceContext.Provider>
  );
}

/** The app's announcer (AnnouncerProvider, in the router's root). */
export function useAnnounce(): Announce {
  const announce = useContext(AnnounceContext);
  if (!announce) throw new Error('useAnnounce must be used inside AnnouncerProvider');
  return announce;
}
