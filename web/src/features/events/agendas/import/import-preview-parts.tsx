import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/*
 * The small pieces of the import's preview: its counts, its titled sections, the "first N shown" line
 * under a table and the New / Update mark of a row.
 */

/** Rows drawn per table; the counts above them always cover everything. */
export const SHOWN = 100;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export function Counts({ label, created, updated }: { label: [string, string]; created: number; updated: number }) {
  return (
    <Chip
      variant="outlined"
      label={`${plural(created + updated, ...label)}: ${created.toLocaleString('en-US')} new, ${updated.toLocaleString('en-US')} updated`}
    />
  );
}

export function PreviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function More({ total }: { total: number }) {
  return total > SHOWN ? (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      The first {SHOWN} of {total.toLocaleString('en-US')} are shown.
    </Typography>
  ) : null;
}

export const ActionChip = ({ update }: { update: boolean }) => (
  <Chip size="small" color={update ? 'info' : 'success'} variant="outlined" label={update ? 'Update' : 'New'} />
);
