import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import { MyAgenda } from '@/features/events/agendas/attendee/my-agenda';
import { useCurrentEvent } from '@/features/events/shared/current-event';

/**
 * '/main/event/myagenda?e&t' (not in docs/product.md §2; docs/features.md, "The attendee's screens"): the viewer's
 * own agenda on a screen of its own — what they joined, must attend, speak at or starred, today first,
 * the days to come after it and the passed days folded under "Earlier days".
 */
export function MyAgendaPage() {
  const { event } = useCurrentEvent();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Card>
        <CardContent>
          <MyAgenda
            eventId={event.id}
            tenantId={event.tenant_id}
            eventZone={event.timezone}
            eventStart={event.start}
            eventEnd={event.end}
            heading="h1"
          />
        </CardContent>
      </Card>
    </Container>
  );
}
