import type { Location } from '@agenda/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { otherDayPrefix, spanOnTwoClocks, viewerZone } from '@/lib/zoned-time';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { eventRunning, nowAndNext } from './my-agenda-model';
import { useLiveAgendas, type LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { useNow } from '@/features/events/agendas/shared/use-now';
import { ZoneHintText } from './zone-hint-text';

const NOW_NEXT_TEXTS = {
  title: 'Now and next',
  now: 'On now',
  next: 'Next',
  nothingNow: 'Nothing is on right now.',
  nothingNext: 'Nothing more today or later.',
  more: (count: number) => `${count} more`,
  moreLabel: (count: number) => `${count} more in the programme`,
} as const;

/**
 * Rows shown per part: the first two, one line each, and a link to the programme for the rest. A
 * running conference has a dozen rooms; the card comes first on the home, and its height must not
 * depend on the programme (the skeleton holds two lines, so nothing below moves when it arrives).
 */
const NOW_NEXT_SHOWN = 2;

const byName = (a: Location, b: Location) => a.name.localeCompare(b.name);

/**
 * What is on now and what starts next in the whole programme, for everyone, while the
 * event runs (nothing otherwise): each with its hours on the viewer's clock, named, and its room, linked
 * to its overview (the event's clock is said once, above, when it differs: rows stay one line), the first two of each (NOW_NEXT_SHOWN) and a link to the programme for the rest. Moves
 * on by itself every minute.
 */
export function NowNext({
  eventId,
  tenantId,
  eventZone,
  eventStart,
  eventEnd,
}: {
  eventId: string;
  tenantId: string;
  /** The event's IANA zone. */
  eventZone: string;
  eventStart: Date;
  eventEnd: Date;
}) {
  const now = useNow();
  const viewer = viewerZone();
  const agendas = useLiveAgendas(eventId);
  const locations = useLiveChildren(eventId, 'locations', byName);
  const names = useMemo(
    () =>
      new Map((locations.status === 'ready' ? locations.items : []).map((location) => [location.id, location.name])),
    [locations],
  );
  if (!eventRunning({ start: eventStart, end: eventEnd }, now) || agendas.status === 'error') return null;
  // While the programme loads, the card is drawn with a line per part: what is on then takes its place
  // without pushing My agenda and the rest of the page down (the home's layout shift).
  const { now: running, next } = agendas.status === 'ready' ? nowAndNext(agendas.data, now) : { now: null, next: null };
  const programmeLink = paths.main.event.agendalist({ e: eventId, t: tenantId });
  const list = (title: string, items: LiveAgenda[] | null, empty: string) => (
    <section aria-label={title}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {items && items.length > NOW_NEXT_SHOWN ? (
          <Link
            component={RouterLink}
            to={programmeLink}
            variant="body2"
            aria-label={NOW_NEXT_TEXTS.moreLabel(items.length - NOW_NEXT_SHOWN)}
          >
            {NOW_NEXT_TEXTS.more(items.length - NOW_NEXT_SHOWN)}
          </Link>
        ) : null}
      </Stack>
      {items === null ? (
        // Two lines each: a session or two, as a programme usually has at once (a guess that keeps the
        // shift small when more or fewer come).
        <>
          <Skeleton variant="text" width="85%" />
          <Skeleton variant="text" width="60%" />
        </>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.slice(0, NOW_NEXT_SHOWN).map((agenda) => {
            const room = agenda.location_id ? names.get(agenda.location_id) : undefined;
            return (
              // One line each, cut with an ellipsis: a long title does not make the card taller.
              <Box
                component="li"
                key={agenda.id}
                sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                <Typography
                  variant="body2"
                  component="time"
                  dateTime={new Date(agenda.start).toISOString()}
                  sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', mr: 1 }}
                >
                  {/* A next session on a later day says which. */}
                  {otherDayPrefix(agenda.start, now, viewer)}
                  {spanOnTwoClocks(agenda.start, agenda.end, null, 'hours', viewer).yours}
                </Typography>
                <Link
                  component={RouterLink}
                  to={paths.main.event.agendas.overview({ e: eventId, t: tenantId, a: agenda.id })}
                >
                  {agenda.name}
                </Link>
                {room ? (
                  <Typography variant="body2" component="span" color="text.secondary">
                    {' · '}
                    {room}
                  </Typography>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      )}
    </section>
  );
  return (
    <Card component="section" aria-label={NOW_NEXT_TEXTS.title} aria-busy={running === null}>
      <CardContent>
        <Typography variant="h2" sx={{ fontWeight: 600 }}>
          {NOW_NEXT_TEXTS.title}
        </Typography>
        {/* The app's one zone rule: the viewer's clock, and the event's said beside it when it differs. */}
        <ZoneHintText eventZone={eventZone} now={now} />
        <Stack spacing={1.5}>
          {list(NOW_NEXT_TEXTS.now, running, NOW_NEXT_TEXTS.nothingNow)}
          {list(NOW_NEXT_TEXTS.next, next, NOW_NEXT_TEXTS.nothingNext)}
        </Stack>
      </CardContent>
    </Card>
  );
}
