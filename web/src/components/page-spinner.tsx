import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown inside a layout while a screen's data loads (CenteredSpinner is a page of its own). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box aria-busy="true" sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
