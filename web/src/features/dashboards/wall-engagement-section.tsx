import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { WALL_TOP_POSTS } from '@agenda/contract';
import { useMemo } from 'react';
import { useCurrentEvent } from '@/lib/current-event';
import { formatDayKey } from '@/lib/zoned-time';
import { axisName, ChartSection, type Column } from './chart-section';
import { daysOf, engagementTotals, type EngagementDay } from './engagement';
import { useCountryWallTotals, useTopPosts, useWallPerDay, type TopPost } from './use-wall-engagement';

/*
 * The wall's engagement on the event dashboard (docs/features.md, "Dashboards"): posts, comments and
 * likes per day on the event's calendar, from the event's first day to its last (or today, while it
 * runs), and its most liked posts. The charts are drawn at rest, as the dashboard's others.
 */

/** A count that failed, said where its chart would be (as an alert to screen readers). */
function Failure({ text }: { text: string }) {
  return (
    <Typography role="alert" color="error" sx={{ gridColumn: '1 / -1' }}>
      {text}
    </Typography>
  );
}

const noPosts = (
  <Typography color="text.secondary">
    Nothing on the wall yet. Posts, comments and likes show here as participants and speakers use the wall.
  </Typography>
);

/** Both sections, for the dashboard's grid. */
export function WallEngagementSections() {
  const { event } = useCurrentEvent();
  const zone = event.timezone;
  // From the first day to the last, or to today while the event runs (or before it starts: its first day).
  const days = useMemo(() => {
    const start = event.start.getTime();
    return daysOf(start, Math.max(start, Math.min(event.end.getTime(), Date.now())), zone);
  }, [event.start, event.end, zone]);
  const perDay = useWallPerDay(event.id, days);
  const top = useTopPosts(event.id);
  const error = [perDay, top].find((live) => live.status === 'error');
  return (
    <>
      {error?.status === 'error' && <Failure text={error.error} />}
      <PerDaySection days={perDay.status === 'ready' ? perDay.data : null} zone={zone} />
      <TopPostsSection posts={top.status === 'ready' ? top.data : null} />
    </>
  );
}

function PerDaySection({ days, zone }: { days: EngagementDay[] | null; zone: string }) {
  const totals = engagementTotals(days ?? []);
  const columns: Column<EngagementDay>[] = [
    { label: `Day (${zone})`, cell: (row) => formatDayKey(row.day) },
    { label: 'Posts', cell: (row) => row.posts, numeric: true },
    { label: 'Comments', cell: (row) => row.comments, numeric: true },
    { label: 'Likes', cell: (row) => row.likes, numeric: true },
  ];
  const active = days && totals.posts + totals.comments + totals.likes > 0 ? days : days && [];
  return (
    <ChartSection
      title="Wall engagement per day"
      summary={`Line chart of posts, comments and likes per day on the event's clock (${zone}): ${totals.posts} posts, ${totals.comments} comments and ${totals.likes} likes in all; the table below gives each day.`}
      rows={active}
      rowKey={(row) => row.day}
      columns={columns}
      empty={noPosts}
      chart={
        <LineChart
          skipAnimation
          height={260}
          xAxis={[
            {
              scaleType: 'point',
              data: (days ?? []).map((row) => formatDayKey(row.day, { year: false })),
              label: `Day (${zone})`,
            },
          ]}
          yAxis={[{ label: 'Count', tickMinStep: 1 }]}
          series={[
            { data: (days ?? []).map((row) => row.posts), label: 'Posts' },
            { data: (days ?? []).map((row) => row.comments), label: 'Comments' },
            { data: (days ?? []).map((row) => row.likes), label: 'Likes' },
          ]}
        />
      }
    />
  );
}

function TopPostsSection({ posts }: { posts: TopPost[] | null }) {
  const columns: Column<TopPost>[] = [
    { label: 'Post', cell: (row) => (row.hidden ? `${row.text} (hidden)` : row.text) },
    { label: 'By', cell: (row) => row.author },
    { label: 'Likes', cell: (row) => row.likes, numeric: true },
    { label: 'Comments', cell: (row) => row.comments, numeric: true },
  ];
  const shown = posts?.filter((post) => post.likes > 0) ?? null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <ChartSection
        title={`Most liked posts (top ${WALL_TOP_POSTS})`}
        summary={`Bar chart of the likes of the ${shown?.length ?? 0} most liked posts on the wall; the table below gives each post, its author and its comments.`}
        rows={shown}
        rowKey={(row) => row.id}
        columns={columns}
        empty={
          <Typography color="text.secondary">
            No post has been liked yet. The most liked posts show here once people like them on the wall.
          </Typography>
        }
        chart={
          <BarChart
            skipAnimation
            height={260}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: (shown ?? []).map((row) => axisName(row.text)), width: 140 }]}
            xAxis={[{ label: 'Likes', tickMinStep: 1 }]}
            series={[{ data: (shown ?? []).map((row) => row.likes), label: 'Likes' }]}
          />
        }
      />
    </Box>
  );
}

interface TotalRow {
  label: string;
  value: number;
}

/** A country's wall totals (its events' posts, comments and likes), for the country dashboard's grid. */
export function CountryWallTotalsSection({ tenantId }: { tenantId: string }) {
  const totals = useCountryWallTotals(tenantId);
  const rows: TotalRow[] | null =
    totals.status === 'ready'
      ? [
          { label: 'Posts', value: totals.data.posts },
          { label: 'Comments', value: totals.data.comments },
          { label: 'Likes', value: totals.data.likes },
        ]
      : null;
  const columns: Column<TotalRow>[] = [
    { label: 'On the walls', cell: (row) => row.label },
    { label: 'Count', cell: (row) => row.value, numeric: true },
  ];
  return (
    <Box sx={{ minWidth: 0 }}>
      {totals.status === 'error' && <Failure text={totals.error} />}
      <ChartSection
        title="Wall engagement"
        summary={`Bar chart of the posts, comments and likes on the walls of the country's events: ${rows?.map((row) => `${row.value} ${row.label.toLowerCase()}`).join(', ') ?? ''}; the table below gives the same.`}
        rows={rows && rows.some((row) => row.value > 0) ? rows : rows && []}
        rowKey={(row) => row.label}
        columns={columns}
        empty={
          <Typography color="text.secondary">
            Nothing on this country&apos;s event walls yet. Posts, comments and likes are counted here as people use
            them.
          </Typography>
        }
        chart={
          <BarChart
            skipAnimation
            height={220}
            xAxis={[{ scaleType: 'band', data: (rows ?? []).map((row) => row.label) }]}
            yAxis={[{ label: 'Count', tickMinStep: 1 }]}
            series={[{ data: (rows ?? []).map((row) => row.value), label: 'All events' }]}
          />
        }
      />
    </Box>
  );
}
