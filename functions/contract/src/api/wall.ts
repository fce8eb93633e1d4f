import {
  wallCommentHideSchema,
  wallCommentQuerySchema,
  wallCommentReportSchema,
  wallCommentSaveSchema,
  wallItemAnswerSchema,
  wallLikeAnswerSchema,
  wallLikeSchema,
  wallPinSchema,
  wallPostHideSchema,
  wallPostQuerySchema,
  wallPostReportSchema,
  wallPostSaveSchema,
} from '../schemas/wall';
import { endpoint } from './endpoint';

const OWN_ACTIVITY =
  "a person's own post, comment, like or report, which the wall itself shows; the moderation acts (pin, hide, delete) are recorded";

/**
 * An event's wall (docs/features.md, "The wall"): posts, comments, likes and reports by the event's
 * people (participants, speakers, organizers) and editors, moderated by its editors. Read live from
 * Firestore under the rules; every write is here, refused while the event hides its wall.
 */
export const wall = {
  savePost: endpoint({
    method: 'POST',
    path: '/wall/posts/new',
    access: 'signedIn',
    rights: 'wallPerson',
    input: wallPostSaveSchema,
    output: wallItemAnswerSchema,
    history: { exempt: OWN_ACTIVITY },
    summary: 'Posts on the wall (text, an optional photo), or edits the caller’s own post named by id',
  }),
  deletePost: endpoint({
    method: 'DELETE',
    path: '/wall/posts',
    access: 'signedIn',
    rights: 'wallPerson',
    input: wallPostQuerySchema,
    output: wallItemAnswerSchema,
    summary: 'Deletes a post with its comments and likes (its author, or an editor of the event)',
  }),
  pinPost: endpoint({
    method: 'POST',
    path: '/wall/posts/pin',
    access: 'signedIn',
    rights: 'eventEditor',
    input: wallPinSchema,
    output: wallItemAnswerSchema,
    summary: 'Pins a post on top of the wall, or unpins it (editors of the event)',
  }),
  hidePost: endpoint({
    method: 'POST',
    path: '/wall/posts/hide',
    access: 'signedIn',
    rights: 'eventEditor',
    input: wallPostHideSchema,
    output: wallItemAnswerSchema,
    summary: 'Hides a post from everyone but its author and the editors, or shows it again (editors)',
  }),
  likePost: endpoint({
    method: 'POST',
    path: '/wall/posts/like',
    access: 'signedIn',
    rights: 'wallPerson',
    input: wallLikeSchema,
    output: wallLikeAnswerSchema,
    history: { exempt: OWN_ACTIVITY },
    summary: 'Likes a post, or takes the like back (a second like changes nothing)',
  }),
  reportPost: endpoint({
    method: 'POST',
    path: '/wall/posts/report',
    access: 'signedIn',
    rights: 'wallPerson',
    input: wallPostReportSchema,
    output: wallItemAnswerSchema,
    history: { exempt: OWN_ACTIVITY },
    summary: 'Reports a post to the editors, with a reason (once per person; again replaces the reason)',
  }),
  saveComment: endpoint({
    method: 'POST',
    path: '/wall/comments/new',
    access: 'signedIn',
    rights: 'wallPerson',
    input: wallCommentSaveSchema,
    output: wallItemAnswerSchema,
    history: { exempt: OWN_ACTIVITY },
    summary: 'Comments on a post, or edits the caller’s own comment named by id',
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: '/wall/comments',
    access: 'signedIn',
    rights: 'wallPerson',
    input: wallCommentQuerySchema,
    output: wallItemAnswerSchema,
    summary: 'Deletes a comment (its author, or an editor of the event)',
  }),
  hideComment: endpoint({
    method: 'POST',
    path: '/wall/comments/hide',
    access: 'signedIn',
    rights: 'eventEditor',
    input: wallCommentHideSchema,
    output: wallItemAnswerSchema,
    summary: 'Hides a comment from everyone but its author and the editors, or shows it again (editors)',
  }),
  reportComment: endpoint({
    method: 'POST',
    path: '/wall/comments/report',
    access: 'signedIn',
    rights: 'wallPerson',
    input: wallCommentReportSchema,
    output: wallItemAnswerSchema,
    history: { exempt: OWN_ACTIVITY },
    summary: 'Reports a comment to the editors, with a reason (once per person; again replaces the reason)',
  }),
};
