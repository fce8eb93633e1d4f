import { wallCounterDocSchema, type WallCommentDoc, type WallCounterDoc, type WallPostDoc } from '@agenda/contract';

/*
 * The wall as its screen shows it (docs/features.md, "The wall"): posts and comments with their instants in
 * epoch ms, and how the lists the screen reads are put together. Pure, for the unit tests.
 */

interface Shown {
  id: string;
  /** Epoch ms (the API's commit time). */
  created: number;
  /** Epoch ms of the author's last edit, null while never edited. */
  edited: number | null;
}

export type WallPost = Omit<WallPostDoc, 'created_at' | 'edited_at'> & Shown;
export type WallComment = Omit<WallCommentDoc, 'created_at' | 'edited_at'> & Shown;

/** A stored post as the screen shows it. */
export function wallPostOf(id: string, doc: WallPostDoc): WallPost {
  const { created_at, edited_at, ...rest } = doc;
  return { ...rest, id, created: created_at.toMillis(), edited: edited_at ? edited_at.toMillis() : null };
}

/** A stored comment as the screen shows it. */
export function wallCommentOf(id: string, doc: WallCommentDoc): WallComment {
  const { created_at, edited_at, ...rest } = doc;
  return { ...rest, id, created: created_at.toMillis(), edited: edited_at ? edited_at.toMillis() : null };
}

/** The wall's order: pinned posts on top, then newest first (the query's orderBy('pinned','desc'), orderBy('created_at','desc')). */
export const compareWallPosts = (a: WallPost, b: WallPost): number =>
  Number(b.pinned) - Number(a.pinned) || b.created - a.created || a.id.localeCompare(b.id);

/** Comments oldest first. */
export const compareWallComments = (a: Shown, b: Shown): number => a.created - b.created || a.id.localeCompare(b.id);

/**
 * The shown list: the page of the wall's shown items (`listed`, one more than `count` read to know whether
 * more follow) with hidden items merged in their place (`hidden`: an editor's, or the viewer's own, read by a
 * second query, since rules are not filters). An editor's hidden items are a page too (`hiddenPaged`: at most
 * `count` read, in the same order), so either list may stop before the other: the merged list ends where
 * the first of them stops, so that nothing not loaded yet is skipped over, and the rest comes with the next
 * page. The viewer's own hidden items are all read.
 */
export function mergeWall<T extends { id: string }>(
  listed: readonly T[],
  hidden: readonly T[],
  count: number,
  compare: (a: T, b: T) => number,
  hiddenPaged = false,
): { items: T[]; more: boolean } {
  const page = listed.slice(0, count);
  const ends = [
    ...(listed.length > count && page.length > 0 ? [page.at(-1)!] : []),
    ...(hiddenPaged && hidden.length >= count && hidden.length > 0 ? [hidden.at(-1)!] : []),
  ].sort(compare);
  const end = ends[0];
  const ids = new Set(page.map((item) => item.id));
  const merged = [...page, ...hidden.filter((item) => !ids.has(item.id))].sort(compare);
  return {
    items: end ? merged.filter((item) => compare(item, end) <= 0) : merged,
    more: ends.length > 0,
  };
}

/** "2 likes", "1 comment". */
export const countLabel = (count: number, one: string, many: string): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * One shard as stored (the contract's schema: a shard created by its first like or comment holds that one
 * field, and the other reads 0); a shard that is not one counts nothing.
 */
export const shardCounts = (data: Readonly<Record<string, unknown>>): WallCounterDoc =>
  wallCounterDocSchema.safeParse(data).data ?? { likes: 0, comments: 0 };
