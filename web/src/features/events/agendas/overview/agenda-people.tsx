import Box from '@mui/material/Box';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { PeopleSection } from './people-section';

/**
 * The agenda's speakers, participants and mandatory participants, each list folded and shown only when
 * not empty (docs/product.md §2 Agenda overview). The counts come from the live agenda; a list's names are read
 * from GET /participants/agenda/… when it is opened, a page at a time.
 */
export function AgendaPeople({ agenda }: { agenda: LiveAgenda }) {
  if (agenda.speakers.length + agenda.participant_count + agenda.mparticipant_count === 0) return null;
  return (
    // Another agenda's overview starts with its lists closed.
    <Box key={agenda.id}>
      <PeopleSection
        agendaId={agenda.id}
        list="speakers"
        title="Speakers"
        count={agenda.speakers.length}
        version={agenda.speakers_version}
      />
      <PeopleSection
        agendaId={agenda.id}
        list="participants"
        title="Participants"
        count={agenda.participant_count}
        version={agenda.participants_version}
      />
      <PeopleSection
        agendaId={agenda.id}
        list="mparticipants"
        title="Mandatory participants"
        count={agenda.mparticipant_count}
        version={agenda.mparticipants_version}
      />
    </Box>
  );
}
