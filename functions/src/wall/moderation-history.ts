/**
 * The history entries of the wall (the event's audit history, contract HISTORY_ENTITIES wall_post and
 * wall_comment): every pin, hide, unhide and deletion of a post or comment, with who and when, in the
 * transaction of the act. A person's own posts, comments, likes and reports are not entries: the wall
 * shows them (the endpoint table says so per endpoint).
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { HistoryAuthor, WallCommentDoc, WallPostDoc } from '@agenda/contract';
import { fieldChanges, recordHistory } from '../shared/history';
import type { Wall } from './access';

/** How an entry names a post or comment: the start of its text. */
const LABEL_LENGTH = 80;
const labelOf = (text: string) => (text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1)}…` : text);

/** What an entry shows of a post or comment. */
const shown = (item: WallPostDoc | WallCommentDoc | null) =>
  item
    ? {
        text: item.text,
        author: item.author.name,
        hidden: item.hidden,
        ...('pinned' in item ? { pinned: item.pinned, photo: item.photo } : {}),
      }
    : null;

export function recordWallAct(
  tx: Transaction,
  actor: HistoryAuthor,
  wall: Wall,
  act: {
    postId: string;
    commentId: string | null;
    before: WallPostDoc | WallCommentDoc;
    after: WallPostDoc | WallCommentDoc | null;
  },
): void {
  recordHistory(tx, actor, {
    tenant_id: wall.event.tenant_id,
    event_id: wall.id,
    entity: act.commentId ? 'wall_comment' : 'wall_post',
    entity_id: act.commentId ? `${act.postId}/${act.commentId}` : act.postId,
    entity_label: labelOf(act.before.text),
    action: act.after ? 'update' : 'delete',
    changes: fieldChanges(shown(act.before), shown(act.after), { files: ['photo'] }),
    restorable: false,
  });
}
