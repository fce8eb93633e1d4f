import { badgeProgress, compareBadges, type Badge } from '@agenda/contract';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** A person's points in one event with the event's badges, as the points hooks read them live. */
export type PointsState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | {
      status: 'ready';
      points: number;
      badges: Badge[];
      /** The badges recorded as earned (they stay earned when the total falls below them). */
      earned: readonly { id: string }[];
    };

export const POINTS_TEXTS = {
  title: 'Your points',
  points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
  earned: "Earned with your posts, comments and likes on the event's wall.",
  none: "No points yet: post, comment and like on the event's wall to earn them.",
  badges: 'Your badges',
  noneEarned: 'No badge yet.',
  next: (name: string, missing: number) =>
    `Next badge: ${name}, ${missing} ${missing === 1 ? 'point' : 'points'} to go`,
  allEarned: 'You have every badge of this event.',
  noBadges: 'This event has no badges yet.',
  allBadges: 'All badges',
  leaderboard: 'Leaderboard',
};

/**
 * The badges a person holds (recorded as earned, or reached by the points now: a badge added below their
 * total is theirs before their next move records it) and the next one among the rest.
 */
export function heldBadges(points: number, badges: readonly Badge[], recorded: readonly { id: string }[]) {
  const isRecorded = (badge: Badge) => recorded.some((held) => held.id === badge.id);
  const sorted = [...badges].sort(compareBadges);
  return {
    earned: sorted.filter((badge) => badge.t <= points || isRecorded(badge)),
    next: badgeProgress(
      points,
      sorted.filter((badge) => badge.t <= points || !isRecorded(badge)),
    ).next,
  };
}

/** A badge's image, small, scaled to fit its square. */
function BadgeThumb({ badge }: { badge: Badge }) {
  return (
    <Box
      component="img"
      src={badge.u}
      alt=""
      sx={{ width: 40, height: 40, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover', flexShrink: 0 }}
    />
  );
}

interface PointsCardBodyProps {
  state: PointsState;
  /** The event's badges screen. */
  badgesHref: string;
  /** The event's leaderboard. */
  leaderboardHref?: string;
}

/**
 * A person's points in an event (the total of their wall activity's ledger, docs/features.md "Points"),
 * the badges earned (threshold at or below the points) and the next one with the way to it, and a link
 * to the badges. The frame (card, heading) is the caller's.
 */
export function PointsCardBody({ state, badgesHref, leaderboardHref }: PointsCardBodyProps) {
  if (state.status === 'loading') {
    return (
      <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading your points">
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="rounded" height={8} />
      </Stack>
    );
  }
  if (state.status === 'error') return <Alert severity="error">{state.error}</Alert>;
  const progress = heldBadges(state.points, state.badges, state.earned);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
          {POINTS_TEXTS.points(state.points)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {state.points > 0 ? POINTS_TEXTS.earned : POINTS_TEXTS.none}
        </Typography>
      </Box>
      {state.badges.length === 0 ? (
        <Typography color="text.secondary">{POINTS_TEXTS.noBadges}</Typography>
      ) : (
        <>
          <Box>
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
              {POINTS_TEXTS.badges}
            </Typography>
            {progress.earned.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {POINTS_TEXTS.noneEarned}
              </Typography>
            ) : (
              <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
                {progress.earned.map((badge) => (
                  <Stack component="li" key={badge.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <BadgeThumb badge={badge} />
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {badge.n}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            )}
          </Box>
          {progress.next ? (
            <Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <BadgeThumb badge={progress.next.badge} />
                <Typography variant="body2" id={`next-${progress.next.badge.id}`}>
                  {POINTS_TEXTS.next(progress.next.badge.n, progress.next.missing)}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={progress.next.percent}
                aria-labelledby={`next-${progress.next.badge.id}`}
                sx={{ height: 8, borderRadius: 4 }}
              />
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {POINTS_TEXTS.allEarned}
            </Typography>
          )}
        </>
      )}
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={badgesHref} size="small" startIcon={<EmojiEventsOutlined />}>
          {POINTS_TEXTS.allBadges}
        </Button>
        {leaderboardHref ? (
          <Button component={RouterLink} to={leaderboardHref} size="small" startIcon={<LeaderboardOutlined />}>
            {POINTS_TEXTS.leaderboard}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
