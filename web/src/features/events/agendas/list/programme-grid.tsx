import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { clockIn, spanOnTwoClocks, timeOf } from '@/lib/zoned-time';
import { programmeGrid } from './programme-grid-model';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';

/** Pixels per minute: a 30-minute session is 60 px, room for its hours and two lines of title. */
const PX_PER_MIN = 2;
const TIME_COLUMN = 56;

export interface ProgrammeGridProps {
  agendas: readonly LiveAgenda[];
  /** The event's rooms, in the order their columns take. */
  locations: readonly { id: string; name: string }[];
  /** The day drawn ("2026-05-12" in `zone`). */
  day: string;
  zone: string;
  /** The current instant: a now line when it falls in the grid, scrolled into view at first. */
  now: number;
  overviewPath: (agendaId: string) => string;
}

/**
 * The programme by room (as pretalx draws it): one column per room for a day, the
 * hours down a sticky time column and the rooms' names in a sticky header, so three to eight rooms stay
 * readable on a desktop. On a phone the grid is two rooms wide and swipes sideways room by room
 * (scroll-snap). Each session is a link to its overview.
 */
export function ProgrammeGrid({ agendas, locations, day, zone, now, overviewPath }: ProgrammeGridProps) {
  const grid = useMemo(() => programmeGrid(agendas, locations, day, zone), [agendas, locations, day, zone]);
  const scroller = useRef<HTMLDivElement | null>(null);
  const nowLine = useRef<HTMLDivElement | null>(null);
  const height = grid.minutes * PX_PER_MIN;
  const nowOffset =
    now >= grid.from && now < grid.from + grid.minutes * 60_000 ? ((now - grid.from) / 60_000) * PX_PER_MIN : null;
  const hasNow = nowOffset !== null;

  // Opens at now (an hour above it) when today is drawn; once per day shown.
  useEffect(() => {
    const box = scroller.current;
    const line = nowLine.current;
    if (box && line) box.scrollTop = Math.max(0, line.offsetTop - 60 * PX_PER_MIN);
  }, [day, hasNow]);

  if (grid.rooms.length === 0) return <Typography color="text.secondary">No session on this day.</Typography>;
  const hours = Array.from({ length: Math.floor(grid.minutes / 60) + 1 }, (_, index) => index * 60);
  const columns = `${TIME_COLUMN}px repeat(${grid.rooms.length}, minmax(var(--room-width), 1fr))`;

  return (
    <Box
      ref={scroller}
      component="section"
      aria-label="Programme by room"
      data-testid="programme-grid"
      sx={{
        // Two rooms on a phone, at least 180 px each on larger screens (eight rooms then scroll sideways).
        '--room-width': { xs: `calc((100vw - ${TIME_COLUMN + 40}px) / 2)`, sm: '180px' },
        overflow: 'auto',
        maxHeight: { xs: '70vh', md: '75vh' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        scrollSnapType: { xs: 'x mandatory', md: 'none' },
        scrollPaddingLeft: `${TIME_COLUMN}px`,
        overscrollBehaviorX: 'contain',
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: columns,
          gridTemplateRows: `auto ${height}px`,
          minWidth: 'min-content',
        }}
      >
        <Box
          aria-hidden
          sx={{
            gridRow: 1,
            gridColumn: 1,
            position: 'sticky',
            top: 0,
            left: 0,
            zIndex: 4,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        />
        {grid.rooms.map((room, index) => (
          <Box
            key={`head-${room.id}`}
            aria-hidden
            sx={{
              gridRow: 1,
              gridColumn: index + 2,
              position: 'sticky',
              top: 0,
              zIndex: 3,
              scrollSnapAlign: 'start',
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderLeft: 1,
              borderColor: 'divider',
              px: 1,
              py: 1,
              fontWeight: 700,
              fontSize: '0.9rem',
              overflowWrap: 'anywhere',
            }}
          >
            {room.name}
          </Box>
        ))}
        <Box
          aria-hidden
          sx={{
            gridRow: 2,
            gridColumn: 1,
            position: 'sticky',
            left: 0,
            zIndex: 2,
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          {hours.map((minute) => (
            <Typography
              key={minute}
              variant="caption"
              sx={{
                position: 'absolute',
                top: minute * PX_PER_MIN + 2,
                left: 6,
                color: 'text.secondary',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {timeOf(clockIn(grid.from + minute * 60_000, zone))}
            </Typography>
          ))}
        </Box>
        {grid.rooms.map((room, index) => (
          <Box
            key={room.id}
            component="section"
            aria-label={room.name}
            sx={(theme) => ({
              gridRow: 2,
              gridColumn: index + 2,
              position: 'relative',
              borderLeft: 1,
              borderColor: 'divider',
              // A line every hour.
              backgroundImage: `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px ${60 * PX_PER_MIN}px)`,
            })}
          >
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {room.sessions.map(({ agenda, top, bottom, lane, lanes }) => (
                <Box
                  component="li"
                  key={agenda.id}
                  sx={(theme) => ({
                    position: 'absolute',
                    top: top * PX_PER_MIN + 1,
                    height: Math.max(24, (bottom - top) * PX_PER_MIN - 2),
                    left: `calc(${(lane / lanes) * 100}% + 3px)`,
                    width: `calc(${100 / lanes}% - 6px)`,
                    overflow: 'hidden',
                    borderRadius: 1.5,
                    border: 1,
                    borderColor: 'primary.main',
                    borderLeftWidth: 4,
                    bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.22 : 0.1),
                    px: 0.75,
                    py: 0.25,
                    '&:focus-within': { outline: `2px solid ${theme.palette.text.primary}` },
                  })}
                >
                  <Typography
                    variant="caption"
                    component="p"
                    sx={{ fontWeight: 600, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {/* Named, as every time an attendee reads; the event's clock is in the hint above the grid. */}
                    {spanOnTwoClocks(agenda.start, agenda.end, null, 'hours', zone).yours}
                  </Typography>
                  <Link
                    component={RouterLink}
                    to={overviewPath(agenda.id)}
                    color="text.primary"
                    underline="hover"
                    sx={{
                      fontSize: '0.875rem',
                      fontWeight: 600,
                      lineHeight: 1.25,
                      display: 'block',
                      overflowWrap: 'anywhere',
                      '&:focus-visible': { outline: 'none' },
                    }}
                  >
                    {agenda.name}
                  </Link>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
        {nowOffset !== null ? (
          <Box
            ref={nowLine}
            role="note"
            aria-label={`Now, ${timeOf(clockIn(now, zone))}`}
            sx={{
              gridRow: 2,
              gridColumn: '1 / -1',
              alignSelf: 'start',
              mt: `${nowOffset}px`,
              height: 2,
              bgcolor: 'secondary.main',
              zIndex: 2,
              pointerEvents: 'none',
              position: 'relative',
            }}
          >
            <Typography
              variant="caption"
              sx={{
                position: 'sticky',
                left: 0,
                top: -9,
                display: 'inline-block',
                transform: 'translateY(-50%)',
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                px: 0.5,
                borderRadius: 1,
                fontWeight: 700,
              }}
            >
              Now
            </Typography>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
