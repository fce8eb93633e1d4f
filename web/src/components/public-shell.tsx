import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/a11y/skip-link';
import { ThemeModeToggle } from '@/components/theme/theme-mode-toggle';

/** Frame of the screens shown before sign-in: a centred main column and the dark mode toggle. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: (theme) =>
          theme.palette.mode === 'dark'
            ? 'radial-gradient(circle at 20% 0%, #16325c 0%, #0b1220 55%)'
            : 'radial-gradient(circle at 20% 0%, #dbe6fb 0%, #f3f5fa 55%)',
      }}
    >
      <SkipLink target={MAIN_CONTENT_ID}>Skip to content</SkipLink>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 1.5 }}>
        <ThemeModeToggle />
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          '&:focus': { outline: 'none' },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          pb: 8,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
