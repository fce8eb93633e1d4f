import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createAppTheme } from '@/lib/theme';
import { readThemeMode, setDarkModeAndReload, type ThemeMode } from '@/lib/theme-preference';

interface ThemeModeValue {
  mode: ThemeMode;
  toggleDarkMode: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function AppThemeProvider({ children }: { children: ReactNode }) {
  // Read once: a change reloads the page (docs/product.md §4), so the mode never changes while mounted.
  const value = useMemo<ThemeModeValue>(() => {
    const mode = readThemeMode();
    return { mode, toggleDarkMode: () => setDarkModeAndReload(mode !== 'dark') };
  }, []);
  const theme = useMemo(() => createAppTheme(value.mode), [value.mode]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside AppThemeProvider');
  return value;
}
