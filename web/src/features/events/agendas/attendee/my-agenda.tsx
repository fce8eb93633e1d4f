import type { Location } from '@agenda/contract';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Star from '@mui/icons-material/Star';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FOCUS_HOME } from '@/hooks/use-kept-focus';
import { useRights } from '@/lib/rights';
import { AT_THE_EVENT, otherDayPrefix, spanOnTwoClocks, viewerZone } from '@/lib/zoned-time';
import { useEventParticipation } from '@/features/events/shared/use-event-participation';
import { useMySchedule } from '@/features/events/shared/use-my-schedule';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { useLiveStars } from './programme-api';
import {
  clashText,
  dayHeadingOf,
  zoneDayKey,
  eventRunning,
  groupByZoneDay,
  myAgendaItems,
  nowAndNext,
  personalClashes,
  todayFirst,
  type MyAgendaItem,
} from './my-agenda-model';
import { useLiveAgendas } from '@/features/events/agendas/shared/use-live-agendas';
import { useNow } from '@/features/events/agendas/shared/use-now';
import { AddToCalendarButton } from './add-to-calendar-button';
import { JoinButton } from './join-button';
import { StarButton } from './star-button';
import { ZoneHintText } from './zone-hint-text';

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

const byName = (a: Location, b: Location) => a.name.localeCompare(b.name);

/** MUI's warning orange is too light for small text (WCAG AA): a deeper one, or a paler one in the dark. */
const WARNING_TEXT = { light: '#8a4500', dark: '#ffb74d' } as const;

interface Facts {
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

function Row({ item, facts }: { item: MyAgendaItem; facts: Facts }) {
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

function NowNextOfMine({ items, facts }: { items: MyAgendaItem[]; facts: Facts }) {
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
function Day({ group, facts, headingLevel }: { group: DayGroup; facts: Facts; headingLevel: 'h2' | 'h3' }) {
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
function EarlierDays({ groups, open, children }: { groups: DayGroup[]; open: boolean; children: ReactNode }) {
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

/**
 * "My agenda" (docs/features.md, "The attendee's screens"): the sessions the viewer
 * speaks at, joined, must attend or starred, by day on the viewer's calendar as the programme's day chips
 * (its hint names the zone, and the event's clock beside it when that differs), with
 * now/next at the top while the event runs, clashes between the sessions they hold marked in words, and
 * one tap to leave a session they joined. Live: joins, leaves and stars from any tab show at once.
 * `scope` 'all' (its own screen): today first, then the days to come, the passed days folded under
 * "Earlier days". 'today' (the event home): today's part only, or when the next day of theirs comes.
 */
export function MyAgenda({
  eventId,
  tenantId,
  eventZone,
  eventStart,
  eventEnd,
  action,
  scope = 'all',
  heading = 'h2',
}: {
  eventId: string;
  tenantId: string;
  /** The event's IANA zone. */
  eventZone: string;
  eventStart: Date;
  eventEnd: Date;
  action?: ReactNode;
  scope?: 'all' | 'today';
  /** The title's level: h1 on its own screen. */
  heading?: 'h1' | 'h2';
}) {
  const rights = useRights();
  const agendas = useLiveAgendas(eventId);
  const participant = useEventParticipation(eventId, rights.uid);
  const schedule = useMySchedule();
  const stars = useLiveStars(eventId, rights.uid);
  const locations = useLiveChildren(eventId, 'locations', byName);
  const now = useNow();
  const zone = viewerZone();
  const items = useMemo(
    () =>
      agendas.status === 'ready' && participant !== null && schedule !== null
        ? myAgendaItems(rights.uid, participant, agendas.data, stars, schedule)
        : [],
    [agendas, participant, rights.uid, stars, schedule],
  );
  // Clashes among the sessions held (a seat, a talk, a mandatory one): starring two parallel talks to
  // choose later is no clash.
  const clashes = useMemo(
    () => personalClashes(items.filter((item) => item.roles.length > 0).map((item) => item.agenda)),
    [items],
  );
  const names = useMemo(
    () =>
      new Map((locations.status === 'ready' ? locations.items : []).map((location) => [location.id, location.name])),
    [locations],
  );
  const facts: Facts = {
    eventId,
    tenantId,
    zone,
    eventZone,
    now,
    clashes,
    locationName: (id) => (id ? (names.get(id) ?? null) : null),
  };
  const dayHeading = heading === 'h1' ? 'h2' : 'h3';
  const program = paths.main.event.agendalist({ e: eventId, t: tenantId });

  let body: ReactNode;
  if (agendas.status === 'loading' || participant === null || schedule === null) {
    // A row's shape per line, so that the list takes its place without the page jumping.
    body = (
      <Stack spacing={1.5} aria-busy="true" aria-label="Loading your agenda">
        {[0, 1, 2].slice(0, scope === 'today' ? 2 : 3).map((index) => (
          <Stack key={index} direction="row" spacing={1.5}>
            <Skeleton variant="text" width={80} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="70%" />
              <Skeleton variant="text" width="40%" />
            </Box>
          </Stack>
        ))}
      </Stack>
    );
  } else if (agendas.status === 'error') body = <Alert severity="error">{agendas.error}</Alert>;
  else if (items.length === 0) {
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{MY_AGENDA_TEXTS.empty}</Typography>
        <Button component={RouterLink} to={program} variant="outlined" size="small">
          {MY_AGENDA_TEXTS.browse}
        </Button>
      </Stack>
    );
  } else {
    const days = todayFirst(groupByZoneDay(items, zone), zoneDayKey(now, zone));
    const running = eventRunning({ start: eventStart, end: eventEnd }, now);
    if (scope === 'today') {
      const next = days.later[0];
      body = (
        <>
          {running ? <NowNextOfMine items={items} facts={facts} /> : null}
          {days.today ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {days.today.items.map((item) => (
                <Row key={item.agenda.id} item={item} facts={facts} />
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">
              {MY_AGENDA_TEXTS.nothingToday}
              {next ? ` ${MY_AGENDA_TEXTS.nextDay(dayHeadingOf(next.day), next.items.length)}` : ''}
            </Typography>
          )}
        </>
      );
    } else {
      const ahead = [...(days.today ? [days.today] : []), ...days.later];
      body = (
        <>
          {running ? <NowNextOfMine items={items} facts={facts} /> : null}
          <Stack spacing={2}>
            {ahead.map((group) => (
              <Day key={group.day} group={group} facts={facts} headingLevel={dayHeading} />
            ))}
            {days.earlier.length > 0 ? (
              <EarlierDays groups={days.earlier} open={ahead.length === 0}>
                {days.earlier.map((group) => (
                  <Day key={group.day} group={group} facts={facts} headingLevel={dayHeading} />
                ))}
              </EarlierDays>
            ) : null}
          </Stack>
        </>
      );
    }
  }
  return (
    // A session left from here vanishes with its Leave: the focus then goes to the section (useKeptFocus).
    <Box
      component="section"
      aria-label={scope === 'today' ? MY_AGENDA_TEXTS.todayTitle : MY_AGENDA_TEXTS.title}
      {...FOCUS_HOME}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant={heading === 'h1' ? 'h1' : 'h2'} sx={{ fontWeight: 600 }}>
          {scope === 'today' ? MY_AGENDA_TEXTS.todayTitle : MY_AGENDA_TEXTS.title}
        </Typography>
        {action}
      </Stack>
      <ZoneHintText eventZone={eventZone} now={now} />
      {body}
    </Box>
  );
}
