import { EVENT_MESSAGES } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCurrentEvent } from '@/lib/current-event';
import { formatDateTime, formatDayKey } from '@/lib/zoned-time';
import { busiest, joinedOverTime, occupancyPerSession, type JoinedDay, type SessionOccupancy } from './aggregate';
import { ChartSection, type Column } from './chart-section';
import { useDashboardAgendas, useLiveJoins } from './use-live-docs';

/*
 * The charts are drawn at rest (skipAnimation): a live update redraws them at once, and nothing moves
 * for those who asked for reduced motion.
 */

/** How many sessions the occupancy chart has room for (the fullest); its table lists them all. */
const CHART_SESSIONS = 12;

/** A session's name on the chart's axis, short enough to leave the bars room on a phone. */
const tick = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

/** '/main/event/dashboard?e&t' (issue 34 item 4): how the event is going, live, for its editors. */
export function EventDashboardPage() {
  const { event, canEdit } = useCurrentEvent();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Dashboard
      </Typography>
      {canEdit ? (
        <EventDashboard eventId={event.id} tenantId={event.tenant_id} zone={event.timezone} />
      ) : (
        <Alert severity="warning">{EVENT_MESSAGES.cannotEdit}</Alert>
      )}
    </Container>
  );
}

function EventDashboard({ eventId, tenantId, zone }: { eventId: string; tenantId: string; zone: string }) {
  const joins = useLiveJoins(eventId);
  const agendas = useDashboardAgendas(eventId);
  const joined = useMemo(() => (joins.status === 'ready' ? joinedOverTime(joins.data, zone) : null), [joins, zone]);
  const occupancy = useMemo(() => (agendas.status === 'ready' ? occupancyPerSession(agendas.data) : null), [agendas]);
  const query = { e: eventId, t: tenantId };
  const error = joins.status === 'error' ? joins.error : agendas.status === 'error' ? agendas.error : null;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {error && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {error}
        </Alert>
      )}
      <JoinedSection days={joined} zone={zone} participantsPath={paths.main.event.participants(query)} />
      <OccupancySection sessions={occupancy} zone={zone} programmePath={paths.main.event.agendalist(query)} />
    </Box>
  );
}

function JoinedSection({
  days,
  zone,
  participantsPath,
}: {
  days: JoinedDay[] | null;
  zone: string;
  participantsPath: string;
}) {
  const columns: Column<JoinedDay>[] = [
    { label: `Day (${zone})`, cell: (row) => formatDayKey(row.day) },
    { label: 'Joined', cell: (row) => row.joined, numeric: true },
    { label: 'Total', cell: (row) => row.total, numeric: true },
  ];
  const last = days?.at(-1);
  return (
    <ChartSection
      title="People joined over time"
      summary={
        days && last
          ? `Line chart: ${last.total} people joined between ${formatDayKey(days[0]?.day ?? last.day)} and ${formatDayKey(last.day)}; the table below gives each day.`
          : ''
      }
      rows={days}
      rowKey={(row) => row.day}
      columns={columns}
      empty={
        <Typography color="text.secondary">
          Nobody takes part yet. Add people on the{' '}
          <Link component={RouterLink} to={participantsPath}>
            Participants
          </Link>{' '}
          tab, or share the event so that people join.
        </Typography>
      }
      chart={
        <LineChart
          skipAnimation
          height={260}
          xAxis={[
            {
              scaleType: 'point',
              data: days?.map((row) => formatDayKey(row.day, { year: false })) ?? [],
              label: `Day (${zone})`,
            },
          ]}
          yAxis={[{ label: 'People', tickMinStep: 1 }]}
          series={[{ data: days?.map((row) => row.total) ?? [], label: 'Total joined', area: true }]}
        />
      }
    />
  );
}

function OccupancySection({
  sessions,
  zone,
  programmePath,
}: {
  sessions: SessionOccupancy[] | null;
  zone: string;
  programmePath: string;
}) {
  const columns: Column<SessionOccupancy>[] = [
    { label: 'Session', cell: (row) => row.name },
    { label: 'Starts', cell: (row) => formatDateTime(row.start, zone) },
    { label: 'Places', cell: (row) => row.places ?? 'Unlimited', numeric: true },
    { label: 'Seated', cell: (row) => row.seated, numeric: true },
    { label: 'Waiting', cell: (row) => row.waiting, numeric: true },
  ];
  const shown = sessions ? busiest(sessions, CHART_SESSIONS) : [];
  const seated = sessions?.reduce((sum, row) => sum + row.seated, 0) ?? 0;
  const waiting = sessions?.reduce((sum, row) => sum + row.waiting, 0) ?? 0;
  const more =
    sessions && sessions.length > shown.length ? `, the ${shown.length} fullest of ${sessions.length} drawn` : '';
  return (
    <ChartSection
      title="Occupancy per session"
      summary={`Bar chart of places, seated and waiting per session${more}: ${seated} seated and ${waiting} waiting in all; the table below gives each session.`}
      rows={sessions}
      rowKey={(row) => row.id}
      columns={columns}
      empty={
        <Typography color="text.secondary">
          No sessions yet. Add them in the{' '}
          <Link component={RouterLink} to={programmePath}>
            Program
          </Link>
          .
        </Typography>
      }
      chart={
        <BarChart
          skipAnimation
          layout="horizontal"
          height={Math.max(200, 72 + shown.length * 40)}
          yAxis={[{ scaleType: 'band', data: shown.map((row) => tick(row.name)), width: 110 }]}
          xAxis={[{ label: 'People', tickMinStep: 1 }]}
          series={[
            { data: shown.map((row) => row.seated), label: 'Seated', stack: 'people' },
            { data: shown.map((row) => row.waiting), label: 'Waiting', stack: 'people' },
            { data: shown.map((row) => row.places), label: 'Places' },
          ]}
        />
      }
    />
  );
}
