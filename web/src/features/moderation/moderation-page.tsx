import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListSkeleton } from '@/components/list-skeleton';
import { useLiveReports } from '@/hooks/use-live-reports';
import { useCurrentEvent } from '@/lib/current-event';
import { ModerationItemCard, ModerationItemSkeleton } from './moderation-item';
import { MODERATION_TEXTS as T } from './moderation-texts';
import { groupReports, type ReportGroup } from './report-groups';
import { useHiddenPosts, useWallItem } from './use-wall-item';

/** One reported item, read live: gone (deleted meanwhile) shows as such until its reports go too. */
function ReportedItem({ eventId, zone, group }: { eventId: string; zone: string; group: ReportGroup }) {
  const live = useWallItem(eventId, group.postId, group.commentId);
  if (live.status === 'loading') return <ModerationItemSkeleton />;
  if (live.status === 'error') return <Alert severity="error">{live.error}</Alert>;
  if (!live.item) return <Alert severity="info">{T.gone}</Alert>;
  return (
    <ModerationItemCard
      target={{ eventId, postId: group.postId, commentId: group.commentId }}
      item={live.item}
      zone={zone}
      reports={group.reports}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} spacing={2}>
      <Typography variant="h2">{title}</Typography>
      {children}
    </Stack>
  );
}

function ReportedSection({ eventId, zone }: { eventId: string; zone: string }) {
  const live = useLiveReports(eventId);
  return (
    <Section title={T.reported}>
      {live.status === 'loading' ? (
        <ListSkeleton label={T.loading} count={2} />
      ) : live.status === 'error' ? (
        <Alert severity="error">{live.error}</Alert>
      ) : live.reports.length === 0 ? (
        <Typography color="text.secondary">{T.noReports}</Typography>
      ) : (
        groupReports(live.reports).map((group) => (
          <ReportedItem key={group.key} eventId={eventId} zone={zone} group={group} />
        ))
      )}
    </Section>
  );
}

function HiddenSection({ eventId, zone }: { eventId: string; zone: string }) {
  const live = useHiddenPosts(eventId);
  return (
    <Section title={T.hidden}>
      {live.status === 'loading' ? (
        <ListSkeleton label={T.loadingHidden} count={2} />
      ) : live.status === 'error' ? (
        <Alert severity="error">{live.error}</Alert>
      ) : live.items.length === 0 ? (
        <Typography color="text.secondary">{T.noHidden}</Typography>
      ) : (
        live.items.map((item) => (
          <ModerationItemCard
            key={item.id}
            target={{ eventId, postId: item.postId, commentId: null }}
            item={item}
            zone={zone}
          />
        ))
      )}
    </Section>
  );
}

/**
 * '/main/event/moderation?e&t' (docs/features.md, "The wall", Moderation): the event's editors see the
 * reported posts and comments first, the most reported on top, then the posts recently hidden; they
 * hide, show again or delete, and the queue follows live.
 */
export function ModerationPage() {
  const { event, canEdit } = useCurrentEvent();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      {canEdit ? (
        <Stack spacing={4}>
          <Typography color="text.secondary">{T.intro}</Typography>
          <ReportedSection eventId={event.id} zone={event.timezone} />
          <HiddenSection eventId={event.id} zone={event.timezone} />
        </Stack>
      ) : (
        <Alert severity="warning">{T.editorsOnly}</Alert>
      )}
    </Container>
  );
}
