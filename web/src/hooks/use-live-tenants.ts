import { COLLECTIONS, type Tenant } from '@agenda/contract';
import { collection, onSnapshot, orderBy, query, type DocumentData, type Firestore } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';

/**
 * `unconfirmed`: the list is what this tab had cached (often nothing) while Firestore is out of reach, not the
 * server's answer; a country missing from it may well exist.
 */
export type LiveTenants = { status: 'loading' } | { status: 'ready'; tenants: Tenant[]; unconfirmed?: boolean };

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** A tenants/{id} document as the API's toTenant reads it: missing fields fall back, never throw. */
function toTenant(data: DocumentData & { id: string }): Tenant {
  return {
    id: data.id,
    locale: text(data.locale) ?? data.id.toUpperCase(),
    country_name: text(data.country_name) ?? data.id,
    flag_image_url: text(data.flag_image_url),
    flag_image_ref: text(data.flag_image_ref),
  };
}

/** Every country, sorted by name. */
export const liveTenantsQuery = (firestore: Firestore) =>
  query(collection(firestore, COLLECTIONS.tenants), orderBy('country_name'));

/**
 * Every country, sorted by name, read live from Firestore (spec: lists that people watch update
 * in every open tab). Readable by any signed-in user under firestore.rules.
 */
export function useLiveTenants(): LiveTenants {
  const firestore = useFirestore();
  const tenantsQuery = useMemo(() => liveTenantsQuery(firestore), [firestore]);
  const [live, setLive] = useState<LiveTenants>({ status: 'loading' });
  useEffect(
    () =>
      // With the metadata's changes: the server's confirmation of a cached list comes as its own snapshot.
      onSnapshot(tenantsQuery, { includeMetadataChanges: true }, (snapshot) =>
        setLive({
          status: 'ready',
          tenants: snapshot.docs.map((doc) => toTenant({ ...doc.data(), id: doc.id })),
          unconfirmed: snapshot.metadata.fromCache,
        }),
      ),
    [tenantsQuery],
  );
  return live;
}
