import type { Location, Tag } from '@agenda/contract';
import AccessTime from '@mui/icons-material/AccessTime';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ExternalLink } from '@/components/external-link';
import { paths } from '@/config/paths';
import { JoinButton } from '@/features/events/agendas/attendee/join-button';
import { LiveSessionActions } from '@/features/events/agendas/attendee/session-actions';
import { agendaPassed, formatDuration } from '@/features/events/agendas/shared/agenda-format';
import { AT_THE_EVENT, spanOnTwoClocks } from '@/lib/zoned-time';
import { clashesByAgenda, describeClash } from '@/features/events/agendas/list/agenda-list';
import { useLiveAgenda, useLiveAgendas, type LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { TagChip } from '@/features/events/shared/tag-chip';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { AgendaPeople } from './agenda-people';
import { Occupancy } from './occupancy';

/** Only once the session has ended: its code loads then, not with every overview. */
const SessionFeedback = lazy(() => import('./session-feedback').then((m) => ({ default: m.SessionFeedback })));

const byText = (a: Tag, b: Tag) => a.text.localeCompare(b.text);
const byName = (a: Location, b: Location) => a.name.localeCompare(b.name);

/** Our words for docs/product.md §4's Locked flag. */
export const LOCKED_EXPLAINED =
  'Locked: people cannot join this session themselves; its organizers choose who takes part.';

/**
 * The session's clashes (the same location or speaker at the same time), listed on
 * its overview for everyone, each with the way to the other session.
 */
function SessionClashes({
  eventId,
  agenda,
  locationName,
}: {
  eventId: string;
  agenda: LiveAgenda;
  locationName: (id: string) => string | null;
}) {
  const { event } = useCurrentEvent();
  const live = useLiveAgendas(eventId);
  const clashes = useMemo(
    () => (live.status === 'ready' ? (clashesByAgenda(live.data).get(agenda.id) ?? []) : []),
    [live, agenda.id],
  );
  if (clashes.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="session-clashes">
      <AlertTitle>Clashes with other sessions</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {clashes.map((clash) => (
          <li key={`${clash.kind}-${clash.with.id}-${clash.speaker ?? ''}`}>
            {describeClash(clash, locationName, agenda.location_id)}:{' '}
            <Link
              component={RouterLink}
              to={paths.main.event.agendas.overview({ e: eventId, t: event.tenant_id, a: clash.with.id })}
            >
              open it
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

function OverviewBody({ agenda }: { agenda: LiveAgenda }) {
  const { event, canEdit } = useCurrentEvent();
  const liveTags = useLiveChildren(event.id, 'tags', byText);
  const liveLocations = useLiveChildren(event.id, 'locations', byName);
  const tags = useMemo(
    () => (liveTags.status === 'ready' ? liveTags.items.filter((tag) => agenda.tags.includes(tag.id)) : []),
    [liveTags, agenda.tags],
  );
  const location =
    liveLocations.status === 'ready' ? liveLocations.items.find((item) => item.id === agenda.location_id) : undefined;
  const locationName = (id: string) =>
    liveLocations.status === 'ready' ? (liveLocations.items.find((item) => item.id === id)?.name ?? null) : null;
  // The programme's cards' rule: the viewer's clock, named, and the event's beside it when it differs.
  const when = spanOnTwoClocks(agenda.start, agenda.end, event.timezone);
  const passed = agendaPassed(agenda);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {agenda.name}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {agenda.mandatory ? <Chip size="small" color="secondary" variant="outlined" label="Mandatory" /> : null}
            {agenda.locked ? <Chip size="small" variant="outlined" icon={<LockOutlined />} label="Locked" /> : null}
            {passed ? <Chip size="small" variant="outlined" label="Passed" /> : null}
          </Stack>
          {/* What Locked means, visible, not in a hover tooltip. */}
          {agenda.locked ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {LOCKED_EXPLAINED}
            </Typography>
          ) : null}
          <SessionClashes eventId={event.id} agenda={agenda} locationName={locationName} />
          <Box sx={{ mt: 1.5 }}>
            <JoinButton agenda={agenda} />
          </Box>
          <Box sx={{ mt: 1 }}>
            <LiveSessionActions eventId={event.id} agendaId={agenda.id} name={agenda.name} />
          </Box>
        </Box>
        {canEdit ? (
          <Button
            component={RouterLink}
            to={paths.main.event.agendas.editagenda({ e: event.id, t: event.tenant_id, a: agenda.id })}
            variant="contained"
            startIcon={<EditOutlined />}
          >
            Edit
          </Button>
        ) : null}
      </Stack>

      {/* On a phone the time and room come first; the places are also beside the Join button above. */}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
        <Card sx={{ flex: 1, minWidth: 0 }}>
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <AccessTime fontSize="small" color="action" sx={{ mt: '2px' }} />
                <Box>
                  <Typography>
                    <time dateTime={new Date(agenda.start).toISOString()}>{when.yours}</time> ·{' '}
                    {formatDuration(agenda.start, agenda.end)}
                  </Typography>
                  {when.atEvent ? (
                    <Typography variant="body2" color="text.secondary">
                      {AT_THE_EVENT}: {when.atEvent}
                    </Typography>
                  ) : null}
                </Box>
              </Stack>
              {location ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <PlaceOutlined fontSize="small" color="action" />
                  <Typography>{location.name}</Typography>
                </Stack>
              ) : null}
              {agenda.meeting_room ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <VideocamOutlined fontSize="small" color="action" />
                  <ExternalLink href={agenda.meeting_room}>Join the Teams meeting</ExternalLink>
                </Stack>
              ) : null}
              {tags.length > 0 ? (
                <Box
                  component="ul"
                  aria-label="Tags"
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
                >
                  {tags.map((tag) => (
                    <li key={tag.id}>
                      <TagChip text={tag.text} color={tag.color} />
                    </li>
                  ))}
                </Box>
              ) : null}
              {agenda.description ? (
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{agenda.description}</Typography>
              ) : null}
            </Stack>
          </CardContent>
        </Card>
        <Card sx={{ width: { md: 260 }, flexShrink: 0 }} component="section" aria-label="Occupancy">
          <CardContent>
            <Occupancy agenda={agenda} />
          </CardContent>
        </Card>
      </Stack>

      {passed ? (
        <Suspense fallback={null}>
          <SessionFeedback agendaId={agenda.id} eventId={event.id} />
        </Suspense>
      ) : null}

      <Box sx={{ mt: 3 }}>
        <AgendaPeople agenda={agenda} />
      </Box>
    </Container>
  );
}

/** '/main/event/agendas/overview?e&a&t' (docs/product.md §2 Agenda overview), live; inside the agenda layout. */
export function AgendaOverviewPage() {
  const { event } = useCurrentEvent();
  const [params] = useSearchParams();
  const agendaId = params.get('a') ?? '';
  const live = useLiveAgenda(event.id, agendaId);
  if (live.status === 'loading') {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }} aria-busy="true">
        <Skeleton variant="text" width="50%" height={56} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 2 }}>
          <Skeleton variant="rounded" height={180} sx={{ flex: 1 }} />
          <Skeleton variant="rounded" height={180} width={260} />
        </Stack>
      </Container>
    );
  }
  // A missing agenda or a read error is told by the agenda layout.
  if (live.status === 'error' || !live.data) return null;
  return <OverviewBody agenda={live.data} />;
}
