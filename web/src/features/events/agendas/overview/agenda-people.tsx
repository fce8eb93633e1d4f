import type { AgendaPerson } from '@agenda/contract';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useAsyncData } from '@/hooks/use-async-data';
import { useLatestReady } from '@/hooks/use-latest-ready';
import { getAgendaEager } from '@/features/events/agendas/shared/agendas-api';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';

const initials = (person: AgendaPerson) => `${person.first_name.charAt(0)}${person.last_name.charAt(0)}`.toUpperCase();

function PeopleSection({ title, people }: { title: string; people: AgendaPerson[] }) {
  if (people.length === 0) return null;
  const id = title.toLowerCase().replace(/\s+/g, '-');
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography sx={{ fontWeight: 600 }}>
          {title} ({people.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ pt: 0 }}>
        <List dense aria-label={title}>
          {people.map((person) => (
            <ListItem key={person.id} disableGutters>
              <ListItemAvatar>
                <Avatar
                  src={person.avatar_url ?? undefined}
                  alt=""
                  sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.95rem' }}
                >
                  {initials(person)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={`${person.first_name} ${person.last_name}`}
                secondary={person.job_title ?? undefined}
              />
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}

/** The agenda's speakers, participants and mandatory participants, by name, each list folded. */
export function AgendaPeople({ eventId, agenda }: { eventId: string; agenda: LiveAgenda }) {
  // The people's names come from GET /agendas/eager, read again whenever someone saves the agenda or its people.
  const load = useCallback(
    () => getAgendaEager(eventId, agenda.id),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the versions are the reason to read again
    [
      eventId,
      agenda.id,
      agenda.version,
      agenda.speakers_version,
      agenda.participants_version,
      agenda.mparticipants_version,
    ],
  );
  const [state] = useAsyncData(load);
  const eager = useLatestReady(state);
  const expected = agenda.speakers.length + agenda.participants.length + agenda.mparticipants.length;
  if (expected === 0) return null;
  if (!eager) {
    if (state.status === 'error') return <Alert severity="error">{state.error}</Alert>;
    return <Skeleton variant="rounded" height={56} aria-label="Loading the people" />;
  }
  return (
    <Box>
      <PeopleSection title="Speakers" people={eager.speaker_list} />
      <PeopleSection title="Participants" people={eager.participant_list} />
      <PeopleSection title="Mandatory participants" people={eager.mparticipant_list} />
    </Box>
  );
}
