import { canEditEvent, EVENT_MESSAGES } from '@agenda/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { useAsyncData } from '@/hooks/use-async-data';
import type { EventItem } from '@/lib/event-item';
import { useRights } from '@/lib/rights';
import { CannotEditAlert } from '@/features/events/shared/cannot-edit-alert';
import { getEvent } from '@/features/events/shared/get-event';
import { EventForm } from './event-edit-form';

/** '/main/events/editevent?e&t' (docs/product.md §2 Edit event): create with t, edit with e. */
export function EditEventPage() {
  const [params] = useSearchParams();
  const rights = useRights();
  const eventId = params.get('e');
  const listed = params.get('t');
  const load = useCallback(
    (): Promise<EventItem | null> => (eventId ? getEvent(eventId) : Promise.resolve(null)),
    [eventId],
  );
  const [data] = useAsyncData(load);

  const event = data.status === 'ready' ? data.data : null;
  // A new event may be created by an admin of any country: the form's Country select offers theirs.
  const allowed = event ? canEditEvent(rights.principal, rights.uid, event) : rights.isAdminOfAnyTenant;
  let body;
  if (!rights.ready || data.status === 'loading') body = <PageSpinner />;
  else if (data.status === 'error') body = <Alert severity="error">{data.error}</Alert>;
  else if (allowed) body = <EventForm key={event?.id ?? 'new'} event={event} listed={listed} />;
  else if (event) body = <CannotEditAlert event={event} />;
  else body = <Alert severity="warning">{EVENT_MESSAGES.onlyAdminsCreate}</Alert>;
  const back = paths.main.events.eventslist({ t: listed });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, rowGap: 2 }}
      >
        <Typography variant="h1">{eventId ? 'Edit event' : 'New event'}</Typography>
        <Stack direction="row" spacing={1}>
          {/* The style screen only for those who may use it. */}
          {event && allowed ? (
            <Button
              component={RouterLink}
              to={paths.main.events.editeventstyle({ e: event.id, t: listed })}
              startIcon={<PaletteOutlined />}
            >
              Event style
            </Button>
          ) : null}
          <Button component={RouterLink} to={back} startIcon={<ArrowBack />}>
            Back to events
          </Button>
        </Stack>
      </Stack>
      {body}
    </Container>
  );
}
