import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/**
 * What a list looks like while it is read (skeletons, not a blank page with a spinner): rows
 * of a table or a list, or tiles of a grid of cards.
 */
export function ListSkeleton({
  label,
  variant = 'rows',
  count = 6,
}: {
  label: string;
  variant?: 'rows' | 'tiles';
  count?: number;
}) {
  if (variant === 'tiles') {
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label={label}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
      >
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={170} />
        ))}
      </Box>
    );
  }
  return (
    <Stack role="status" aria-busy="true" aria-label={label} spacing={1}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={48} />
      ))}
    </Stack>
  );
}
