import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { stackOnPhone } from '@/components/stacked-table';
import { ServerTablePagination } from './server-table-pagination';

interface ServerPagedColumn {
  /** The header cell's text (on a phone, cells show it through their `data-label`). */
  header: ReactNode;
  align?: TableCellProps['align'];
  width?: number;
}

export interface ServerPagedTableProps<Row, S extends number> {
  /** The table's accessible name ("Groups"). */
  label: string;
  /** The loading bar's accessible name ("Loading groups"). */
  loadingLabel: string;
  columns: readonly ServerPagedColumn[];
  /** The shown page's rows (the last page answered while the next loads), or null before the first answer. */
  rows: readonly Row[] | null;
  /** One row: a TableRow whose cells carry `data-label` for the phone's stacked layout. */
  renderRow: (row: Row) => ReactNode;
  /** The line in place of rows when the page is empty ("No group matches."). */
  empty: string;
  /** Matches the server counted; undefined until its first answer. */
  count: number | undefined;
  /** A page is loading: a thin bar above the table, which keeps its rows meanwhile, faded (and `aria-busy`). */
  loading: boolean;
  /** The last load's failure, shown above the table, or null. */
  error: string | null;
  /** Zero-based. */
  page: number;
  pageSize: S;
  /** The spec's page sizes for this table, and the one to fall back to. */
  sizes: readonly S[];
  defaultSize: S;
  onPage: (page: number) => void;
  onPageSize: (size: S) => void;
  size?: 'small' | 'medium';
  /** Wraps the bar, the table and its footer (a Card); none: they stand on the page. */
  frame?: (content: ReactNode) => ReactNode;
}

/**
 * A table whose pages the API answers (users, groups): a failure above it, a loading
 * bar that keeps its place, the rows (a list of cards on a phone), a line when nothing matches, and the
 * footer with the spec's page sizes.
 */
export function ServerPagedTable<Row, S extends number>({
  label,
  loadingLabel,
  columns,
  rows,
  renderRow,
  empty,
  count,
  loading,
  error,
  page,
  pageSize,
  sizes,
  defaultSize,
  onPage,
  onPageSize,
  size = 'medium',
  frame = (content) => content,
}: ServerPagedTableProps<Row, S>) {
  return (
    <>
      {error !== null ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {frame(
        <>
          <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={loadingLabel} /> : null}</Box>
          <TableContainer>
            <Table size={size} aria-label={label} aria-busy={loading} sx={stackOnPhone}>
              <TableHead>
                <TableRow>
                  {columns.map((column, index) => (
                    <TableCell
                      key={index}
                      align={column.align}
                      sx={column.width === undefined ? undefined : { width: column.width }}
                    >
                      {column.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              {/* The last page's rows stay while the next loads, faded: they are about to change. */}
              <TableBody sx={{ opacity: loading ? 0.55 : 1, transition: 'opacity 150ms' }}>
                {rows?.map(renderRow)}
                {rows && rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={columns.length} sx={{ color: 'text.secondary' }}>
                      {empty}
                    </TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <ServerTablePagination
            count={count}
            page={page}
            pageSize={pageSize}
            sizes={sizes}
            defaultSize={defaultSize}
            onPage={onPage}
            onPageSize={onPageSize}
          />
        </>,
      )}
    </>
  );
}
