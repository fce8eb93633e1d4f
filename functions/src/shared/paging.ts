/** Paged lists of the administration screens: a page of documents and the total count. */
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

export interface Page {
  docs: QueryDocumentSnapshot[];
  count: number;
}

/**
 * Page `page` (from 1) of `query` ordered by `orderBy`, reading only `fields`, with the count of
 * the whole query from a count() aggregation (one read per 1000 documents, not one per document).
 * With `countWhenFull`, a first page that is not full is its own count and the aggregation is skipped.
 */
export async function pageOf(
  query: Query,
  orderBy: string,
  fields: readonly string[],
  page: number,
  pageSize: number,
  countWhenFull = false,
): Promise<Page> {
  if (countWhenFull && page === 1) {
    // A search: most keystrokes match less than a page, which is then the whole count (no second query).
    const snapshot = await query
      .orderBy(orderBy)
      .select(...fields)
      .limit(pageSize)
      .get();
    const count = snapshot.size < pageSize ? snapshot.size : (await query.count().get()).data().count;
    return { docs: snapshot.docs, count };
  }
  const [snapshot, aggregate] = await Promise.all([
    query
      .orderBy(orderBy)
      .select(...fields)
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .get(),
    query.count().get(),
  ]);
  return { docs: snapshot.docs, count: aggregate.data().count };
}
