import Stack from '@mui/material/Stack';
import { useRights } from '@/lib/rights';
import { useLiveStars } from './programme-api';
import { AddToCalendarButton } from './add-to-calendar-button';
import { StarButton } from './star-button';

interface SessionActionsProps {
  eventId: string;
  agendaId: string;
  name: string;
  starred: boolean;
}

/** A session's attendee actions: star it, add it to one's calendar. */
export function SessionActions({ eventId, agendaId, name, starred }: SessionActionsProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <StarButton eventId={eventId} agendaId={agendaId} name={name} starred={starred} size="small" />
      <AddToCalendarButton eventId={eventId} agendaId={agendaId} name={name} />
    </Stack>
  );
}

/** The same for one session on its own screen: it reads the viewer's stars itself. */
export function LiveSessionActions({ eventId, agendaId, name }: Omit<SessionActionsProps, 'starred'>) {
  const { uid } = useRights();
  const stars = useLiveStars(eventId, uid);
  return <SessionActions eventId={eventId} agendaId={agendaId} name={name} starred={stars.has(agendaId)} />;
}
