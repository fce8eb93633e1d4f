import { WALL_POST_TEXT_MAX } from '@agenda/contract';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { memo, useId, useRef, useState } from 'react';
import { DELETE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { LinkifiedText } from '@/components/linkified-text';
import { deletePost, hidePost, likePost, pinPost, savePost } from '../api/wall';
import { useOnScreen } from '../lib/use-on-screen';
import { usePostReactions } from '../lib/use-post-reactions';
import { countLabel, type WallPost } from '../lib/wall-model';
import { WALL_TEXTS } from '../lib/wall-texts';
import { InlineEditor } from './inline-editor';
import { ReportDialog } from './report-dialog';
import { WallComments } from './wall-comments';
import { ItemHeader, shownTime, useWallAction } from './wall-item-parts';
import { WallItemMenu } from './wall-item-menu';
import { WallPhotoView } from './wall-photo-view';
import { useWallViewer } from './wall-viewer';

/** One post of the wall: an <article> named by its author and time, with its photo, likes and comments. */
export const WallPostCard = memo(function WallPostCard({ post }: { post: WallPost }) {
  const viewer = useWallViewer();
  const confirm = useConfirm();
  const ref = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(ref);
  const { counts, liked } = usePostReactions(viewer.eventId, post.id, viewer.uid, onScreen);
  const action = useWallAction();
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const commentsId = useId();
  const own = post.author.uid === viewer.uid;
  const when = shownTime(post.created, viewer.zone);
  const name = WALL_TEXTS.postBy(post.author.name, when);
  const { eventId } = viewer;
  // Nothing but moderation while the post is hidden or the wall is (the API refuses the rest).
  const reacts = viewer.writes && !post.hidden;
  const likes = counts?.likes ?? 0;

  const remove = async () => {
    if (await confirm(WALL_TEXTS.deletePostTitle, WALL_TEXTS.deletePostQuestion, DELETE_ACTION))
      await action.run(() => deletePost(eventId, post.id), WALL_TEXTS.deleted);
  };

  return (
    <Card component="article" ref={ref} aria-label={name} variant={post.hidden ? 'outlined' : 'elevation'}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <ItemHeader
            author={post.author}
            created={post.created}
            edited={post.edited}
            zone={viewer.zone}
            size={40}
            pinned={post.pinned}
            hidden={post.hidden ? (viewer.editor ? 'editor' : 'author') : null}
          />
          <WallItemMenu
            what={name}
            actions={[
              own && reacts ? { label: WALL_TEXTS.edit, run: () => setEditing(true) } : null,
              viewer.editor
                ? {
                    label: post.pinned ? WALL_TEXTS.unpin : WALL_TEXTS.pin,
                    run: () =>
                      void action.run(
                        () => pinPost(eventId, post.id, !post.pinned),
                        WALL_TEXTS.pinnedDone(!post.pinned),
                      ),
                  }
                : null,
              viewer.editor
                ? {
                    label: post.hidden ? WALL_TEXTS.unhide : WALL_TEXTS.hide,
                    run: () =>
                      void action.run(
                        () => hidePost(eventId, post.id, !post.hidden),
                        WALL_TEXTS.hiddenDone(!post.hidden),
                      ),
                  }
                : null,
              !own && reacts ? { label: WALL_TEXTS.report, run: () => setReporting(true) } : null,
              own || viewer.editor ? { label: WALL_TEXTS.delete, run: () => void remove(), destructive: true } : null,
            ]}
          />
        </Stack>
        {editing ? (
          <InlineEditor
            label={WALL_TEXTS.edit}
            initial={post.text}
            max={WALL_POST_TEXT_MAX}
            empty={WALL_TEXTS.emptyPost}
            save={(text) => savePost({ eventId, id: post.id, text, photo: post.photo })}
            done={() => setEditing(false)}
          />
        ) : (
          <LinkifiedText text={post.text} variant="body1" sx={{ mt: 1.5 }} />
        )}
        {post.photo ? (
          <Stack sx={{ mt: 1.5 }}>
            <WallPhotoView reference={post.photo} author={post.author.name} active={onScreen} />
          </Stack>
        ) : null}
        {action.error ? (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {action.error}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button
            aria-pressed={liked === true}
            disabled={!reacts || liked === null || action.busy}
            onClick={() => void action.run(() => likePost(eventId, post.id, !liked))}
            startIcon={liked ? <Favorite color="error" /> : <FavoriteBorder />}
            aria-label={`${WALL_TEXTS.like}, ${countLabel(likes, 'like', 'likes')}`}
            sx={{ minHeight: 44 }}
            color="inherit"
          >
            {likes.toLocaleString('en-US')}
          </Button>
          <Button
            aria-expanded={commentsOpen}
            aria-controls={commentsId}
            onClick={() => setCommentsOpen((open) => !open)}
            startIcon={<ChatBubbleOutline />}
            sx={{ minHeight: 44 }}
            color="inherit"
          >
            {countLabel(counts?.comments ?? 0, 'comment', 'comments')}
          </Button>
        </Stack>
        <div id={commentsId}>{commentsOpen ? <WallComments post={post} reacts={reacts} /> : null}</div>
      </CardContent>
      {reporting ? (
        <ReportDialog eventId={eventId} postId={post.id} commentId={null} onClose={() => setReporting(false)} />
      ) : null}
    </Card>
  );
});
