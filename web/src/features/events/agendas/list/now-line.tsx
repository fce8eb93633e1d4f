import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { clockIn, timeOf } from '@/lib/zoned-time';

/**
 * The now line of a running event's timeline: between the sessions that started and
 * those to come, with the time in words; scrolled into view when the timeline opens (once).
 */
export function NowLine({
  now,
  zone,
  scrollIntoView = false,
}: {
  now: number;
  zone: string;
  scrollIntoView?: boolean;
}) {
  const ref = useRef<HTMLDivElement | null>(null);
  const scrolled = useRef(false);
  useEffect(() => {
    const line = ref.current;
    if (!scrollIntoView || scrolled.current || !line) return undefined;
    // In the next frame, where the browser lays the page out anyway: scrolled from the effect, the timeline
    // was laid out in the middle of its commit, and once more for the frame (the programme's
    // longest task on a phone).
    const frame = requestAnimationFrame(() => {
      scrolled.current = true;
      // jsdom has no scrolling.
      line.scrollIntoView?.({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollIntoView]);
  const time = timeOf(clockIn(now, zone));
  return (
    <Box
      ref={ref}
      role="note"
      aria-label={`Now, ${time}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'secondary.main' }}
    >
      <Typography
        variant="caption"
        sx={{ fontWeight: 700, bgcolor: 'secondary.main', color: 'secondary.contrastText', px: 0.75, borderRadius: 1 }}
      >
        Now {time}
      </Typography>
      <Box sx={{ flex: 1, height: 2, bgcolor: 'secondary.main' }} />
    </Box>
  );
}
