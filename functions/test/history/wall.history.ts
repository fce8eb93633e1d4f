/**
 * History cases of the wall's moderation (docs/features.md, "The wall"): pinning, hiding and deleting
 * posts and comments. A person's own posts, comments, likes and reports are exempt (the endpoint table
 * says why). The refused calls come from the plain user, who takes no part in the case's event.
 */
import { storedComment, storedPost, wallCalls } from '../wall-fixtures';
import { call } from '../helpers';
import type { HistoryCaseContext, HistoryCases } from './cases';

const post = (c: HistoryCaseContext) => storedPost(c.event.id, c.people.user.uid);
const comment = async (c: HistoryCaseContext) => {
  const postId = await storedPost(c.event.id, c.people.organizer.uid);
  return `${postId}/${await storedComment(c.event.id, postId, c.people.user.uid)}`;
};
const split = (prepared = '') => prepared.split('/') as [string, string];

export const wallCases: HistoryCases = {
  'DELETE /wall/posts': {
    as: 'organizer',
    prepare: post,
    call: (c, token, id = '') => wallCalls.deletePost(token, c.event.id, id),
    entity: 'wall_post',
    action: 'delete',
    changed: ['text', 'author'],
    refused: async (c, token) => wallCalls.deletePost(token, c.event.id, await post(c)),
  },
  'POST /wall/posts/pin': {
    as: 'adminA',
    prepare: post,
    call: (c, token, id) => call('/wall/posts/pin', { token, json: { eventId: c.event.id, id, pinned: true } }),
    entity: 'wall_post',
    action: 'update',
    changed: ['pinned'],
    refused: async (c, token) =>
      call('/wall/posts/pin', { token, json: { eventId: c.event.id, id: await post(c), pinned: true } }),
  },
  'POST /wall/posts/hide': {
    as: 'organizer',
    prepare: post,
    call: (c, token, id = '') => wallCalls.hide(token, c.event.id, id),
    entity: 'wall_post',
    action: 'update',
    changed: ['hidden'],
    refused: async (c, token) => wallCalls.hide(token, c.event.id, await post(c)),
  },
  'DELETE /wall/comments': {
    as: 'root',
    prepare: comment,
    call: (c, token, prepared) => wallCalls.deleteComment(token, c.event.id, ...split(prepared)),
    entity: 'wall_comment',
    action: 'delete',
    changed: ['text', 'author'],
    refused: async (c, token) => wallCalls.deleteComment(token, c.event.id, ...split(await comment(c))),
  },
  'POST /wall/comments/hide': {
    as: 'organizer',
    prepare: comment,
    call: (c, token, prepared) => wallCalls.hideComment(token, c.event.id, ...split(prepared)),
    entity: 'wall_comment',
    action: 'update',
    changed: ['hidden'],
    refused: async (c, token) => wallCalls.hideComment(token, c.event.id, ...split(await comment(c))),
  },
};
