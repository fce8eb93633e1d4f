import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while something the whole screen depends on (the sign-in state) is not known yet. */
export function CenteredSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      component="main"
      aria-busy="true"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
