import { OVERVIEW_PEOPLE_PAGE, PEOPLE_PAGE_MAX, type AgendaPeopleList, type ParticipantPerson } from '@agenda/contract';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { getAgendaPeoplePage, type AgendaPeoplePage } from '@/features/events/agendas/shared/agendas-api';

/**
 * How long the list's version must stay put before an open list is read again: a rush of joins raises
 * it many times a second, and every read counts toward the viewer's list reads (RATE_LIMITS.peopleLists).
 */
const RELOAD_SETTLE_MS = 400;

const initials = (name: string) => {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''}`.toUpperCase();
};

function Person({ person }: { person: ParticipantPerson }) {
  return (
    <ListItem disableGutters>
      <ListItemAvatar>
        <Avatar
          src={person.avatar_url ?? undefined}
          alt=""
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.95rem' }}
        >
          {initials(person.name)}
        </Avatar>
      </ListItemAvatar>
      <ListItemText primary={person.name} secondary={person.job_title ?? undefined} />
    </ListItem>
  );
}

function Loading({ title }: { title: string }) {
  return (
    <Box role="status" aria-label={`Loading the ${title.toLowerCase()}`}>
      {[0, 1, 2].map((row) => (
        <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton variant="text" width="40%" />
        </Box>
      ))}
    </Box>
  );
}

type Reading =
  { status: 'idle' } | { status: 'loading'; offset: number } | { status: 'error'; error: string; retry: () => void };

/**
 * One of a session's people lists, folded (docs/product.md §2 Agenda overview): read when first opened, a page of
 * OVERVIEW_PEOPLE_PAGE at a time, and read again while open whenever its version changes. A closed list
 * reads nothing.
 */
export function PeopleSection(props: {
  agendaId: string;
  list: AgendaPeopleList;
  title: string;
  count: number;
  version: number;
}) {
  const { agendaId, list, title, count } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<(AgendaPeoplePage & { version: number }) | null>(null);
  const [reading, setReading] = useState<Reading>({ status: 'idle' });
  // The newest read: an answer to an older one (a page asked for before the list changed) is dropped.
  const latest = useRef(0);
  const version = useDebouncedValue(props.version, RELOAD_SETTLE_MS);

  async function read(offset: number, limit: number) {
    const ticket = ++latest.current;
    setReading({ status: 'loading', offset });
    try {
      const page = await getAgendaPeoplePage(list, agendaId, { offset, limit });
      if (ticket !== latest.current) return;
      setShown((before) => {
        if (offset === 0 || !before) return { ...page, version };
        const known = new Set(before.people.map((person) => person.id));
        const people = [...before.people, ...page.people.filter((person) => !known.has(person.id))];
        return { ...page, people, version: before.version };
      });
      setReading({ status: 'idle' });
    } catch (error) {
      if (ticket !== latest.current) return;
      const text = error instanceof Error ? error.message : String(error);
      setReading({ status: 'error', error: text, retry: () => void read(offset, limit) });
    }
  }

  // The first page, or as many people as were shown (one read, within the API's page), when the list changed.
  const readFirst = useEffectEvent(() => {
    if (shown?.version === version) return;
    void read(0, Math.min(PEOPLE_PAGE_MAX, Math.max(OVERVIEW_PEOPLE_PAGE, shown?.people.length ?? 0)));
  });
  useEffect(() => {
    if (open) readFirst();
  }, [open, version]);

  if (count === 0) return null;
  const remaining = shown && shown.next_offset !== null ? Math.max(0, shown.count - shown.next_offset) : 0;
  const showMore = () => {
    if (reading.status !== 'loading' && typeof shown?.next_offset === 'number')
      void read(shown.next_offset, OVERVIEW_PEOPLE_PAGE);
  };
  return (
    <Accordion disableGutters expanded={open} onChange={(_, expanded) => setOpen(expanded)}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography sx={{ fontWeight: 600 }}>
          {title} ({count})
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ pt: 0 }}>
        {reading.status === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={reading.retry}>
                Retry
              </Button>
            }
          >
            {reading.error}
          </Alert>
        )}
        {shown ? (
          <List dense aria-label={title} aria-busy={reading.status === 'loading'}>
            {shown.people.map((person) => (
              <Person key={person.id} person={person} />
            ))}
          </List>
        ) : null}
        {reading.status === 'loading' && (!shown || reading.offset > 0) && <Loading title={title} />}
        {remaining > 0 && (
          <Button size="small" onClick={showMore} aria-disabled={reading.status === 'loading'}>
            Show more ({remaining} remaining)
          </Button>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
