import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useMemo, type ReactNode } from 'react';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { viewerZone } from '@/lib/zoned-time';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { dayHeading, groupByDay } from './agenda-list';
import { NowLine } from './now-line';

/**
 * Cards drawn at once; the next ones follow as the reader scrolls (half a screen ahead). Several screens
 * of cards even on a desktop, and a search keystroke mounts at most these (with 60, mounting
 * the newly matching cards was most of a keystroke's 53–66 ms).
 */
const TIMELINE_BATCH = 20;

/** The timeline's placeholder while the agendas load. */
export function TimelineSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading the agendas">
      <Skeleton variant="text" width={220} height={32} />
      {[0, 1, 2].map((key) => (
        <Card key={key}>
          <CardContent>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="60%" height={32} />
            <Skeleton variant="text" width="90%" />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Skeleton variant="rounded" width={72} height={24} />
              <Skeleton variant="rounded" width={72} height={24} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

interface TimelineProps {
  agendas: LiveAgenda[];
  resetKey: string;
  renderCard: (agenda: LiveAgenda) => ReactNode;
  /** While the event runs: today's day key and now, for the now line. */
  today?: { day: string; now: number } | null;
}

/**
 * The agendas by day, a batch of cards at a time; today's day has a now line, scrolled to at first.
 * Memoized: a search keystroke draws the field at once and the timeline only with its result.
 */
export const Timeline = memo(function Timeline({ agendas, resetKey, renderCard, today }: TimelineProps) {
  const { shown, showMore, sentinelRef } = useProgressiveCount(agendas.length, TIMELINE_BATCH, resetKey);
  const groups = useMemo(() => groupByDay(agendas.slice(0, shown)), [agendas, shown]);
  return (
    <Stack spacing={3}>
      {groups.map((group) => (
        <Box component="section" key={group.day} aria-label={dayHeading(group.day)}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, color: 'text.secondary', mb: 1.5 }}>
            {dayHeading(group.day)}
          </Typography>
          <Stack spacing={1.5} sx={{ borderLeft: 3, borderColor: 'divider', pl: { xs: 1.5, sm: 2 } }}>
            {today && group.day === today.day
              ? withNowLine(group.agendas, today.now, renderCard)
              : group.agendas.map(renderCard)}
          </Stack>
        </Box>
      ))}
      {shown < agendas.length ? (
        <Box ref={sentinelRef} sx={{ textAlign: 'center' }}>
          <Button onClick={showMore}>Show more ({agendas.length - shown} left)</Button>
        </Box>
      ) : null}
    </Stack>
  );
});

/** The cards with the now line before the first one still to start (after them all once all started). */
function withNowLine(agendas: LiveAgenda[], now: number, renderCard: (agenda: LiveAgenda) => ReactNode): ReactNode[] {
  const at = agendas.findIndex((agenda) => agenda.start > now);
  const cards = agendas.map(renderCard);
  cards.splice(at < 0 ? cards.length : at, 0, <NowLine key="now-line" now={now} zone={viewerZone()} scrollIntoView />);
  return cards;
}
