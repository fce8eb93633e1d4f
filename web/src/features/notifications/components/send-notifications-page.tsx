import { NOTIFICATION_MESSAGES } from '@agenda/contract';
import Container from '@mui/material/Container';
import { useCurrentEvent } from '@/lib/current-event';
import { SendNotificationsCard } from './send-notifications-card';

/** '/main/event/notifications/sendnotifications?e&t' (docs/product.md §2): send a notification to the event's people now. */
export function SendNotificationsPage() {
  const { event, passed } = useCurrentEvent();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <SendNotificationsCard
        eventId={event.id}
        agendaId={null}
        closedReason={passed ? NOTIFICATION_MESSAGES.eventPassed : null}
      />
    </Container>
  );
}
