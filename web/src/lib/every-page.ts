/**
 * Every page of a paged list answer (the people lists of GET /participants/…, which answer a page of at
 * most PEOPLE_PAGE_MAX with `next_offset`): read one after another until the last, so that a screen that
 * needs the whole list (a picker that saves it whole, an export) never works on its first page alone.
 */
export async function everyPage<A extends { next_offset?: number | null }>(
  read: (offset: number) => Promise<A>,
): Promise<A[]> {
  const pages = [await read(0)];
  for (let next = pages[0]?.next_offset; typeof next === 'number'; next = pages.at(-1)?.next_offset)
    pages.push(await read(next));
  return pages;
}
