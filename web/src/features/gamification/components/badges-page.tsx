import { CONFIRMATIONS, OVERLAYS, TOASTS, type Badge } from '@agenda/contract';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { DELETE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { paths } from '@/config/paths';
import { useCurrentEvent } from '@/lib/current-event';
import { deleteBadge } from '../api/badges';
import { useLiveBadges } from '@/hooks/use-live-badges';
import { BadgeImage } from './badge-image';

/** Our texts (docs/product.md §8 gives the confirmation's opening and the toast). */
const BADGES_TEXTS = {
  emptyEditor: 'This event has no badges yet. Add the first one with New Badge.',
  emptyViewer: 'This event has no badges yet.',
  deleteTitle: 'Delete badge',
  deleteQuestion: CONFIRMATIONS.deleteBadge,
  threshold: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
};

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

function BadgeCard({ badge, edit, onDelete }: { badge: Badge; edit: string | null; onDelete: (() => void) | null }) {
  return (
    <Card component="li" aria-label={badge.n} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <BadgeImage url={badge.u} alt={`Badge ${badge.n}`} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {badge.n}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Threshold: {BADGES_TEXTS.threshold(badge.t)}
          </Typography>
        </Box>
        {edit || onDelete ? (
          <Stack direction="row" spacing={0.5}>
            {edit ? (
              <IconButton component={RouterLink} to={edit} aria-label={`Edit ${badge.n}`}>
                <EditOutlined />
              </IconButton>
            ) : null}
            {onDelete ? (
              <IconButton aria-label={`Delete ${badge.n}`} onClick={onDelete}>
                <DeleteOutline />
              </IconButton>
            ) : null}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}

function BadgesSkeleton() {
  return (
    <Box sx={GRID} role="status" aria-busy="true" aria-label="Loading the badges">
      {[0, 1, 2].map((key) => (
        <Card key={key}>
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Skeleton variant="rounded" width={96} height={96} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/**
 * '/main/event/gamification/badges?e&t' (docs/product.md §2): the event's badges, live, by threshold ascending,
 * each with name, threshold and image; New Badge, Edit and Delete for editors, read-only for others.
 */
export function BadgesPage() {
  const { event, canEdit } = useCurrentEvent();
  const firestore = useFirestore();
  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const live = useLiveBadges(event.id);
  const [message, setMessage] = useState<string | null>(null);
  const ids = { e: event.id, t: event.tenant_id };

  const remove = async (badge: Badge) => {
    if (!(await confirm(BADGES_TEXTS.deleteTitle, BADGES_TEXTS.deleteQuestion(badge.n), DELETE_ACTION))) return;
    setMessage(null);
    try {
      await overlay.run(OVERLAYS.deleting, () => deleteBadge(firestore, event.id, badge));
      toast.info(TOASTS.badgeDeleted);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, gap: 2 }}
      >
        <Typography variant="h2">Badges</Typography>
        {canEdit ? (
          <Button
            component={RouterLink}
            to={paths.main.event.gamification.editbadge(ids)}
            variant="contained"
            startIcon={<Add />}
          >
            New Badge
          </Button>
        ) : null}
      </Stack>
      {message ? (
        <Alert severity="error" onClose={() => setMessage(null)} sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      {live.status === 'loading' ? <BadgesSkeleton /> : null}
      {live.status === 'error' ? <Alert severity="error">{live.error}</Alert> : null}
      {live.status === 'ready' && live.badges.length === 0 ? (
        <Alert severity="info">{canEdit ? BADGES_TEXTS.emptyEditor : BADGES_TEXTS.emptyViewer}</Alert>
      ) : null}
      {live.status === 'ready' && live.badges.length > 0 ? (
        <Box component="ul" aria-label="Badges" sx={{ ...GRID, p: 0, m: 0 }}>
          {live.badges.map((badge) => (
            <BadgeCard
              key={badge.id}
              badge={badge}
              edit={canEdit ? paths.main.event.gamification.editbadge({ ...ids, id: badge.id }) : null}
              onDelete={canEdit ? () => void remove(badge) : null}
            />
          ))}
        </Box>
      ) : null}
    </Container>
  );
}
