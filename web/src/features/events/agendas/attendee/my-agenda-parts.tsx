import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Star from '@mui/icons-material/Star';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AT_THE_EVENT, otherDayPrefix, spanOnTwoClocks } from '@/lib/zoned-time';
import { clashText, dayHeadingOf, nowAndNext, type MyAgendaItem } from './my-agenda-model';
import { AddToCalendarButton } from './add-to-calendar-button';
import { JoinButton } from './join-button';
import { StarButton } from './star-button';

/* The parts of "My agenda" (my-agenda.tsx): a session's row, now and next, a day, the earlier days. */

export const MY_AGENDA_TEXTS = {
  title: 'My agenda',
  todayTitle: 'My agenda today',
  empty: 'You have not joined any session yet — browse the program to join or star one.',
  browse: 'Browse the program',
  nothingToday: 'Nothing of yours today.',
  nextDay: (day: string, count: number) => `Your next day: ${day}, ${count} ${count === 1 ? 'session' : 'sessions'}.`,
  earlier: (count: number) => `Earlier days (${count})`,
  now: 'Now',
  next: 'Next',
  starred: 'Starred',
  clash: 'Clash',
  roles: { speaker: 'Speaker', participant: 'Participant', mandatory: 'Mandatory' },
} as const;

/** MUI's warning orange is too light for small text (WCAG AA): a deeper one, or a paler one in the dark. */
const WARNING_TEXT = { light: '#8a4500', dark: '#ffb74d' } as const;

export interface Facts {
  eventId: string;
  tenantId: string;
  /** The viewer's zone: the days and hours are on their clock (the programme's rule). */
  zone: string;
  /** The event's: its hours beside the viewer's when its clock differs. */
  eventZone: string;
  now: number;
  locationName: (id: string | null) => string | null;
  clashes: ReadonlyMap<string, { id: string; name: string }[]>;
}

/** "09:00–10:30 EDT" on the viewer's clock (the day is the group's heading), the event's beside it when it differs. */
const hours = (start: number, end: number, facts: Pick<Facts, 'zone' | 'eventZone'>) =>
  spanOnTwoClocks(start, end, facts.eventZone, 'hours', facts.zone);

export function Row({ item, facts }: { item: MyAgendaItem; facts: Facts }) {
  const { agenda, roles, starred } = item;
  const clashes = facts.clashes.get(agenda.id) ?? [];
  const location = facts.locationName(agenda.location_id);
  const when = hours(agenda.start, agenda.end, facts);
  return (
    <Box
      component="li"
      aria-label={agenda.name}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography
          variant="body2"
          component="time"
          dateTime={new Date(agenda.start).toISOString()}
          // "09:00–10:30" and its zone's name below it: the name keeps its width on a phone.
          sx={{ width: 92, flexShrink: 0, pt: 0.25, fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
        >
          {when.yours}
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={paths.main.event.agendas.overview({ e: facts.eventId, t: facts.tenantId, a: agenda.id })}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {agenda.name}
          </Link>
          {location ? (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <PlaceOutlined fontSize="inherit" />
              {location}
            </Typography>
          ) : null}
          {when.atEvent ? (
            <Typography variant="body2" color="text.secondary">
              {AT_THE_EVENT}: {when.atEvent}
            </Typography>
          ) : null}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {roles.map((role) => (
              <Chip
                key={role}
                size="small"
                label={MY_AGENDA_TEXTS.roles[role]}
                color={role === 'mandatory' ? 'primary' : 'default'}
                variant={role === 'mandatory' ? 'filled' : 'outlined'}
              />
            ))}
            {starred ? <Chip size="small" variant="outlined" icon={<Star />} label={MY_AGENDA_TEXTS.starred} /> : null}
            {clashes.length > 0 ? (
              // Words and an icon, not colour alone: which sessions it overlaps is said in full.
              <Chip
                size="small"
                variant="outlined"
                color="warning"
                icon={<WarningAmber />}
                label={`${MY_AGENDA_TEXTS.clash}: ${clashText(clashes)}`}
                sx={(theme) => ({
                  maxWidth: '100%',
                  height: 'auto',
                  color: WARNING_TEXT[theme.palette.mode],
                  borderColor: WARNING_TEXT[theme.palette.mode],
                  '& .MuiChip-icon': { color: 'inherit' },
                  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                })}
              />
            ) : null}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            {/* Join, leave, the waitlist, with where the viewer stands; a speaker's place is the organizers'. */}
            {roles.some((role) => role !== 'speaker') || starred || item.waiting ? (
              <JoinButton agenda={agenda} dense />
            ) : null}
            <AddToCalendarButton eventId={facts.eventId} agendaId={agenda.id} name={agenda.name} />
            <StarButton
              eventId={facts.eventId}
              agendaId={agenda.id}
              name={agenda.name}
              starred={starred}
              size="small"
            />
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}

export function NowNextOfMine({ items, facts }: { items: MyAgendaItem[]; facts: Facts }) {
  const { now, next } = nowAndNext(
    items.map((item) => item.agenda),
    facts.now,
  );
  if (now.length === 0 && next.length === 0) return null;
  const line = (label: string, agendas: typeof now) =>
    agendas.length > 0 ? (
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 700 }}>
          {label}:{' '}
        </Box>
        {agendas.map((agenda, index) => (
          <Fragment key={agenda.id}>
            {index > 0 ? ' · ' : null}
            {agenda.name} {/* The hours never split at their dash. */}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              ({otherDayPrefix(agenda.start, facts.now, facts.zone)}
              {hours(agenda.start, agenda.end, facts).yours})
            </Box>
          </Fragment>
        ))}
      </Typography>
    ) : null;
  return (
    <Alert severity="info" icon={false} aria-label="My now and next" sx={{ mb: 1.5 }}>
      {line(MY_AGENDA_TEXTS.now, now)}
      {line(MY_AGENDA_TEXTS.next, next)}
    </Alert>
  );
}

type DayGroup = { day: string; items: MyAgendaItem[] };

/** One day of the agenda: its heading on the viewer's calendar (the programme's day chips'), then its sessions. */
export function Day({ group, facts, headingLevel }: { group: DayGroup; facts: Facts; headingLevel: 'h2' | 'h3' }) {
  const heading = dayHeadingOf(group.day);
  return (
    <Box component="section" aria-label={heading}>
      <Typography variant="subtitle2" component={headingLevel} sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {group.items.map((item) => (
          <Row key={item.agenda.id} item={item} facts={facts} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The passed days, folded (a native disclosure: a button for the keyboard and screen readers, no script).
 * Open from the start when nothing is left of the event.
 */
export function EarlierDays({ groups, open, children }: { groups: DayGroup[]; open: boolean; children: ReactNode }) {
  return (
    <Box
      component="details"
      open={open}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        pt: 1,
        '& > summary': {
          cursor: 'pointer',
          fontWeight: 600,
          py: 1,
          color: 'primary.main',
          borderRadius: 1,
        },
      }}
    >
      <summary>{MY_AGENDA_TEXTS.earlier(groups.length)}</summary>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}
