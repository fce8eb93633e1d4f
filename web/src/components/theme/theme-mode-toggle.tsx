import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useThemeMode } from './app-theme-provider';

/** Lets the preference be changed before sign-in (home and offline screens). */
export function ThemeModeToggle() {
  const { mode, toggleDarkMode } = useThemeMode();
  const dark = mode === 'dark';
  return (
    <IconButton
      aria-label="Toggle dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={toggleDarkMode}
      color="inherit"
    >
      {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
