import { describe, expect, it } from 'vitest';
import { everyPage } from './every-page';

describe('everyPage', () => {
  it('reads page after page from each next offset until the last', async () => {
    const offsets: number[] = [];
    const pages = await everyPage(async (offset) => {
      offsets.push(offset);
      return { items: [offset], next_offset: offset < 2_000 ? offset + 1_000 : null };
    });
    expect(offsets).toEqual([0, 1_000, 2_000]);
    expect(pages.flatMap((page) => page.items)).toEqual([0, 1_000, 2_000]);
  });

  it('reads once an answer without a next offset (an older server, a short list)', async () => {
    const page: { items: string[]; next_offset?: number | null } = { items: ['a'] };
    expect(await everyPage(async () => page)).toEqual([page]);
  });
});
