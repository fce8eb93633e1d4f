/** An event's wall (docs/features.md, "The wall"): posts, comments, likes, reports and their moderation. */
import { api } from '@agenda/contract';
import { route } from '../http/endpoints';
import { deletePost, hidePost, pinPost, savePost } from './posts';
import { deleteComment, hideComment, likePost, report, saveComment } from './reactions';

export const wallRoutes = [
  route(api.wall.savePost, (input, caller, { requestId }) => savePost(caller, input, requestId)),
  route(api.wall.deletePost, ({ eventId, id }, caller, { requestId }) => deletePost(caller, eventId, id, requestId)),
  route(api.wall.pinPost, ({ eventId, id, pinned }, caller) => pinPost(caller, eventId, id, pinned)),
  route(api.wall.hidePost, ({ eventId, id, hidden }, caller) => hidePost(caller, eventId, id, hidden)),
  route(api.wall.likePost, ({ eventId, id, liked }, caller) => likePost(caller, eventId, id, liked)),
  route(api.wall.reportPost, ({ eventId, id, reason }, caller) =>
    report(caller, { eventId, postId: id, commentId: null, reason }),
  ),
  route(api.wall.saveComment, (input, caller) => saveComment(caller, input)),
  route(api.wall.deleteComment, ({ eventId, postId, id }, caller) => deleteComment(caller, eventId, postId, id)),
  route(api.wall.hideComment, ({ eventId, postId, id, hidden }, caller) =>
    hideComment(caller, eventId, postId, id, hidden),
  ),
  route(api.wall.reportComment, ({ eventId, postId, id, reason }, caller) =>
    report(caller, { eventId, postId, commentId: id, reason }),
  ),
];
