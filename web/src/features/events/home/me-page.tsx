import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CalendarLinks } from '@/features/events/agendas/attendee/calendar-links';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { EventPoints } from './event-points';
import { ReminderSettingsSection } from './reminder-settings';

const ME_TEXTS = {
  title: 'Me',
  intro: (event: string) => `Your points, badges, calendars and reminders for ${event}.`,
  introNoPoints: (event: string) => `Your calendars and reminders for ${event}.`,
} as const;

/**
 * '/main/event/me?e&t' (not in docs/product.md §2; docs/features.md, "The attendee's screens"): what is the viewer's
 * own in the event — their points and badges (unless the event hides gamification), the calendar feeds
 * (the event's, and the way to their personal one) and their reminders (one setting for all events).
 */
export function MePage() {
  const { event } = useCurrentEvent();
  const points = !event.hide_gamification;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h1">{ME_TEXTS.title}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {points ? ME_TEXTS.intro(event.name) : ME_TEXTS.introNoPoints(event.name)}
          </Typography>
        </div>
        {points ? <EventPoints eventId={event.id} tenantId={event.tenant_id} /> : null}
        <CalendarLinks eventId={event.id} draft={event.privacy} />
        <ReminderSettingsSection />
      </Stack>
    </Container>
  );
}
