import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatDayKey } from '@/lib/zoned-time';
import {
  busiest,
  type JoinedDay,
  type NotificationDelivery,
  type RoomsByDay,
  type SessionOccupancy,
} from './aggregate';
import { ChartSection, OccupancyChart, type Column } from './chart-section';

/*
 * The event dashboard's charts (event-dashboard-page.tsx), each with its table and empty state.
 */

/*
 * The charts are drawn at rest (skipAnimation): a live update redraws them at once, and nothing moves
 * for those who asked for reduced motion.
 */

/** How many sessions the occupancy chart has room for (the fullest); its table lists them all. */
const CHART_SESSIONS = 12;

/** The empty state of the charts drawn from the sessions: where to add them. */
function NoSessions({ programmePath }: { programmePath: string }) {
  return (
    <Typography color="text.secondary">
      No sessions yet. Add them in the{' '}
      <Link component={RouterLink} to={programmePath}>
        Program
      </Link>
      .
    </Typography>
  );
}

export function JoinedSection({
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

export function OccupancySection({
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
  // Only when the sessions change: a join or a notification redraws the dashboard, not this sort.
  const shown = useMemo(() => (sessions ? busiest(sessions, CHART_SESSIONS) : []), [sessions]);
  const seated = sessions?.reduce((sum, row) => sum + row.seated, 0) ?? 0;
  const waiting = sessions?.reduce((sum, row) => sum + row.waiting, 0) ?? 0;
  const more =
    sessions && sessions.length > shown.length ? `, the ${shown.length} fullest of ${sessions.length} drawn` : '';
  return (
    <ChartSection
      title="Occupancy per session"
      summary={`Bar chart of seated, free places and waiting per session${more}: ${seated} seated and ${waiting} waiting in all; the table below gives each session.`}
      rows={sessions}
      rowKey={(row) => row.id}
      columns={columns}
      empty={<NoSessions programmePath={programmePath} />}
      chart={<OccupancyChart sessions={shown} />}
    />
  );
}

export function RoomsSection({
  byRoom,
  zone,
  programmePath,
}: {
  byRoom: RoomsByDay | null;
  zone: string;
  programmePath: string;
}) {
  const columns: Column<RoomsByDay['rows'][number]>[] = [
    { label: `Day (${zone})`, cell: (row) => formatDayKey(row.day) },
    { label: 'Room', cell: (row) => row.room },
    { label: 'Sessions', cell: (row) => row.sessions, numeric: true },
  ];
  return (
    <ChartSection
      title="Sessions by room and day"
      summary={
        byRoom
          ? `Stacked bar chart of sessions per day, one colour per room: ${byRoom.rows.reduce((sum, row) => sum + row.sessions, 0)} sessions in ${byRoom.rooms.length} rooms over ${byRoom.days.length} days; the table below gives each day and room.`
          : ''
      }
      rows={byRoom?.rows ?? null}
      rowKey={(row) => `${row.day}/${row.room}`}
      columns={columns}
      empty={<NoSessions programmePath={programmePath} />}
      chart={
        <BarChart
          skipAnimation
          height={260}
          xAxis={[
            {
              scaleType: 'band',
              data: byRoom?.days.map((day) => formatDayKey(day, { year: false })) ?? [],
              label: `Day (${zone})`,
            },
          ]}
          yAxis={[{ label: 'Sessions', tickMinStep: 1 }]}
          series={(byRoom?.rooms ?? []).map((room) => ({
            data: byRoom?.counts[room] ?? [],
            label: room,
            stack: 'rooms',
          }))}
        />
      }
    />
  );
}

export function NotificationsSection({
  deliveries,
  zone,
  notificationsPath,
}: {
  deliveries: { sent: NotificationDelivery[]; pending: number } | null;
  zone: string;
  notificationsPath: string;
}) {
  const columns: Column<NotificationDelivery>[] = [
    { label: 'Message', cell: (row) => row.message },
    { label: 'Sent', cell: (row) => formatDateTime(row.sentAt, zone) },
    { label: 'Recipients', cell: (row) => row.recipients, numeric: true },
    { label: 'Delivered', cell: (row) => row.delivered, numeric: true },
    { label: 'Failed', cell: (row) => row.failed, numeric: true },
    { label: 'Read', cell: (row) => row.read, numeric: true },
  ];
  const sent = deliveries?.sent ?? [];
  const pending = deliveries?.pending ?? 0;
  return (
    <Box sx={{ minWidth: 0 }}>
      <ChartSection
        title="Notifications sent, delivered and read"
        summary={`Bar chart of delivered and failed per notification sent, with how many read it: ${sent.length} sent, ${sent.reduce((sum, row) => sum + row.delivered, 0)} deliveries, ${sent.reduce((sum, row) => sum + row.failed, 0)} failures and ${sent.reduce((sum, row) => sum + row.read, 0)} reads in all; the table below gives each notification.`}
        rows={deliveries ? sent : null}
        rowKey={(row) => row.id}
        columns={columns}
        empty={
          <Typography color="text.secondary">
            No notification has been sent yet{pending ? ` (${pending} scheduled)` : ''}. Send one from the{' '}
            <Link component={RouterLink} to={notificationsPath}>
              Notifications
            </Link>{' '}
            tab.
          </Typography>
        }
        chart={
          <BarChart
            skipAnimation
            height={260}
            xAxis={[
              { scaleType: 'band', data: sent.map((row) => formatDateTime(row.sentAt, zone)), label: `Sent (${zone})` },
            ]}
            yAxis={[{ label: 'People', tickMinStep: 1 }]}
            series={[
              { data: sent.map((row) => row.delivered), label: 'Delivered', stack: 'people' },
              { data: sent.map((row) => row.failed), label: 'Failed', stack: 'people' },
              { data: sent.map((row) => row.read), label: 'Read' },
            ]}
          />
        }
      />
      {deliveries && pending > 0 && sent.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {pending} more scheduled or being sent.
        </Typography>
      )}
    </Box>
  );
}
