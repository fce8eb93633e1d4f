import { DARK_MODE_STORAGE_KEY } from '@agenda/contract';
import { describe, expect, it, vi } from 'vitest';
import { createAppTheme } from './theme';
import { readDarkMode, readThemeMode, setDarkModeAndReload, writeDarkMode } from './theme-preference';

describe('theme preference', () => {
  it('is light until dark mode was chosen', () => {
    expect(readDarkMode()).toBe(false);
    expect(readThemeMode()).toBe('light');
    window.localStorage.setItem(DARK_MODE_STORAGE_KEY, 'true');
    expect(readDarkMode()).toBe(true);
    expect(readThemeMode()).toBe('dark');
    window.localStorage.setItem(DARK_MODE_STORAGE_KEY, 'false');
    expect(readThemeMode()).toBe('light');
  });

  it("stores 'true' or 'false' under the darkMode key", () => {
    writeDarkMode(true);
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    writeDarkMode(false);
    expect(window.localStorage.getItem('darkMode')).toBe('false');
  });

  it('reloads the page after storing a change (spec §4)', () => {
    const reload = vi.fn(() => {
      expect(window.localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('true');
    });
    setDarkModeAndReload(true, window.localStorage, reload);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('survives blocked storage', () => {
    expect(readDarkMode(null)).toBe(false);
    expect(() => writeDarkMode(true, null)).not.toThrow();
  });

  it('builds a light and a dark theme', () => {
    expect(createAppTheme('light').palette.mode).toBe('light');
    expect(createAppTheme('dark').palette.mode).toBe('dark');
    expect(createAppTheme('light').palette.primary.contrastText).toBe('#ffffff');
  });
});
