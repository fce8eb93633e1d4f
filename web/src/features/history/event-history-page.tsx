import { EVENT_MESSAGES, type HistoryEntity } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useCurrentEvent } from '@/lib/current-event';
import { HistoryView } from './history-view';
import { useLocationNames } from './use-live-history';

/** What an event's own history holds (countries, users, rights, groups and settings are in the logs). */
const EVENT_ENTITIES: readonly HistoryEntity[] = [
  'event',
  'agenda',
  'location',
  'detail',
  'tag',
  'survey',
  'participants',
  'waitlist',
  'notification',
  'badge',
  'points',
  'answers',
  'files',
];

/** '/main/event/history?e&t' (issue 34): the event's audit history, for its editors. */
export function EventHistoryPage() {
  const { event, canEdit } = useCurrentEvent();
  const locations = useLocationNames(event.id);
  const scope = useMemo(() => ({ eventId: event.id }), [event.id]);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        History
      </Typography>
      {canEdit ? (
        <HistoryView
          scope={scope}
          zone={event.timezone}
          locations={locations}
          canRestore={canEdit}
          entities={EVENT_ENTITIES}
        />
      ) : (
        <Alert severity="warning">{EVENT_MESSAGES.cannotEdit}</Alert>
      )}
    </Container>
  );
}
