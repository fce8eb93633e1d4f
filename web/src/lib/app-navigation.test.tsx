import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AppNavigate,
  AppNavigationProvider,
  firstPaintNavigation,
  isHomeAddress,
  type AppNavigation,
} from './app-navigation';

describe('isHomeAddress', () => {
  it.each([
    ['/v2', true],
    ['/v2/', true],
    ['/v2/main/selectcountry', false],
    ['/v2/serveroffline', false],
    ['/', false],
  ])('%s → %s', (pathname, home) => {
    expect(isHomeAddress(pathname)).toBe(home);
  });
});

describe('firstPaintNavigation', () => {
  function fakeHistory() {
    return { pushState: vi.fn(), replaceState: vi.fn() } as unknown as History & {
      pushState: ReturnType<typeof vi.fn>;
      replaceState: ReturnType<typeof vi.fn>;
    };
  }

  it('puts the new address under the base path into the history, then starts the router', () => {
    const history = fakeHistory();
    const leave = vi.fn();
    const navigation = firstPaintNavigation(leave, history, { search: '?next=%2Fmain%2Fprofile' } as Location);
    expect(navigation.search).toBe('?next=%2Fmain%2Fprofile');
    expect(leave).not.toHaveBeenCalled();

    navigation.navigate('/main/events/eventslist?t=de', { replace: true });
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/v2/main/events/eventslist?t=de');
    expect(history.pushState).not.toHaveBeenCalled();
    expect(leave).toHaveBeenCalledTimes(1);

    navigation.navigate('/serveroffline');
    expect(history.pushState).toHaveBeenCalledWith(null, '', '/v2/serveroffline');
    expect(leave).toHaveBeenCalledTimes(2);
  });
});

describe('AppNavigate', () => {
  it('navigates once rendered, replacing when asked', () => {
    const navigate = vi.fn<AppNavigation['navigate']>();
    render(
      <AppNavigationProvider value={{ search: '', navigate }}>
        <AppNavigate to="/main/selectcountry" replace />
      </AppNavigationProvider>,
    );
    expect(navigate).toHaveBeenCalledWith('/main/selectcountry', { replace: true });
  });

  it('needs a provider: outside the router and the first paint it says so', () => {
    // React logs the render error besides throwing it; keep the test's output quiet.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AppNavigate to="/main/selectcountry" />)).toThrow(/needs the router/);
    logged.mockRestore();
  });
});
