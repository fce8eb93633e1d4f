import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { heldBadges, PointsCardBody, POINTS_TEXTS } from '@/components/points-card';
import { paths } from '@/config/paths';
import { useEventPoints } from '@/hooks/use-points';
import { HomeSection } from './home-section';

/**
 * "Your points" on Me (docs/features.md, "Points"): the viewer's points in the event, their badges and the next
 * one, live. Drawn only when the event shows gamification (the caller checks hide_gamification), so a
 * hidden one reads nothing.
 */
export function EventPoints({ eventId, tenantId }: { eventId: string; tenantId: string }) {
  const state = useEventPoints(eventId);
  const ids = { e: eventId, t: tenantId };
  return (
    <HomeSection title={POINTS_TEXTS.title}>
      <PointsCardBody
        state={state}
        badgesHref={paths.main.event.gamification.badges(ids)}
        leaderboardHref={paths.main.event.leaderboard(ids)}
      />
    </HomeSection>
  );
}

const POINTS_LINE_TEXTS = {
  line: (points: string, badges: number) => `${points} · ${badges} ${badges === 1 ? 'badge' : 'badges'}`,
  more: 'Your points and badges on Me',
} as const;

/**
 * The event home's one line of points (docs/features.md, "The attendee's screens"): the total and the
 * badges held, the whole line a link to Me, where the card is. Drawn only when the event shows gamification.
 */
export function PointsLine({ eventId, tenantId }: { eventId: string; tenantId: string }) {
  const state = useEventPoints(eventId);
  let text;
  if (state.status === 'loading') text = <Skeleton variant="text" width={160} />;
  else if (state.status === 'error') text = POINTS_TEXTS.title;
  else {
    const held = heldBadges(state.points, state.badges, state.earned).earned.length;
    text = POINTS_LINE_TEXTS.line(POINTS_TEXTS.points(state.points), held);
  }
  return (
    <Card component="section" aria-label={POINTS_TEXTS.title}>
      <CardActionArea component={RouterLink} to={paths.main.event.me({ e: eventId, t: tenantId })} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <EmojiEventsOutlined color="action" />
          <div>
            <Typography sx={{ fontWeight: 600 }} component="div">
              {text}
            </Typography>
            <Typography variant="body2" color="primary">
              {POINTS_LINE_TEXTS.more}
            </Typography>
          </div>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
