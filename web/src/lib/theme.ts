import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '@/lib/theme-preference';

const fontFamily = [
  'Inter',
  'Roboto',
  '"Segoe UI"',
  'system-ui',
  '-apple-system',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The headings' sizes below and from the `md` breakpoint: the page's title (h1), a section or a sub-page's
 * title (h2), a card's (h3).
 */
export const HEADING_SIZES = {
  h1: { phone: '1.75rem', wide: '2.25rem' },
  h2: { phone: '1.25rem', wide: '1.5rem' },
  h3: { phone: '1.25rem', wide: '1.375rem' },
} as const;

/** Light and dark themes; colours are chosen to keep WCAG AA contrast on text and controls. */
export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  const primaryMain = dark ? '#90caf9' : '#0d47a1';
  // The keyboard focus: a 2 px ring in the primary colour, 3:1 and more against the
  // page and the paper in both modes; on the light app bar, whose colour it is, the ring is white.
  const focusRing = { outline: `2px solid ${primaryMain}`, outlineOffset: 2 };
  const theme = createTheme({
    palette: {
      mode,
      primary: dark
        ? { main: primaryMain, light: '#c3e0fb', dark: '#5d99c6', contrastText: '#0b1220' }
        : { main: primaryMain, light: '#5472d3', dark: '#002171', contrastText: '#ffffff' },
      secondary: dark ? { main: '#80cbc4', contrastText: '#0b1220' } : { main: '#00695c', contrastText: '#ffffff' },
      background: dark ? { default: '#0b1220', paper: '#131c2e' } : { default: '#f3f5fa', paper: '#ffffff' },
      text: dark ? { primary: '#e8edf5', secondary: '#b4bfd0' } : { primary: '#16202e', secondary: '#4a5568' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Links and the other tab stops that are no MUI button (a notification of the bell's panel, a card's link).
          'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible, summary:focus-visible': focusRing,
        },
      },
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': focusRing },
        },
      },
      MuiLink: {
        styleOverrides: { root: { '&:focus-visible': focusRing } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            borderRadius: 16,
            border: `1px solid ${dark ? 'rgba(255,255,255,0.12)' : 'rgba(13,71,161,0.12)'}`,
            boxShadow: dark ? '0 8px 24px rgba(0,0,0,0.45)' : '0 8px 24px rgba(13,71,161,0.08)',
          },
        },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: dark
            ? { backgroundColor: '#131c2e', backgroundImage: 'none', borderBottom: '1px solid rgba(255,255,255,0.12)' }
            : {
                backgroundColor: primaryMain,
                '& .Mui-focusVisible, & a:focus-visible': { outlineColor: '#ffffff' },
              },
        },
      },
      MuiDialog: {
        styleOverrides: { paper: { borderRadius: 16 } },
      },
    },
  });
  // Headings are smaller on a phone: a page's title is `variant="h1"` with no size of its own.
  for (const variant of ['h1', 'h2', 'h3'] as const) {
    const { phone, wide } = HEADING_SIZES[variant];
    theme.typography[variant] = {
      ...theme.typography[variant],
      fontSize: phone,
      [theme.breakpoints.up('md')]: { fontSize: wide },
    };
  }
  return theme;
}
