import type { ParticipantPerson } from '@agenda/contract';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '@/lib/api';
import { unreportedErrorText } from '@/lib/error-text';
import { getWaitlist, saveWaitlistOrder } from '@/features/events/agendas/attendee/membership-api';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';

export const WAITLIST_TEXTS = {
  heading: 'Waitlist',
  empty: 'Nobody is waiting for a place.',
  explain: 'When a place becomes free, the first person here gets it at once and is told by notification and mail.',
  up: (name: string) => `Move ${name} up`,
  down: (name: string) => `Move ${name} down`,
} as const;

/**
 * The organizers' view of an agenda's waitlist on its Participants screen, first first, read
 * again whenever the live agenda's waitlist changes. Moving someone saves the new order at once
 * (POST /participants/agenda/waitlist); a refusal (someone joined or left it meanwhile) shows here.
 */
export function WaitlistEditor({ eventId, agenda }: { eventId: string; agenda: LiveAgenda }) {
  const [people, setPeople] = useState<ParticipantPerson[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Every write of the agenda's roster raises its roster version: the waitlist is read again.
  const liveKey = agenda.roster_version;

  useEffect(() => {
    let active = true;
    getWaitlist(agenda.id).then(
      (answer) => {
        if (active) setPeople(answer.waitlist);
      },
      (reason: unknown) => {
        if (active) setError(unreportedErrorText(reason) ?? 'The waitlist could not be loaded');
      },
    );
    return () => {
      active = false;
    };
  }, [agenda.id, liveKey]);

  const move = async (from: number, to: number) => {
    if (!people || to < 0 || to >= people.length) return;
    const next = [...people];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setSaving(true);
    setError(null);
    try {
      const answer = await saveWaitlistOrder({
        eventId,
        agendaId: agenda.id,
        waitlist: next.map((person) => person.id),
      });
      setPeople(answer.waitlist);
    } catch (reason) {
      setError(
        reason instanceof ApiRequestError
          ? reason.error
          : (unreportedErrorText(reason) ?? 'The order could not be saved'),
      );
      setPeople((await getWaitlist(agenda.id).catch(() => null))?.waitlist ?? people);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-label={WAITLIST_TEXTS.heading} sx={{ mt: 3 }}>
      <Typography variant="h2" sx={{ fontWeight: 600 }}>
        {WAITLIST_TEXTS.heading}
        {agenda.waitlist_count > 0 ? ` (${agenda.waitlist_count})` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {WAITLIST_TEXTS.explain}
      </Typography>
      {error ? (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 1 }}>
          {error}
        </Alert>
      ) : null}
      {people === null ? (
        <Skeleton variant="rectangular" height={48} />
      ) : people.length === 0 ? (
        <Typography color="text.secondary">{WAITLIST_TEXTS.empty}</Typography>
      ) : (
        <List component="ol" dense aria-label={WAITLIST_TEXTS.heading} sx={{ pl: 0 }}>
          {people.map((person, index) => (
            <ListItem
              key={person.id}
              divider
              secondaryAction={
                <Stack direction="row">
                  <IconButton
                    aria-label={WAITLIST_TEXTS.up(person.name)}
                    disabled={saving || index === 0}
                    onClick={() => void move(index, index - 1)}
                  >
                    <ArrowUpward />
                  </IconButton>
                  <IconButton
                    aria-label={WAITLIST_TEXTS.down(person.name)}
                    disabled={saving || index === people.length - 1}
                    onClick={() => void move(index, index + 1)}
                  >
                    <ArrowDownward />
                  </IconButton>
                </Stack>
              }
            >
              <ListItemText primary={`${index + 1}. ${person.name}`} secondary={person.email ?? undefined} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
