import { COLLECTIONS, type Tenant } from '@agenda/contract';
import { collection, orderBy, query, type DocumentData } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export type LiveTenants = { status: 'loading' } | { status: 'ready'; tenants: Tenant[] };

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** A tenants/{id} document as the API's toTenant reads it: missing fields fall back, never throw. */
export function toTenant(data: DocumentData & { id: string }): Tenant {
  return {
    id: data.id,
    locale: text(data.locale) ?? data.id.toUpperCase(),
    country_name: text(data.country_name) ?? data.id,
    flag_image_url: text(data.flag_image_url),
    flag_image_ref: text(data.flag_image_ref),
  };
}

/**
 * Every country, sorted by name, read live from Firestore (spec: lists that people watch update
 * in every open tab). Readable by any signed-in user under firestore.rules.
 */
export function useLiveTenants(): LiveTenants {
  const firestore = useFirestore();
  const tenantsQuery = useMemo(
    () => query(collection(firestore, COLLECTIONS.tenants), orderBy('country_name')),
    [firestore],
  );
  const { status, data } = useFirestoreCollectionData(tenantsQuery, { idField: 'id' });
  const tenants = useMemo(
    () => (data ? data.map((doc) => toTenant(doc as DocumentData & { id: string })) : null),
    [data],
  );
  if (status !== 'success' || !tenants) return { status: 'loading' };
  return { status: 'ready', tenants };
}
