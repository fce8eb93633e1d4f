import LockOutlined from '@mui/icons-material/LockOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CountryFlag, type FlagOwner } from '@/components/country-flag';
import { paths } from '@/config/paths';
import type { EventItem } from '@/lib/event-item';
import { clockIn, formatDate, RANGE_SEPARATOR, safeZone, timeOf, zoneAbbreviation } from '@/lib/zoned-time';
import { dayHeading, eventHasPassed, groupByStartDay, startDayKey } from './event-filters';
import { EVENT_PASSED } from './event-card';

const clampOne = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

/**
 * "09:00 – 18:00 CEST" on the event's own clock, "01:00 CET – 04:00 CEST" when the clocks change that
 * night, or "09:00 CEST until Thu 14 May 2026" when it ends on another day (the app's one style).
 */
export function eventTimeRange(event: Pick<EventItem, 'start' | 'end' | 'timezone'>): string {
  const timeZone = safeZone(event.timezone);
  const time = (date: Date) => timeOf(clockIn(date, timeZone));
  const startName = zoneAbbreviation(timeZone, event.start);
  const endName = zoneAbbreviation(timeZone, event.end);
  const endDay = startDayKey({ start: event.end, timezone: event.timezone });
  if (endDay === startDayKey(event))
    return startName === endName
      ? `${time(event.start)}${RANGE_SEPARATOR}${time(event.end)} ${endName}`
      : `${time(event.start)} ${startName}${RANGE_SEPARATOR}${time(event.end)} ${endName}`;
  return `${time(event.start)} ${startName} until ${formatDate(event.end, timeZone)}`;
}

/**
 * The compact view of an event list: events grouped by the day they start on, one line
 * each, every line a link to the event.
 */
export function EventDayList({
  events,
  tenants,
  now,
}: {
  events: readonly EventItem[];
  tenants: ReadonlyMap<string, FlagOwner>;
  now: Date;
}) {
  return (
    <Stack component="section" aria-label="Events by date" spacing={3}>
      {groupByStartDay(events).map((group, index) => (
        <Box key={`${group.day}-${index}`} component="section" aria-label={dayHeading(group.day)}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1, color: 'text.secondary' }}>
            {dayHeading(group.day)}
          </Typography>
          <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0, overflow: 'hidden' }}>
            {group.events.map((event, row) => (
              <Box component="li" key={event.id} sx={{ borderTop: row === 0 ? 0 : 1, borderColor: 'divider' }}>
                <Box
                  component={RouterLink}
                  to={paths.main.event.event({ e: event.id, t: event.tenant_id })}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: 'auto 1fr', sm: '13.5rem auto 1fr auto' },
                    columnGap: 1.5,
                    rowGap: 0.25,
                    alignItems: 'center',
                    px: 2,
                    py: 1.25,
                    color: 'text.primary',
                    textDecoration: 'none',
                    '&:hover': { bgcolor: 'action.hover' },
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                  }}
                >
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, ...clampOne }}
                  >
                    <time dateTime={event.start.toISOString()}>{eventTimeRange(event)}</time>
                  </Typography>
                  <CountryFlag tenant={tenants.get(event.tenant_id) ?? null} width={21} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, ...clampOne }}>{event.name}</Typography>
                    <Stack
                      direction="row"
                      spacing={0.5}
                      sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}
                    >
                      <PlaceOutlined sx={{ fontSize: 16 }} />
                      <Typography variant="body2" sx={clampOne}>
                        {event.address}
                      </Typography>
                    </Stack>
                  </Box>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{
                      gridColumn: { xs: '1 / -1', sm: 'auto' },
                      justifySelf: { sm: 'end' },
                      '&:empty': { display: 'none' },
                    }}
                  >
                    {event.privacy ? <Chip size="small" icon={<LockOutlined />} label="Draft" /> : null}
                    {eventHasPassed(event, now) ? <Chip size="small" variant="outlined" label={EVENT_PASSED} /> : null}
                  </Stack>
                </Box>
              </Box>
            ))}
          </Paper>
        </Box>
      ))}
    </Stack>
  );
}
