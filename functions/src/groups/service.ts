/** Reading and shaping groups (spec §3 Group) for the API's answers. */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, docConverter, groupDocSchema, groupSummaryDocSchema, type GroupDetail, type GroupDoc, type GroupSummary, type Tenant } from '@agenda/contract';
import { db } from '../lib/firebase';
import { allTenants } from '../tenants/service';
import { existingUsers, MEMBER_FIELDS, toGroupMember } from '../users/service';

/** The groups, read and written through their document schema. */
export const groupsCollection = () => db.collection(COLLECTIONS.groups).withConverter(docConverter(groupDocSchema));
export const groupRef = (id: string) => groupsCollection().doc(id);

export async function tenantsMap(): Promise<Map<string, Tenant>> {
  return new Map((await allTenants()).map((tenant) => [tenant.id, tenant]));
}

/** A row of the list, from a group read with `GROUP_SUMMARY_FIELDS` as field mask. */
export function toGroupSummary(snapshot: DocumentSnapshot, tenants: Map<string, Tenant>): GroupSummary {
  const { name, tenant_id, user_count } = groupSummaryDocSchema.parse(snapshot.data());
  return { id: snapshot.id, name, tenant_id, tenant: tenants.get(tenant_id) ?? null, user_count };
}

/** A group with the id, address and names of its users that still exist. */
export async function toGroupDetail(id: string, group: GroupDoc): Promise<GroupDetail> {
  const [members, tenants] = await Promise.all([existingUsers(group.users, MEMBER_FIELDS), tenantsMap()]);
  return {
    id,
    name: group.name,
    tenant_id: group.tenant_id,
    tenant: tenants.get(group.tenant_id) ?? null,
    users: members.map(toGroupMember),
  };
}
