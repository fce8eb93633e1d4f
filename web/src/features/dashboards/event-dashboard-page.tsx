import { api, EVENT_MESSAGES, type EventFeedbackAnswer } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '@/components/feedback/toast-provider';
import { paths } from '@/config/paths';
import { call } from '@/lib/api';
import { everyPage } from '@/lib/every-page';
import { useCurrentEvent } from '@/lib/current-event';
import { formatDateTime, formatDayKey } from '@/lib/zoned-time';
import {
  busiest,
  joinedOverTime,
  notificationDeliveries,
  occupancyPerSession,
  sessionsByRoomAndDay,
  type JoinedDay,
  type NotificationDelivery,
  type RoomsByDay,
  type SessionOccupancy,
} from './aggregate';
import { ChartSection, DASHBOARD_GRID, OccupancyChart, type Column } from './chart-section';
import { downloadSheet, feedbackRows, participantRows, programmeRows, sheetFileName } from './export-sheet';
import { FEEDBACK_SECTION_TEXTS } from './feedback';
import { SessionFeedbackSection } from './session-feedback-section';
import { useEventFeedback } from './use-event-feedback';
import { WallEngagementSections } from './wall-engagement-section';
import {
  useDashboardAgendas,
  useDashboardNotifications,
  useDashboardRooms,
  useLiveJoins,
  type DashboardAgenda,
} from './use-live-docs';

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

/**
 * '/main/event/dashboard?e&t': how the event is going, live, for its editors. A
 * speaker who is not an editor sees the feedback of their own sessions alone (docs/features.md
 * "Feedback after a session"); anyone else the editors' warning.
 */
export function EventDashboardPage() {
  const { event, canEdit } = useCurrentEvent();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Dashboard
      </Typography>
      {canEdit ? (
        <EventDashboard eventId={event.id} eventName={event.name} tenantId={event.tenant_id} zone={event.timezone} />
      ) : (
        <SpeakerDashboard eventId={event.id} tenantId={event.tenant_id} zone={event.timezone} />
      )}
    </Container>
  );
}

/** A non-editor's dashboard: a speaker's own sessions' feedback, or (the API refuses) the editors' warning. */
function SpeakerDashboard({ eventId, tenantId, zone }: { eventId: string; tenantId: string; zone: string }) {
  const feedback = useEventFeedback(eventId);
  if (feedback.status === 'refused') return <Alert severity="warning">{EVENT_MESSAGES.cannotEdit}</Alert>;
  return <SessionFeedbackSection feedback={feedback} zone={zone} eventId={eventId} tenantId={tenantId} />;
}

interface DashboardProps {
  eventId: string;
  eventName: string;
  tenantId: string;
  zone: string;
}

function EventDashboard({ eventId, eventName, tenantId, zone }: DashboardProps) {
  const agendas = useDashboardAgendas(eventId);
  const rooms = useDashboardRooms(eventId);
  const notifications = useDashboardNotifications(eventId);
  const feedback = useEventFeedback(eventId);
  // The participants chart draws last: its thousands of documents are read once the rest has answered.
  const joins = useLiveJoins(
    eventId,
    [agendas, rooms, notifications].every((live) => live.status !== 'loading'),
  );
  const roomNames = useMemo(() => new Map(rooms.status === 'ready' ? rooms.data : []), [rooms]);
  const joined = useMemo(() => (joins.status === 'ready' ? joinedOverTime(joins.data, zone) : null), [joins, zone]);
  const occupancy = useMemo(() => (agendas.status === 'ready' ? occupancyPerSession(agendas.data) : null), [agendas]);
  const byRoom = useMemo(
    () =>
      agendas.status === 'ready' && rooms.status === 'ready'
        ? sessionsByRoomAndDay(agendas.data, roomNames, zone)
        : null,
    [agendas, rooms, roomNames, zone],
  );
  const deliveries = useMemo(
    () => (notifications.status === 'ready' ? notificationDeliveries(notifications.data) : null),
    [notifications],
  );
  const query = { e: eventId, t: tenantId };
  const error = [joins, agendas, rooms, notifications].find((live) => live.status === 'error');
  return (
    <Stack spacing={2}>
      <Exports
        eventId={eventId}
        eventName={eventName}
        zone={zone}
        agendas={agendas.status === 'ready' ? agendas.data : null}
        rooms={rooms.status === 'ready' ? roomNames : null}
        feedback={feedback.status === 'ready' ? feedback.data : null}
      />
      {error?.status === 'error' && <Alert severity="error">{error.error}</Alert>}
      <Box sx={DASHBOARD_GRID}>
        <JoinedSection days={joined} zone={zone} participantsPath={paths.main.event.participants(query)} />
        <OccupancySection sessions={occupancy} zone={zone} programmePath={paths.main.event.agendalist(query)} />
        <RoomsSection byRoom={byRoom} zone={zone} programmePath={paths.main.event.agendalist(query)} />
        <NotificationsSection
          deliveries={deliveries}
          zone={zone}
          notificationsPath={paths.main.event.notifications.schedulednotifications(query)}
        />
        <WallEngagementSections />
        <SessionFeedbackSection feedback={feedback} zone={zone} eventId={eventId} tenantId={tenantId} />
      </Box>
    </Stack>
  );
}

