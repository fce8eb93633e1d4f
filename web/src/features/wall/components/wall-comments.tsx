import { WALL_COMMENT_TEXT_MAX, WALL_PAGE_SIZE } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DELETE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { LinkifiedText } from '@/components/linkified-text';
import { deleteComment, hideComment, saveComment } from '../api/wall';
import { useLiveComments } from '../lib/use-live-wall';
import type { WallComment, WallPost } from '../lib/wall-model';
import { WALL_TEXTS } from '../lib/wall-texts';
import { InlineEditor } from './inline-editor';
import { ReportDialog } from './report-dialog';
import { ItemHeader, shownTime, useWallAction } from './wall-item-parts';
import { WallItemMenu } from './wall-item-menu';
import { useWallViewer } from './wall-viewer';

function CommentItem({ comment, reacts }: { comment: WallComment; reacts: boolean }) {
  const viewer = useWallViewer();
  const confirm = useConfirm();
  const action = useWallAction();
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const own = comment.author.uid === viewer.uid;
  const name = WALL_TEXTS.commentBy(comment.author.name, shownTime(comment.created, viewer.zone));
  const { eventId } = viewer;
  const ids = [eventId, comment.post_id, comment.id] as const;
  const open = reacts && !comment.hidden;
  const remove = async () => {
    if (await confirm(WALL_TEXTS.deleteCommentTitle, WALL_TEXTS.deleteCommentQuestion, DELETE_ACTION))
      await action.run(() => deleteComment(...ids), WALL_TEXTS.deleted);
  };
  return (
    <Box component="li" aria-label={name} sx={{ py: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <ItemHeader
          author={comment.author}
          created={comment.created}
          edited={comment.edited}
          zone={viewer.zone}
          size={32}
          hidden={comment.hidden ? (viewer.editor ? 'editor' : 'author') : null}
        />
        <WallItemMenu
          what={name}
          actions={[
            own && open ? { label: WALL_TEXTS.edit, run: () => setEditing(true) } : null,
            viewer.editor
              ? {
                  label: comment.hidden ? WALL_TEXTS.unhide : WALL_TEXTS.hide,
                  run: () =>
                    void action.run(() => hideComment(...ids, !comment.hidden), WALL_TEXTS.hiddenDone(!comment.hidden)),
                }
              : null,
            !own && open ? { label: WALL_TEXTS.report, run: () => setReporting(true) } : null,
            own || viewer.editor ? { label: WALL_TEXTS.delete, run: () => void remove(), destructive: true } : null,
          ]}
        />
      </Stack>
      {editing ? (
        <InlineEditor
          label={WALL_TEXTS.edit}
          initial={comment.text}
          max={WALL_COMMENT_TEXT_MAX}
          empty={WALL_TEXTS.emptyComment}
          save={(text) => saveComment({ eventId, postId: comment.post_id, id: comment.id, text })}
          done={() => setEditing(false)}
        />
      ) : (
        <LinkifiedText text={comment.text} variant="body2" sx={{ mt: 0.75, pl: 5.25 }} />
      )}
      {action.error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {action.error}
        </Alert>
      ) : null}
      {reporting ? (
        <ReportDialog
          eventId={eventId}
          postId={comment.post_id}
          commentId={comment.id}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </Box>
  );
}

/** A post's comments, live and oldest first, with the composer of a new one (up to WALL_COMMENT_TEXT_MAX). */
export function WallComments({ post, reacts }: { post: WallPost; reacts: boolean }) {
  const viewer = useWallViewer();
  const [count, setCount] = useState<number>(WALL_PAGE_SIZE);
  const live = useLiveComments(viewer.eventId, post.id, viewer.uid, viewer.editor, count);
  return (
    <Box sx={{ mt: 1 }}>
      <Divider />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
        {WALL_TEXTS.comments}
      </Typography>
      {live.status === 'loading' ? (
        <Stack spacing={1} aria-busy="true" sx={{ mt: 1 }}>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="40%" />
        </Stack>
      ) : null}
      {live.status === 'error' ? <Alert severity="error">{live.error}</Alert> : null}
      {live.status === 'ready' ? (
        live.items.length === 0 ? (
          <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
            {WALL_TEXTS.noComments}
          </Typography>
        ) : (
          <Box component="ul" aria-label={WALL_TEXTS.comments} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {live.items.map((comment) => (
              <CommentItem key={comment.id} comment={comment} reacts={reacts} />
            ))}
          </Box>
        )
      ) : null}
      {live.status === 'ready' && live.more ? (
        <Button onClick={() => setCount((shown) => shown + WALL_PAGE_SIZE)} sx={{ minHeight: 44 }}>
          {WALL_TEXTS.showMoreComments}
        </Button>
      ) : null}
      {reacts ? (
        <InlineEditor
          label={WALL_TEXTS.commentLabel}
          initial=""
          max={WALL_COMMENT_TEXT_MAX}
          empty={WALL_TEXTS.emptyComment}
          save={(text) => saveComment({ eventId: viewer.eventId, postId: post.id, text })}
          done={() => undefined}
          keepOpen
          submitLabel={WALL_TEXTS.comment}
        />
      ) : null}
    </Box>
  );
}
