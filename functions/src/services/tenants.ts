/** Reading countries (spec §3 Tenant) for the API's answers. */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, type Tenant, type TenantDoc } from '../contract';
import { db } from '../lib/firebase';

export const tenantRef = (id: string) => db.collection(COLLECTIONS.tenants).doc(id);

export function toTenant(snapshot: DocumentSnapshot): Tenant {
  const data = snapshot.data() as Partial<TenantDoc>;
  return {
    id: snapshot.id,
    locale: data.locale ?? snapshot.id.toUpperCase(),
    country_name: data.country_name ?? snapshot.id,
    flag_image_url: data.flag_image_url ?? null,
    flag_image_ref: data.flag_image_ref ?? null,
  };
}

/** Every country, sorted by name; there are a few hundred at most. */
export async function allTenants(): Promise<Tenant[]> {
  const snapshot = await db.collection(COLLECTIONS.tenants).get();
  return snapshot.docs.map(toTenant).sort((a, b) => a.country_name.localeCompare(b.country_name));
}
