import { api, OVERLAYS } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { useAsyncData } from '@/hooks/use-async-data';
import { call } from '@/lib/api';
import { unreportedErrorText } from '@/lib/error-text';

const LISTING_TEXTS = {
  title: 'Leaderboards',
  label: 'Show me on the leaderboards of my events',
  help: 'Off, others do not see your name or points on any leaderboard. You still earn points and badges.',
  left: 'You left the leaderboards',
  joined: 'You are on the leaderboards again',
  loading: 'Loading your leaderboard choice',
} as const;

// GET /backendv2/gamification/listing
const listingOf = async () => (await call(api.gamification.listing, {})).result;

/** The profile's switch to leave the leaderboards (or join them again), saved at once with a confirmation. */
export function LeaderboardListingCard() {
  const overlay = useOverlay();
  const toast = useToast();
  const load = useCallback(listingOf, []);
  const [state, setState] = useAsyncData(load);
  const [problem, setProblem] = useState<string | null>(null);

  const change = async (listed: boolean) => {
    setProblem(null);
    try {
      // POST /backendv2/gamification/listing { listed }
      const saved = await overlay.run(OVERLAYS.saving, () => call(api.gamification.setListing, { listed }));
      setState(saved.result);
      toast.info(listed ? LISTING_TEXTS.joined : LISTING_TEXTS.left);
    } catch (error) {
      setProblem(unreportedErrorText(error));
    }
  };

  return (
    <Card component="section" aria-label={LISTING_TEXTS.title}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h2" sx={{ fontWeight: 600 }}>
          {LISTING_TEXTS.title}
        </Typography>
        {state.status === 'loading' ? (
          <Skeleton variant="text" width="70%" height={40} aria-label={LISTING_TEXTS.loading} />
        ) : state.status === 'error' ? (
          <Alert severity="error">{state.error}</Alert>
        ) : (
          <FormControlLabel
            control={<Switch checked={state.data.listed} onChange={(event) => void change(event.target.checked)} />}
            label={LISTING_TEXTS.label}
          />
        )}
        <Typography variant="body2" color="text.secondary">
          {LISTING_TEXTS.help}
        </Typography>
        {problem ? <Alert severity="error">{problem}</Alert> : null}
      </CardContent>
    </Card>
  );
}
