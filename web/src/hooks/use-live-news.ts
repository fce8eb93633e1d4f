import { COLLECTIONS, compareNews, NEWS_LIST_MAX, newsConverter, type News, type NewsDoc, type TenantSummary } from '@contract';
import { collection, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { useLiveTenants } from './use-live-tenants';

export type LiveNews = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; items: News[] };

/** A stored item as the API answers it (`News`), with its country's summary for the flag. */
export function newsOf(id: string, doc: NewsDoc, tenants: ReadonlyMap<string, TenantSummary>): News {
  return {
    id,
    title: doc.title,
    content: doc.content,
    tenant_id: doc.tenant_id,
    tenant: tenants.get(doc.tenant_id) ?? null,
    sticky: doc.sticky,
    attachment_url: doc.attachment_url,
    attachment_ref: doc.attachment_ref,
    creation_date: doc.creation_date.toDate().toISOString(),
    last_updated: doc.last_updated.toDate().toISOString(),
    author_id: doc.author_id,
    author_name: doc.author_name,
    updated_by: doc.updated_by,
  };
}

/**
 * A country's news (every country's when `tenantId` is null), live from Firestore (news are read by
 * every signed-in person, firestore.rules): the newest `max`, sticky items first (spec §2). Documents
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
          ? tenants.tenants.map((t): [string, TenantSummary] => [t.id, { id: t.id, locale: t.locale, country_name: t.country_name, flag_image_url: t.flag_image_url }])
          : [],
      ),
    [tenants],
  );
  const decoded = useMemo((): LiveNews | null => {
    if (!data) return null;
    try {
      return { status: 'ready', items: data.docs.map((snapshot) => newsOf(snapshot.id, snapshot.data(), byId)).sort(compareNews) };
    } catch (cause) {
      return { status: 'error', error: cause instanceof Error ? cause.message : String(cause) };
    }
  }, [data, byId]);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'The news could not be read' };
  if (status !== 'success' || !decoded) return { status: 'loading' };
  return decoded;
}
