import { COLLECTIONS, type UserPointsDoc } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore, useFirestoreDoc } from 'reactfire';
import { PointsCardBody, POINTS_TEXTS } from '@/components/points-card';
import { paths } from '@/config/paths';
import { useEventPoints, useOwnPointsEverywhere } from '@/hooks/use-points';
import { eventConverter } from '@/lib/event-item';

export const MY_POINTS_TEXTS = {
  title: 'Your points and badges',
  empty: "No points yet: post, comment and like on an event's wall to earn points and badges.",
};

/** One event's points, under its name; nothing while the event is unreadable or hides gamification. */
function EventPointsRow({ item }: { item: UserPointsDoc }) {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, COLLECTIONS.events, item.event_id).withConverter(eventConverter),
    [firestore, item.event_id],
  );
  const event = useFirestoreDoc(ref);
  const state = useEventPoints(item.event_id);
  if (event.status !== 'success') return null;
  const stored = event.data.data();
  if (!stored || stored.hide_gamification) return null;
  const ids = { e: item.event_id, t: item.tenant_id };
  return (
    <Box component="section" aria-label={stored.name}>
      <Link component={RouterLink} to={paths.main.event.event(ids)} variant="h3" sx={{ display: 'block', mb: 1 }}>
        {stored.name}
      </Link>
      <PointsCardBody
        state={state}
        badgesHref={paths.main.event.gamification.badges(ids)}
        leaderboardHref={paths.main.event.leaderboard(ids)}
      />
    </Box>
  );
}

/**
 * The profile's points: the signed-in person's points and badges in every event
 * where they have points, each with its event's link (events hiding gamification are left out).
 */
export function MyPointsCard() {
  const live = useOwnPointsEverywhere();
  return (
    <Card component="section" aria-label={MY_POINTS_TEXTS.title}>
      <CardContent>
        <Typography variant="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {MY_POINTS_TEXTS.title}
        </Typography>
        {live.status === 'loading' ? (
          <Stack spacing={1} aria-busy="true" aria-label={`Loading ${POINTS_TEXTS.title.toLowerCase()}`}>
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="text" width="70%" />
          </Stack>
        ) : live.status === 'error' ? (
          <Alert severity="error">{live.error}</Alert>
        ) : live.items.length === 0 ? (
          <Typography color="text.secondary">{MY_POINTS_TEXTS.empty}</Typography>
        ) : (
          <Stack spacing={2} divider={<Divider flexItem />}>
            {live.items.map((item) => (
              <EventPointsRow key={item.event_id} item={item} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