/**
 * Export of the participants (names from the API, which answers the addresses the viewer may see), of
 * the programme (from the agendas already read) and of the sessions' feedback (as the section shows it)
 * to spreadsheets. A button waiting for its data says
 * so; a finished download is confirmed.
 */
function Exports({
  eventId,
  eventName,
  zone,
  agendas,
  rooms,
  feedback,
}: {
  eventId: string;
  eventName: string;
  zone: string;
  agendas: DashboardAgenda[] | null;
  rooms: ReadonlyMap<string, string> | null;
  feedback: EventFeedbackAnswer | null;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState<'participants' | 'programme' | 'feedback' | null>(null);
  const exportParticipants = async () => {
    setBusy('participants');
    try {
      const pages = await everyPage((offset) => call(api.participants.eventParticipants, { e: eventId, offset }));
      const participants = pages.flatMap((page) => page.participants);
      const fileName = sheetFileName(eventName, 'participants');
      await downloadSheet(fileName, 'Participants', participantRows(participants));
      toast.info(`Exported ${participants.length} participants to ${fileName}`);
    } finally {
      setBusy(null);
    }
  };
  const exportProgramme = async () => {
    if (!agendas || !rooms) return;
    setBusy('programme');
    try {
      const fileName = sheetFileName(eventName, 'programme');
      await downloadSheet(fileName, 'Programme', programmeRows(agendas, rooms, zone));
      toast.info(`Exported ${agendas.length} sessions to ${fileName}`);
    } finally {
      setBusy(null);
    }
  };
  const exportFeedback = async () => {
    if (!feedback) return;
    setBusy('feedback');
    try {
      const fileName = sheetFileName(eventName, 'feedback');
      await downloadSheet(
        fileName,
        FEEDBACK_SECTION_TEXTS.sheet,
        feedbackRows(feedback.sessions, zone, feedback.names),
      );
      toast.info(`Exported the feedback of ${feedback.sessions.length} sessions to ${fileName}`);
    } finally {
      setBusy(null);
    }
  };
  const programmeReady = agendas !== null && rooms !== null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" disabled={busy !== null} onClick={() => void exportParticipants()}>
        {busy === 'participants' ? 'Exporting participants…' : 'Export participants'}
      </Button>
      <Button
        variant="outlined"
        disabled={busy !== null || !programmeReady}
        onClick={() => void exportProgramme()}
        aria-describedby={programmeReady ? undefined : 'dashboard-programme-wait'}
      >
        {busy === 'programme' ? 'Exporting programme…' : 'Export programme'}
      </Button>
      <Button variant="outlined" disabled={busy !== null || !feedback} onClick={() => void exportFeedback()}>
        {busy === 'feedback' ? 'Exporting feedback…' : 'Export feedback'}
      </Button>
      {!programmeReady && (
        <Typography id="dashboard-programme-wait" variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          The programme is still being read.
        </Typography>
      )}
    </Stack>
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

function RoomsSection({
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

function NotificationsSection({
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
