import {
  COLLECTIONS,
  compareNews,
  NEWS_LIST_MAX,
  newsAnswerOf,
  newsConverter,
  type News,
  type TenantSummary,
} from '@agenda/contract';
import { collection, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { useLiveTenants } from './use-live-tenants';

export type LiveNews = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; items: News[] };

/**
 * A country's news (every country's when `tenantId` is null), live from Firestore (news are read by
 * every signed-in person, firestore.rules): the newest `max`, sticky items first (docs/product.md §2). Documents
 * are read through the contract's converter, so a malformed one is an error naming its field.
 */
export function useLiveNews(tenantId: string | null, max: number = NEWS_LIST_MAX): LiveNews {
  const firestore = useFirestore();
  const tenants = useLiveTenants();
  const newsQuery = useMemo(() => {
    const constraints: QueryConstraint[] = [orderBy('creation_date', 'desc'), limit(max)];
    if (tenantId) constraints.unshift(where('tenant_id', '==', tenantId));
    return query(collection(firestore, COLLECTIONS.news).withConverter(newsConverter), ...constraints);
  }, [firestore, tenantId, max]);
  const { status, data, error } = useFirestoreCollection(newsQuery);
  const byId = useMemo(
    () =>
      new Map(
        tenants.status === 'ready'
          ? tenants.tenants.map((t): [string, TenantSummary] => [
              t.id,
              { id: t.id, locale: t.locale, country_name: t.country_name, flag_image_url: t.flag_image_url },
            ])
          : [],
      ),
    [tenants],
  );
  const decoded = useMemo((): LiveNews | null => {
    if (!data) return null;
    try {
      return {
        status: 'ready',
        items: data.docs.map((snapshot) => newsAnswerOf(snapshot.id, snapshot.data(), byId)).sort(compareNews),
      };
    } catch (cause) {
      return { status: 'error', error: cause instanceof Error ? cause.message : String(cause) };
    }
  }, [data, byId]);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'The news could not be read' };
  if (status !== 'success' || !decoded) return { status: 'loading' };
  return decoded;
}
