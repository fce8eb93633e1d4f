import { EVENT_MESSAGES } from '@contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { Outlet, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { CurrentEventContext, useLiveEvent } from '../lib/current-event';
import { EventHeader, EventHeaderPhoneActions } from './event-header';
import { EventToolbar } from './event-toolbar';

function LiveEventFrame({ eventId }: { eventId: string }) {
  const live = useLiveEvent(eventId);
  if (live.status === 'loading') return <PageSpinner label="Loading the event" />;
  if (live.status === 'missing') {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Alert severity="warning">{EVENT_MESSAGES.eventNotFound}</Alert>
      </Container>
    );
  }
  const { event, canEdit, passed } = live;
  return (
    <CurrentEventContext.Provider value={{ event, canEdit, passed }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg" sx={{ py: 2 }}>
          <Stack spacing={1.5}>
            <EventHeader event={event} canEdit={canEdit} />
            <EventHeaderPhoneActions event={event} canEdit={canEdit} />
            <EventToolbar eventId={event.id} tenantId={event.tenant_id} canEdit={canEdit} passed={passed} hideGamification={event.hide_gamification} />
          </Stack>
        </Container>
      </Box>
      <Outlet />
    </CurrentEventContext.Provider>
  );
}

/** '/main/event/*': the event's header (issue 14) and toolbar (spec §2 Event toolbar) above each event screen. */
export function EventLayout() {
  const [params] = useSearchParams();
  const eventId = params.get('e');
  if (!eventId) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Alert severity="warning">Invalid params</Alert>
      </Container>
    );
  }
  return <LiveEventFrame key={eventId} eventId={eventId} />;
}
