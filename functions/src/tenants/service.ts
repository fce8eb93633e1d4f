/** Reading countries (spec §3 Tenant) for the API's answers. */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { API_MESSAGES, COLLECTIONS, docConverter, tenantDocSchema, type Tenant, type TenantDoc } from '@agenda/contract';
import { db } from '../lib/firebase';
import { notFound } from '../lib/http-error';

const tenantsCollection = () => db.collection(COLLECTIONS.tenants).withConverter(docConverter(tenantDocSchema));

export const tenantRef = (id: string) => tenantsCollection().doc(id);

/** The country of a snapshot read through `tenantRef`; 404 when it does not exist. */
export function toTenant(snapshot: DocumentSnapshot<TenantDoc>): Tenant {
  const doc = snapshot.data();
  if (!doc) throw notFound(API_MESSAGES.tenantNotFound);
  return { id: snapshot.id, ...doc };
}

/** Every country, sorted by name; there are a few hundred at most. */
export async function allTenants(): Promise<Tenant[]> {
  const snapshot = await tenantsCollection().get();
  return snapshot.docs.map(toTenant).sort((a, b) => a.country_name.localeCompare(b.country_name));
}
