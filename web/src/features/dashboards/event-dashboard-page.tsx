import { EVENT_MESSAGES } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { paths } from '@/config/paths';
import { useCurrentEvent } from '@/lib/current-event';
import { joinedOverTime, notificationDeliveries, occupancyPerSession, sessionsByRoomAndDay } from './aggregate';
import { DASHBOARD_GRID } from './chart-section';
import { DashboardExports } from './dashboard-exports';
import { JoinedSection, NotificationsSection, OccupancySection, RoomsSection } from './event-chart-sections';
import { SessionFeedbackSection } from './session-feedback-section';
import { useEventFeedback } from './use-event-feedback';
import { WallEngagementSections } from './wall-engagement-section';
import { useDashboardAgendas, useDashboardNotifications, useDashboardRooms, useLiveJoins } from './use-live-docs';

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
      <DashboardExports
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
