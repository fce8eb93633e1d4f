import { OVERLAYS } from '@agenda/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Person from '@mui/icons-material/Person';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DELETE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { UserAvatar } from '@/components/user-avatar';
import type { WallReport } from '@/hooks/use-live-reports';
import { unreportedErrorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/zoned-time';
import { deleteItem, setHidden, type WallTarget } from './moderation-actions';
import { MODERATION_TEXTS as T } from './moderation-texts';
import type { WallItem } from './use-wall-item';

interface ItemCardProps {
  target: WallTarget;
  item: WallItem;
  /** The event's zone: every time is shown on its clock, named. */
  zone: string;
  /** The open reports of the item (none in the hidden list). */
  reports?: readonly WallReport[];
}

/** A reported or hidden post or comment: its text, author, reports with reasons, and the editor's acts. */
export function ModerationItemCard({ target, item, zone, reports = [] }: ItemCardProps) {
  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const kind = target.commentId ? T.comment : T.post;

  const act = async (task: () => Promise<void>, text: string, done: string) => {
    setProblem(null);
    try {
      await overlay.run(text, task);
      toast.info(done);
    } catch (error) {
      setProblem(unreportedErrorText(error));
    }
  };
  const remove = async () => {
    if (!(await confirm(T.deleteTitle, T.deleteQuestion(kind), DELETE_ACTION))) return;
    await act(() => deleteItem(target), OVERLAYS.deleting, T.deletedToast);
  };

  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <UserAvatar src={item.author.avatar_url} name={item.author.name} size={40} fallback={<Person />} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {kind} {T.by(item.author.name)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {T.written(formatDateTime(item.created_at.toMillis(), zone))}
            </Typography>
          </Box>
          {item.hidden ? <Chip size="small" label={T.hiddenNow} icon={<VisibilityOffOutlined />} /> : null}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.text}</Typography>
        {reports.length > 0 ? (
          <Box>
            <Typography component="h4" variant="subtitle2" color="error">
              {T.reports(reports.length)}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {reports.map((report) => (
                <li key={report.id}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    “{report.reason}”
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {T.reportedBy(report.reporter.name, formatDateTime(report.at.toMillis(), zone))}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
        {problem ? (
          <Alert severity="error" onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {item.hidden ? (
            <Button
              variant="outlined"
              startIcon={<VisibilityOutlined />}
              onClick={() => void act(() => setHidden(target, false), OVERLAYS.saving, T.shownToast)}
            >
              {T.show}
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={<VisibilityOffOutlined />}
              onClick={() => void act(() => setHidden(target, true), OVERLAYS.saving, T.hiddenToast)}
            >
              {T.hide}
            </Button>
          )}
          <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={() => void remove()}>
            {T.delete}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The card's place while its item is read. */
export function ModerationItemSkeleton() {
  return <Skeleton variant="rounded" height={180} aria-hidden="true" />;
}
