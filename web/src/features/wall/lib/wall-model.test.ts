import { describe, expect, it } from 'vitest';
import { wallCounts } from '@agenda/contract';
import {
  compareWallComments,
  compareWallPosts,
  countLabel,
  mergeWall,
  shardCounts,
  wallPostOf,
  type WallPost,
} from './wall-model';

const post = (id: string, created: number, extra: Partial<WallPost> = {}): WallPost => ({
  id,
  created,
  edited: null,
  event_id: 'e1',
  author: { uid: 'ann', name: 'Ann', avatar_url: null },
  text: id,
  photo: null,
  pinned: false,
  hidden: false,
  report_count: 0,
  ...extra,
});

describe('the wall model', () => {
  it('orders pinned posts on top, then newest first', () => {
    const list = [post('old', 1), post('pin', 0, { pinned: true }), post('new', 3)].sort(compareWallPosts);
    expect(list.map((p) => p.id)).toEqual(['pin', 'new', 'old']);
  });

  it('orders comments oldest first', () => {
    const list = [post('b', 2), post('a', 1)].sort(compareWallComments);
    expect(list.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('merges the viewer’s own hidden posts in their place, once', () => {
    const listed = [post('p5', 5), post('p3', 3)];
    const own = [post('h4', 4, { hidden: true }), post('p3', 3)];
    const { items, more } = mergeWall(listed, own, 20, compareWallPosts);
    expect(items.map((p) => p.id)).toEqual(['p5', 'h4', 'p3']);
    expect(more).toBe(false);
  });

  it('keeps own hidden posts older than the loaded page for later pages', () => {
    // Three read for a page of two: more follow, and a hidden post older than the page waits for them.
    const listed = [post('p9', 9), post('p7', 7), post('p5', 5)];
    const own = [post('h8', 8, { hidden: true }), post('h1', 1, { hidden: true })];
    const { items, more } = mergeWall(listed, own, 2, compareWallPosts);
    expect(items.map((p) => p.id)).toEqual(['p9', 'h8', 'p7']);
    // Not the hidden list's end: it held fewer than a page.
    expect(more).toBe(true);
    // Once everything is loaded, it shows.
    expect(mergeWall(listed, own, 20, compareWallPosts).items.map((p) => p.id)).toEqual(['p9', 'h8', 'p7', 'p5', 'h1']);
  });

  it("ends an editor's list where its hidden posts stop, so that none is skipped over", () => {
    // A page of two: three shown read (more follow) and two hidden (the hidden list may go on too).
    const listed = [post('p9', 9), post('p3', 3), post('p1', 1)];
    const hidden = [post('h8', 8, { hidden: true }), post('h6', 6, { hidden: true })];
    const { items, more } = mergeWall(listed, hidden, 2, compareWallPosts, true);
    // p3 waits: a hidden post between 6 and 3 may not be loaded yet.
    expect(items.map((p) => p.id)).toEqual(['p9', 'h8', 'h6']);
    expect(more).toBe(true);
    const next = mergeWall(listed, [...hidden, post('h4', 4, { hidden: true })], 4, compareWallPosts, true);
    expect(next.items.map((p) => p.id)).toEqual(['p9', 'h8', 'h6', 'h4', 'p3', 'p1']);
    expect(next.more).toBe(false);
  });

  it('reads the stored instants as epoch ms', () => {
    const at = (ms: number) => ({ toMillis: () => ms, toDate: () => new Date(ms) });
    const { id: _id, created: _c, edited: _e, ...doc } = post('x', 0);
    expect(wallPostOf('x', { ...doc, created_at: at(5), edited_at: at(7) })).toMatchObject({ created: 5, edited: 7 });
    expect(wallPostOf('x', { ...doc, created_at: at(5), edited_at: null }).edited).toBeNull();
  });

  it('names counts', () => {
    expect(countLabel(1, 'like', 'likes')).toBe('1 like');
    expect(countLabel(1200, 'like', 'likes')).toBe('1,200 likes');
    expect(countLabel(0, 'comment', 'comments')).toBe('0 comments');
  });
});

describe('a post’s counts', () => {
  it('sums its shards, a shard holding only the field its first like or comment wrote', () => {
    const shards = [{ likes: 2 }, { comments: 1 }, { likes: 1, comments: 3 }, {}].map(shardCounts);
    expect(wallCounts(shards)).toEqual({ likes: 3, comments: 4 });
  });

  it('counts nothing of a field that is not a whole number from 0', () => {
    expect(shardCounts({ likes: -1, comments: 'x' })).toEqual({ likes: 0, comments: 0 });
  });
});
