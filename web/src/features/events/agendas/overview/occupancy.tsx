import { occupancyPercent } from '@agenda/contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isFull } from '@/features/events/agendas/shared/agenda-format';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';

/** docs/product.md §2 Agenda overview: the rounded-up share of taken places, or "Unlimited". */
export function Occupancy({ agenda }: { agenda: LiveAgenda }) {
  const places = agenda.mandatory ? 0 : agenda.no_of_places;
  const taken = agenda.participant_count;
  const percent = occupancyPercent(taken, places);
  const full = isFull(agenda);
  const caption =
    percent === null
      ? `${taken} ${taken === 1 ? 'participant' : 'participants'}, no limit`
      : `${taken} of ${places} places taken`;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress
          variant="determinate"
          value={100}
          size={132}
          thickness={4}
          sx={{ color: 'action.hover', position: 'absolute' }}
          aria-hidden
        />
        <CircularProgress
          variant="determinate"
          value={percent ?? 100}
          size={132}
          thickness={4}
          color={percent === null ? 'secondary' : full ? 'error' : 'primary'}
          aria-label="Occupancy"
          aria-valuetext={percent === null ? 'Unlimited' : `${percent}%`}
        />
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Typography
            component="p"
            sx={{ fontWeight: 700, fontSize: percent === null ? '1.05rem' : '1.6rem' }}
            data-testid="occupancy"
          >
            {percent === null ? 'Unlimited' : `${percent}%`}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {caption}
      </Typography>
    </Stack>
  );
}
