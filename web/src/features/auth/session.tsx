import { SESSION_HINT_STORAGE_KEY } from '@agenda/contract';
import type { User } from 'firebase/auth';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { readSessionHint, writeSessionHint } from './session-hint';
import { forgetCorporateSession, startSignIn } from './sign-in';

type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /**
   * The session ended with this tab's Logout (signOut): the signed-in screens then send to the plain
   * home, with no address to return to; a session that ended otherwise (an expired one, another tab's
   * logout) keeps the address, for the next sign-in to come back to it.
   */
  loggedOut?: boolean;
  signIn: () => Promise<void>;
  signOut: () => Promise<void>;
}

interface AuthState {
  status: SessionStatus;
  user: User | null;
  loggedOut?: boolean;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Follows Firebase Auth's signed-in user (onAuthStateChanged). The SDK is imported lazily, and only
 * when this browser may have a session or somebody starts to sign in (see session-hint.ts).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() =>
    readSessionHint() ? { status: 'loading', user: null } : { status: 'signedOut', user: null },
  );
  const watching = useRef<Promise<void> | null>(null);
  const unsubscribe = useRef<(() => void) | null>(null);
  const hadUser = useRef(false);
  const loggingOut = useRef(false);

  const watch = useCallback((): Promise<void> => {
    if (watching.current) return watching.current;
    const attempt: Promise<void> = import('@/lib/firebase')
      .then(({ watchAuthState }) => {
        // The provider may have been unmounted (or remounted) while the SDK was downloading.
        if (watching.current !== attempt) return;
        unsubscribe.current = watchAuthState((user) => {
          writeSessionHint(!!user);
          // However the session ended (logout, a 401 from the API, another tab), the stored
          // corporate token and user details go with it.
          if (!user && hadUser.current) void forgetCorporateSession().catch(() => undefined);
          hadUser.current = !!user;
          // In a transition, which React renders in slices: the whole signed-in frame and its screen draw
          // from here (on a returning visit, in place of the pre-paint), and an urgent update would be one long
          // task on a phone's CPU.
          const loggedOut = !user && loggingOut.current;
          loggingOut.current = false;
          startTransition(() =>
            setState(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null, loggedOut }),
          );
        });
      })
      .catch(() => {
        if (watching.current !== attempt) return;
        // Without the SDK nobody can be signed in; the home screen stays usable.
        watching.current = null;
        setState({ status: 'signedOut', user: null });
      });
    watching.current = attempt;
    return attempt;
  }, []);

  useEffect(() => {
    if (readSessionHint()) void watch();
    // A sign-in in another tab sets the hint; follow it here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_HINT_STORAGE_KEY && event.newValue === 'true') void watch();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      unsubscribe.current?.();
      unsubscribe.current = null;
      watching.current = null;
    };
  }, [watch]);

  // Sessions end with the corporate identity: while signed in, the session is
  // renewed silently before its corporate verification gets too old (session-renewal.ts, loaded here).
  useEffect(() => {
    if (state.status !== 'signedIn') return;
    let stop: (() => void) | null = null;
    let active = true;
    void import('./session-renewal')
      .then(({ keepSessionVerified }) => {
        if (active) stop = keepSessionVerified();
      })
      .catch(() => undefined);
    return () => {
      active = false;
      stop?.();
    };
  }, [state.status]);

  const signIn = useCallback(async () => {
    // The popup opens first, while the click still counts as a user gesture (browsers block popups
    // opened later); the Firebase SDK downloads meanwhile.
    await Promise.all([startSignIn(), watch()]);
  }, [watch]);

  const signOut = useCallback(async () => {
    await forgetCorporateSession().catch(() => undefined);
    const { signOutCurrentUser } = await import('@/lib/firebase');
    loggingOut.current = true;
    await signOutCurrentUser().catch((error: unknown) => {
      loggingOut.current = false;
      throw error;
    });
  }, []);

  const value = useMemo<Session>(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
