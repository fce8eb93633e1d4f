/** Paged lists of the administration screens: a page of documents and the total count. */
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

export interface Page {
  docs: QueryDocumentSnapshot[];
  count: number;
}

/**
 * Page `page` (from 1) of `query` ordered by `orderBy`, reading only `fields`, with the count of
 * the whole query from a count() aggregation (one read per 1000 documents, not one per document).
 */
export async function pageOf(query: Query, orderBy: string, fields: readonly string[], page: number, pageSize: number): Promise<Page> {
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
