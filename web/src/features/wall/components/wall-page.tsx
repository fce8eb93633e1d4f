import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { useWallAccess } from '@/hooks/use-wall-access';
import { useCurrentEvent } from '@/lib/current-event';
import { useRights } from '@/lib/rights';
import { viewerZone } from '@/lib/zoned-time';
import { WALL_TEXTS } from '../lib/wall-texts';
import { WallComposer } from './wall-composer';
import { WallFeed } from './wall-feed';
import { useDirtyTexts, WallViewerContext, type WallViewer } from './wall-viewer';

/**
 * '/main/event/wall?e&t' (docs/features.md, "The wall"): the composer on top, then the event's posts, live,
 * pinned ones first. Read by the event's people and editors (contract readsWall); while the event hides its
 * wall only its editors open it, to moderate (nothing can be posted then).
 */
export function WallPage() {
  const { event, canEdit } = useCurrentEvent();
  const { uid } = useRights();
  const access = useWallAccess(event, canEdit);
  const { dirty, setDirty } = useDirtyTexts();
  useUnsavedChanges(dirty);
  const viewer = useMemo(
    (): WallViewer | null =>
      uid && access
        ? { eventId: event.id, uid, editor: canEdit, writes: access === 'open', zone: viewerZone(), setDirty }
        : null,
    [event.id, uid, canEdit, access, setDirty],
  );
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' }, fontWeight: 600 }}>
            {WALL_TEXTS.title}
          </Typography>
          <Typography color="text.secondary">{WALL_TEXTS.intro}</Typography>
        </div>
        {access === 'editorsOnly' ? <Alert severity="info">{WALL_TEXTS.hiddenForAttendees}</Alert> : null}
        {viewer ? (
          <WallViewerContext.Provider value={viewer}>
            {viewer.writes ? <WallComposer eventId={event.id} uid={viewer.uid} /> : null}
            <WallFeed />
          </WallViewerContext.Provider>
        ) : access === null ? (
          <Alert severity="info">{event.hide_wall ? WALL_TEXTS.wallHidden : WALL_TEXTS.notAReader}</Alert>
        ) : (
          <Skeleton variant="rounded" height={160} aria-label={WALL_TEXTS.loading} role="status" />
        )}
      </Stack>
    </Container>
  );
}
