import { EVENT_MESSAGES, HISTORY_ENTITIES, type HistoryEntity } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useCurrentEvent } from '@/lib/current-event';
import { HistoryView } from './history-view';
import { useLocationNames } from './use-live-history';

/** What is recorded outside events (history/{id}): the countries' logs show it, an event's History does not. */
const LOG_ONLY: readonly HistoryEntity[] = ['news', 'tenant', 'user', 'rights', 'group', 'settings', 'mail'];
const EVENT_ENTITIES = HISTORY_ENTITIES.filter((entity) => !LOG_ONLY.includes(entity));

/** '/main/event/history?e&t': the event's audit history, for its editors. */
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
