import { api, type Leaderboard, type LeaderboardRow } from '@agenda/contract';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import Person from '@mui/icons-material/Person';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListSkeleton } from '@/components/list-skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { useAsyncData } from '@/hooks/use-async-data';
import { call } from '@/lib/api';
import { useCurrentEvent } from '@/lib/current-event';
import { useRights } from '@/lib/rights';
import { LEADERBOARD_TEXTS as T } from './leaderboard-texts';

// GET /backendv2/gamification/leaderboard?eventId (its 403 and 404 are shown here, not in the error dialog)
const leaderboardOf = async (eventId: string): Promise<Leaderboard> =>
  (await call(api.gamification.leaderboard, { eventId }, { handles: [403, 404] })).result;

function Row({ row, mine }: { row: LeaderboardRow; mine: boolean }) {
  return (
    <Box
      component="li"
      aria-current={mine ? 'true' : undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: '2.5rem 40px 1fr auto',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 1.5, sm: 2 },
        py: 1,
        borderRadius: 1,
        bgcolor: mine ? 'action.selected' : undefined,
      }}
    >
      <Typography component="span" sx={{ fontWeight: 700, textAlign: 'right' }}>
        {row.rank}
      </Typography>
      <UserAvatar src={row.avatar_url} name={row.name} size={40} fallback={<Person />} />
      <Typography component="span" sx={{ fontWeight: mine ? 700 : 500, overflowWrap: 'anywhere', minWidth: 0 }}>
        {row.name || T.unnamed}
        {mine ? ` ${T.you}` : ''}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {T.points(row.points)}
      </Typography>
    </Box>
  );
}

function OwnRank({ me, eventIds }: { me: Leaderboard['me']; eventIds: { e: string; t: string } }) {
  const text = !me.listed ? T.left : me.rank === null ? T.noRank : T.yourRank(me.rank, me.points);
  return (
    <Card variant="outlined" component="section" aria-label={T.yourPlace}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h2" variant="h3">
          {T.yourPlace}
        </Typography>
        <Typography>{text}</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={paths.main.profile()}>
            {me.listed ? T.leave : T.join}
          </Link>
          <Link component={RouterLink} to={paths.main.event.gamification.badges(eventIds)}>
            {T.badges}
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The board as the API answers it (remounted by Refresh, which reads it again). */
function Board({
  eventId,
  eventIds,
  hidden,
}: {
  eventId: string;
  eventIds: { e: string; t: string };
  hidden: boolean;
}) {
  const { uid } = useRights();
  const load = useCallback(
    () => (hidden ? Promise.reject(new Error(T.hidden)) : leaderboardOf(eventId)),
    [eventId, hidden],
  );
  const [state] = useAsyncData(load);
  if (state.status === 'loading') return <ListSkeleton label={T.loading} count={5} />;
  if (state.status === 'error') return <Alert severity={hidden ? 'info' : 'error'}>{state.error}</Alert>;
  return (
    <Stack spacing={3}>
      {state.data.top.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <EmojiEventsOutlined color="action" fontSize="large" />
          <Typography color="text.secondary">{T.empty}</Typography>
        </Stack>
      ) : (
        <Card component="section" aria-label={T.top}>
          <Box component="ol" aria-label={T.top} sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 0.5 }}>
            {state.data.top.map((row) => (
              <Row key={row.uid} row={row} mine={row.uid === uid} />
            ))}
          </Box>
        </Card>
      )}
      <OwnRank me={state.data.me} eventIds={eventIds} />
    </Stack>
  );
}

/**
 * '/main/event/leaderboard?e&t' (docs/features.md, "Points, badges and the leaderboard"): the event's
 * top 10 by points, of equal totals the one reached first, and the viewer's own place. Gone for all
 * but the editors while the event hides gamification (the API refuses it too).
 */
export function LeaderboardPage() {
  const { event, canEdit } = useCurrentEvent();
  const [version, setVersion] = useState(0);
  const hidden = event.hide_gamification && !canEdit;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography variant="h1">{T.title}</Typography>
        {hidden ? null : (
          <Button startIcon={<Refresh />} onClick={() => setVersion((v) => v + 1)}>
            {T.refresh}
          </Button>
        )}
      </Stack>
      <Board key={version} eventId={event.id} eventIds={{ e: event.id, t: event.tenant_id }} hidden={hidden} />
    </Container>
  );
}
