import { USER_PICKER_PAGE_SIZES } from '@agenda/contract';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatCount } from './picker-data';

/* One table of the two-table user picker: its heading, count, search, list and pager. */

/** docs/product.md §9: 100, 1000 or all rows a page. */
export type PickerPageSize = (typeof USER_PICKER_PAGE_SIZES)[number] | 'all';
const ALL = -1;
const PAGE_OPTIONS = [
  ...USER_PICKER_PAGE_SIZES.map((size) => ({ label: formatCount(size), value: size })),
  { label: 'All', value: ALL },
];
const toChoice = (value: number): PickerPageSize => USER_PICKER_PAGE_SIZES.find((size) => size === value) ?? 'all';
const fromChoice = (choice: PickerPageSize) => (choice === 'all' ? ALL : choice);

export const sliceOf = <T,>(items: readonly T[], page: number, size: PickerPageSize): T[] =>
  size === 'all' ? [...items] : items.slice(page * size, (page + 1) * size);

/** The page to show when a list shrank below the current one. */
export const clampPage = (page: number, total: number, size: PickerPageSize) =>
  size === 'all' ? 0 : Math.min(page, Math.max(0, Math.ceil(total / size) - 1));

interface PanelProps {
  heading: string;
  count: string;
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  children: ReactNode;
  footer: ReactNode;
  busy?: boolean;
  headingId: string;
}

export function Panel({
  heading,
  count,
  search,
  onSearch,
  searchLabel,
  children,
  footer,
  busy = false,
  headingId,
}: PanelProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ p: 1.5, pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {count}
          </Typography>
        </Stack>
        <TextField
          size="small"
          fullWidth
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          label={searchLabel}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
        />
      </Box>
      <Box sx={{ height: 4 }}>{busy ? <LinearProgress aria-label="Loading users" /> : null}</Box>
      <Box sx={{ borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>{children}</Box>
      <Box sx={{ px: 1, pt: 1 }}>{footer}</Box>
    </Paper>
  );
}

interface PagerProps {
  total: number;
  page: number;
  size: PickerPageSize;
  onPage: (page: number) => void;
  onSize: (size: PickerPageSize) => void;
  disabled: boolean;
}

export function Pager({ total, page, size, onPage, onSize, disabled }: PagerProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={clampPage(page, total, size)}
      rowsPerPage={fromChoice(size)}
      rowsPerPageOptions={PAGE_OPTIONS}
      labelRowsPerPage="Per page"
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => onSize(toChoice(Number(event.target.value)))}
      disabled={disabled}
      labelDisplayedRows={({ from, to, count }) => `${formatCount(from)}–${formatCount(to)} of ${formatCount(count)}`}
      sx={{ '& .MuiTablePagination-toolbar': { pl: 0.5, minHeight: 44, flexWrap: 'wrap' } }}
    />
  );
}
