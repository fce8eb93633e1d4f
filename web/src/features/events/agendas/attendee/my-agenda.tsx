import type { Location } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FOCUS_HOME } from '@/hooks/use-kept-focus';
import { useRights } from '@/lib/rights';
import { viewerZone } from '@/lib/zoned-time';
import { useEventParticipation } from '@/features/events/shared/use-event-participation';
import { useMySchedule } from '@/features/events/shared/use-my-schedule';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { useLiveStars } from './programme-api';
import {
  dayHeadingOf,
  zoneDayKey,
  eventRunning,
  groupByZoneDay,
  myAgendaItems,
  personalClashes,
  todayFirst,
} from './my-agenda-model';
import { useLiveAgendas } from '@/features/events/agendas/shared/use-live-agendas';
import { useNow } from '@/features/events/agendas/shared/use-now';
import { Day, EarlierDays, MY_AGENDA_TEXTS, NowNextOfMine, Row, type Facts } from './my-agenda-parts';
import { ZoneHintText } from './zone-hint-text';

const byName = (a: Location, b: Location) => a.name.localeCompare(b.name);

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
