import { WALL_PAGE_SIZE } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveWall } from '../lib/use-live-wall';
import { WALL_TEXTS } from '../lib/wall-texts';
import { WallPostCard } from './wall-post-card';
import { useWallViewer } from './wall-viewer';

function FeedSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={WALL_TEXTS.loading}>
      {[0, 1, 2].map((key) => (
        <Card key={key}>
          <CardContent>
            <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
              <Skeleton variant="circular" width={40} height={40} />
              <Box sx={{ flex: 1 }}>
                <Skeleton variant="text" width="40%" />
                <Skeleton variant="text" width="25%" />
              </Box>
            </Stack>
            <Skeleton variant="rounded" height={56} sx={{ mt: 1.5 }} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * The wall's posts, live: WALL_PAGE_SIZE at first, a page more when the end of the list comes near the
 * screen (or on "Show more posts", for the keyboard). Each listener sends only the posts that change.
 */
export function WallFeed() {
  const viewer = useWallViewer();
  const [count, setCount] = useState<number>(WALL_PAGE_SIZE);
  const live = useLiveWall(viewer.eventId, viewer.uid, viewer.editor, count);
  const more = live.status === 'ready' && live.more;
  const sentinel = useRef<HTMLDivElement>(null);
  const showMore = useCallback(() => setCount((shown) => shown + WALL_PAGE_SIZE), []);
  useEffect(() => {
    const element = sentinel.current;
    if (!more || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      { rootMargin: '600px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, showMore, count]);

  if (live.status === 'loading') return <FeedSkeleton />;
  if (live.status === 'error') return <Alert severity="error">{live.error}</Alert>;
  if (live.items.length === 0)
    return (
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
            {WALL_TEXTS.empty}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {viewer.writes ? WALL_TEXTS.emptyHint : WALL_TEXTS.hiddenForAttendees}
          </Typography>
        </CardContent>
      </Card>
    );
  return (
    <Stack spacing={2} component="section" aria-label={WALL_TEXTS.postsLabel}>
      {live.items.map((post) => (
        <WallPostCard key={post.id} post={post} />
      ))}
      {more ? (
        <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button variant="outlined" onClick={showMore} sx={{ minHeight: 44 }}>
            {WALL_TEXTS.showMore}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
