import { badgeProgress, POINTS_PER_JOINED_SESSION, type Badge } from '@agenda/contract';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** A participant's points in one event with the event's badges, as the points hooks read them live. */
export type PointsState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; points: number; sessions: number; badges: Badge[] };

export const POINTS_TEXTS = {
  title: 'Your points',
  points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
  sessions: (sessions: number) =>
    `${sessions} joined ${sessions === 1 ? 'session' : 'sessions'}, ${POINTS_PER_JOINED_SESSION} points each`,
  none: `No points yet: join sessions in the Program to earn ${POINTS_PER_JOINED_SESSION} points each.`,
  earned: 'Your badges',
  noneEarned: 'No badge yet.',
  next: (name: string, missing: number) =>
    `Next badge: ${name}, ${missing} ${missing === 1 ? 'point' : 'points'} to go`,
  allEarned: 'You have every badge of this event.',
  noBadges: 'This event has no badges yet.',
  allBadges: 'All badges',
  program: 'Program',
};

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
  /** The event's program, where sessions are joined. */
  programHref: string;
}

/**
 * A participant's points in an event (issue 32 item 20): the points and joined sessions, the badges
 * earned (threshold at or below the points) and the next one with the way to it; links to the badges
 * and, without points, to the program. The frame (card, heading) is the caller's.
 */
export function PointsCardBody({ state, badgesHref, programHref }: PointsCardBodyProps) {
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
  const progress = badgeProgress(state.points, state.badges);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
          {POINTS_TEXTS.points(state.points)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {state.sessions > 0 ? POINTS_TEXTS.sessions(state.sessions) : POINTS_TEXTS.none}
        </Typography>
      </Box>
      {state.badges.length === 0 ? (
        <Typography color="text.secondary">{POINTS_TEXTS.noBadges}</Typography>
      ) : (
        <>
          <Box>
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
              {POINTS_TEXTS.earned}
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
        {state.sessions === 0 ? (
          <Button component={RouterLink} to={programHref} size="small">
            {POINTS_TEXTS.program}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
