/** Reading and shaping user records (spec §3 User) for the API's answers. */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, type TenantDoc, type UserAuthority, type UserDoc } from '../contract';
import { db } from '../lib/firebase';
import { notFound } from '../lib/http-error';

export interface TenantSummary {
  id: string;
  locale: string;
  country_name: string;
  flag_image_url: string | null;
}

export interface UserResponse {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  job_title: string | null;
  avatar_url: string | null;
  tenant_id: string | null;
  tenant: TenantSummary | null;
  user_authorities: (UserAuthority & { tenant: TenantSummary | null })[];
}

/** All countries by id; there are a few hundred at most. */
export async function tenantsById(): Promise<Map<string, TenantSummary>> {
  const snapshot = await db.collection(COLLECTIONS.tenants).get();
  return new Map(
    snapshot.docs.map((doc) => {
      const data = doc.data() as TenantDoc;
      return [doc.id, { id: doc.id, locale: data.locale, country_name: data.country_name, flag_image_url: data.flag_image_url }];
    }),
  );
}

export function toUserResponse(snapshot: DocumentSnapshot, tenants: Map<string, TenantSummary>): UserResponse {
  const data = snapshot.data() as UserDoc;
  const tenant = (id: string | null | undefined) => (id ? (tenants.get(id) ?? null) : null);
  return {
    id: snapshot.id,
    email: data.email,
    first_name: data.first_name,
    last_name: data.last_name,
    job_title: data.job_title,
    avatar_url: data.avatar_url,
    tenant_id: data.tenant_id,
    tenant: tenant(data.tenant_id),
    user_authorities: data.user_authorities.map((authority) => ({
      authority_id: authority.authority_id,
      tenant_id: authority.tenant_id ?? null,
      tenant: tenant(authority.tenant_id),
    })),
  };
}

export const userRef = (id: string) => db.collection(COLLECTIONS.users).doc(id);

export async function userById(id: string): Promise<DocumentSnapshot> {
  const snapshot = await userRef(id).get();
  if (!snapshot.exists) throw notFound('User not found');
  return snapshot;
}

/** Users are found by address case-insensitively; an address maps to one user. */
export async function userByEmail(email: string): Promise<DocumentSnapshot | null> {
  const match = await db.collection(COLLECTIONS.users).where('email_lower', '==', email.trim().toLowerCase()).limit(1).get();
  return match.docs[0] ?? null;
}
