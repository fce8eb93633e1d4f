/**
 * Navigation for screens that also draw outside the router: the signed-out home is painted by the
 * first chunk, without react-router (its data router is a third of that chunk), and the router is
 * loaded once somebody leaves the home screen (app/app.tsx). Such screens navigate and read their
 * search params through these hooks, never react-router's: inside the router they are react-router's
 * (app/router-navigation.tsx), on the first paint they hand the address over to the router.
 */
import { APP_BASE_PATH } from '@agenda/contract';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';

interface NavigateOptions {
  replace?: boolean;
}

export interface AppNavigation {
  /** The current address's search string (`?…` or ''). */
  search: string;
  /** Goes to an address of the route table (a `paths` builder's result, relative to the base path). */
  navigate: (to: string, options?: NavigateOptions) => void;
}

const AppNavigationContext = createContext<AppNavigation | null>(null);

export function AppNavigationProvider({ value, children }: { value: AppNavigation; children: ReactNode }) {
  return <AppNavigationContext.Provider value={value}>{children}</AppNavigationContext.Provider>;
}

function useAppNavigation(): AppNavigation {
  const navigation = useContext(AppNavigationContext);
  if (!navigation)
    throw new Error('useAppNavigate needs the router (app/router.tsx) or the first paint (app/app.tsx) above it');
  return navigation;
}

export function useAppNavigate(): AppNavigation['navigate'] {
  return useAppNavigation().navigate;
}

export function useAppSearchParams(): URLSearchParams {
  const { search } = useAppNavigation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Like react-router's `<Navigate>`: goes to `to` once rendered. */
export function AppNavigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useAppNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** Whether the browser's address is the home screen's (`/v2` or `/v2/`), which draws without the router. */
export function isHomeAddress(pathname: string = window.location.pathname): boolean {
  return pathname.replace(/\/+$/, '') === APP_BASE_PATH;
}

/**
 * Navigation before the router is loaded: the new address goes into the browser's history, where
 * the router finds it when it starts (`leave` mounts it).
 */
export function firstPaintNavigation(
  leave: () => void,
  history: History = window.history,
  location: Location = window.location,
): AppNavigation {
  return {
    search: location.search,
    navigate: (to, options) => {
      const url = `${APP_BASE_PATH}${to.startsWith('/') ? to : `/${to}`}`;
      if (options?.replace) history.replaceState(null, '', url);
      else history.pushState(null, '', url);
      leave();
    },
  };
}
