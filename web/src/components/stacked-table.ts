import type { Theme } from '@mui/material/styles';

/**
 * A table that becomes a list of cards on a phone: below `sm` each row is a block and
 * each cell a line under its column's name, taken from the cell's `data-label`; the header row is
 * kept for screen readers only. Put on the Table's `sx`; give each body cell a `data-label`.
 */
export const stackOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody, & tbody tr, & tbody td': { display: 'block', width: '100%' },
    '& tbody tr': { borderBottom: `1px solid ${theme.palette.divider}`, py: 1 },
    '& tbody tr:last-of-type': { borderBottom: 0 },
    '& tbody td': { border: 0, py: 0.5, px: 2, textAlign: 'left', overflowWrap: 'anywhere' },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: theme.typography.caption.fontSize,
      color: theme.palette.text.secondary,
    },
  },
});
