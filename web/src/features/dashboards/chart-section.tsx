import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDeferredValue, type ReactNode } from 'react';
import { stackOnPhone } from '@/components/stacked-table';
import { freePlaces } from './aggregate';

/** A name on a chart's axis, short enough to leave the bars room on a phone (the table has it whole). */
export const axisName = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

/** The dashboards' sections: one column on a phone, two from `md`. */
export const DASHBOARD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** A table column: its heading and each row's cell text; numbers align right. */
export interface Column<Row> {
  label: string;
  cell: (row: Row) => string | number;
  numeric?: boolean;
}

interface ChartSectionProps<Row> {
  title: string;
  /** What the chart shows, in one sentence: the chart's accessible name (its figures are in the table). */
  summary: string;
  /** Null while the data is read: a skeleton of the chart and its table. */
  rows: readonly Row[] | null;
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
  chart: ReactNode;
  /** Shown instead of the chart and table when there is nothing to draw: what to do next. */
  empty: ReactNode;
}

/**
 * One dashboard chart with its figures as a table below it. The table is the
 * accessible source: the chart is one image named by `summary`, so that screen readers do not walk
 * its bars and ticks, and the table says every figure in words. The table scrolls within its box on a
 * phone, never the page; on a phone each row is a block of labelled lines (stackOnPhone).
 */
export function ChartSection<Row>({ title, summary, rows, rowKey, columns, chart, empty }: ChartSectionProps<Row>) {
  const id = `dashboard-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  // The table (hundreds of rows for a big event's sessions) renders after the chart, in a pass React
  // may interrupt: the chart is drawn first, and the table follows its data as soon as the page is idle.
  const tableRows = useDeferredValue(rows);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {rows === null ? (
        <Stack role="status" aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`} spacing={1}>
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={96} />
        </Stack>
      ) : rows.length === 0 ? (
        empty
      ) : (
        <>
          <Box role="img" aria-label={summary} sx={{ width: '100%', minWidth: 0 }}>
            {chart}
          </Box>
          {/* A long table scrolls in its box: focusable and named, so that the keyboard scrolls it too. */}
          {tableRows === null ? (
            <Skeleton
              role="status"
              aria-busy="true"
              aria-label={`Loading the table of ${title.toLowerCase()}`}
              variant="rounded"
              height={96}
              sx={{ mt: 1 }}
            />
          ) : (
            <TableContainer tabIndex={0} role="region" aria-label={`${title}, table`} sx={{ maxHeight: 360, mt: 1 }}>
              <Table size="small" stickyHeader aria-label={title} sx={stackOnPhone}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                        {column.label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {tableRows.map((row) => (
                    <TableRow key={rowKey(row)}>
                      {columns.map((column) => (
                        <TableCell
                          key={column.label}
                          align={column.numeric ? 'right' : 'left'}
                          data-label={column.label}
                        >
                          {column.cell(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Paper>
  );
}

/** What an occupancy bar needs of a session. */
export interface OccupancyBar {
  name: string;
  /** null when unlimited (no bar). */
  places: number | null;
  seated: number;
  waiting: number;
}

/**
 * Sessions as one horizontal bar each, stacked: seated, then the free places (a session's bar is as long
 * as its places, filled by who sits), then who waits beyond them. Side by side, a 300-place bar dwarfed
 * the few people seated; stacked, how full each session is reads at a glance. An unlimited session has no
 * free part. The event's occupancy and the country's busiest sessions draw the same chart.
 */
export function OccupancyChart({ sessions }: { sessions: readonly OccupancyBar[] }) {
  const theme = useTheme();
  return (
    <BarChart
      skipAnimation
      layout="horizontal"
      height={Math.max(200, 72 + sessions.length * 40)}
      yAxis={[{ scaleType: 'band', data: sessions.map((row) => axisName(row.name)), width: 110 }]}
      xAxis={[{ label: 'People and places', tickMinStep: 1 }]}
      series={[
        {
          data: sessions.map((row) => row.seated),
          label: 'Seated',
          stack: 'session',
          color: theme.palette.primary.main,
        },
        {
          data: sessions.map(freePlaces),
          label: 'Free places',
          stack: 'session',
          color: theme.palette.action.disabled,
        },
        {
          data: sessions.map((row) => row.waiting),
          label: 'Waiting',
          stack: 'session',
          color: theme.palette.warning.main,
        },
      ]}
    />
  );
}
