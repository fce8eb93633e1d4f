import Typography from '@mui/material/Typography';
import { zoneHint } from '@/lib/zoned-time';

/**
 * The line above hours written on the viewer's clock (Now and next, My agenda): the programme's hint in
 * short, naming the viewer's zone and, when the event's clock is set differently, how it reads there
 * (`zoneHint`).
 */
export function ZoneHintText({ eventZone, now }: { eventZone: string; now: number }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
      {zoneHint(eventZone, now, undefined, 'short')}
    </Typography>
  );
}
