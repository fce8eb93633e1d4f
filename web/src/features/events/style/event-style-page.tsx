import { canEditEvent, EVENT_MESSAGES, MESSAGES } from '@agenda/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { useAsyncData } from '@/hooks/use-async-data';
import type { EventItem } from '@/lib/event-item';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import { useRights } from '@/lib/rights';
import { CannotEditAlert } from '@/features/events/shared/cannot-edit-alert';
import { getEvent } from '@/features/events/shared/get-event';
import { STYLE_IMAGES, type MeasureImage } from './style-images';
import { StyleImageCard } from './style-image-card';

interface EventStyleProps {
  event: EventItem;
  storage: FileStorage;
  measure?: MeasureImage;
}

/** The three image cards of one event, following the event as the server answers each change. */
function EventStyle({ event: loaded, storage, measure }: EventStyleProps) {
  const [event, setEvent] = useState(loaded);
  return (
    <Stack spacing={3}>
      {STYLE_IMAGES.map((spec) => (
        <StyleImageCard
          key={spec.kind}
          spec={spec}
          event={event}
          storage={storage}
          measure={measure}
          onChanged={setEvent}
        />
      ))}
    </Stack>
  );
}

interface EventStylePageProps {
  /** Storage and image decoding, replaced in unit tests (jsdom decodes no image). */
  storage?: FileStorage;
  measure?: MeasureImage;
}

/** '/main/events/editeventstyle?e&t' (docs/product.md §2 Event style edit): background, logo and cover, for the event's editors. */
export function EventStylePage({ storage = firebaseFileStorage, measure }: EventStylePageProps) {
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
  const allowed = !!event && canEditEvent(rights.principal, rights.uid, event);
  let body;
  if (!eventId) body = <Alert severity="warning">{MESSAGES.invalidParams}</Alert>;
  else if (!rights.ready || data.status === 'loading') body = <PageSpinner label="Loading the event" />;
  else if (data.status === 'error') body = <Alert severity="error">{data.error}</Alert>;
  else if (!event) body = <Alert severity="warning">{EVENT_MESSAGES.eventNotFound}</Alert>;
  else if (!allowed) body = <CannotEditAlert event={event} />;
  else body = <EventStyle key={event.id} event={event} storage={storage} measure={measure} />;

  const tenantId = event?.tenant_id ?? listed;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, rowGap: 2 }}
      >
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="h1">Event style</Typography>
          {event ? (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {event.name}
            </Typography>
          ) : null}
        </Stack>
        <Stack direction="row" spacing={1}>
          {allowed ? (
            <Button
              component={RouterLink}
              to={paths.main.events.editevent({ e: event.id, t: tenantId })}
              startIcon={<EditOutlined />}
            >
              Edit event
            </Button>
          ) : null}
          <Button component={RouterLink} to={paths.main.events.eventslist({ t: tenantId })} startIcon={<ArrowBack />}>
            Back to events
          </Button>
        </Stack>
      </Stack>
      {body}
    </Container>
  );
}
