import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import Button from '@mui/material/Button';
import { useThemeMode } from './app-theme-provider';

/**
 * Lets the preference be changed before sign-in (home and offline screens): "Dark mode", pressed while on,
 * as the signed-in menu's switch is named (docs/product.md §4). A text button, not an icon button: the home's first
 * chunk already carries Button, and every first visit downloads that chunk (home ≤ 105 KB).
 */
export function ThemeModeToggle() {
  const { mode, toggleDarkMode } = useThemeMode();
  const dark = mode === 'dark';
  return (
    <Button
      color="inherit"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={toggleDarkMode}
      startIcon={<DarkModeOutlined />}
    >
      Dark mode
    </Button>
  );
}
