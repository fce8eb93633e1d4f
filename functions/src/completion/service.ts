/** The completion lists of the user pickers (users and groups by the start of a word), and who may read them. */
import type { Query } from 'firebase-admin/firestore';
import {
  ADD_ALL_USERS_LIMIT,
  adminTenantIds,
  COLLECTIONS,
  GROUP_SEARCH_PAGE_SIZE,
  isRoot,
  searchKeyOf,
  USER_COMPLETION_LIMIT,
  type CompletionUser,
  type Principal,
} from '@agenda/contract';
import { db } from '../lib/firebase';
import { MEMBER_FIELDS, toCompletionUser } from '../users/service';

/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

/** Whether the caller organizes at least one event (of the country, when one is named): organizers pick people for their events. */
export async function organizesAnEvent(uid: string, tenantId?: string): Promise<boolean> {
  let query: Query = db.collection(COLLECTIONS.events).where('organizers', 'array-contains', uid);
  if (tenantId) query = query.where('tenant_id', '==', tenantId);
  return !(await query.select().limit(1).get()).empty;
}

/** At most USER_COMPLETION_LIMIT users whose name or address has a word starting with `search`, by address. */
export async function usersMatching(search: string): Promise<CompletionUser[]> {
  const key = searchKeyOf(search);
  let query: Query = db.collection(COLLECTIONS.users);
  if (key) query = query.where('search_keys', 'array-contains', key);
  const snapshot = await query
    .orderBy('email_lower')
    .select(...MEMBER_FIELDS)
    .limit(USER_COMPLETION_LIMIT)
    .get();
  return snapshot.docs.map(toCompletionUser);
}

/**
 * At most GROUP_SEARCH_PAGE_SIZE groups of the countries `principal` administers (root: all) whose
 * name has a word starting with `search`, by name.
 */
export async function groupsMatching(principal: Principal, search: string): Promise<{ name: string; id: string }[]> {
  const key = searchKeyOf(search);
  let query: Query = db.collection(COLLECTIONS.groups);
  if (!isRoot(principal)) query = query.where('tenant_id', 'in', adminTenantIds(principal).slice(0, IN_LIMIT));
  if (key) query = query.where('search_keys', 'array-contains', key);
  const snapshot = await query.orderBy('name_lower').select('name').limit(GROUP_SEARCH_PAGE_SIZE).get();
  return snapshot.docs.map((doc) => ({ name: doc.get('name') as string, id: doc.id }));
}

/** The first ADD_ALL_USERS_LIMIT users of a country by address, and the country's total. */
export async function usersOfCountry(tenantId: string): Promise<{ users: CompletionUser[]; count: number }> {
  const query = db.collection(COLLECTIONS.users).where('tenant_id', '==', tenantId);
  const [snapshot, aggregate] = await Promise.all([
    query
      .orderBy('email_lower')
      .select(...MEMBER_FIELDS)
      .limit(ADD_ALL_USERS_LIMIT)
      .get(),
    query.count().get(),
  ]);
  return { users: snapshot.docs.map(toCompletionUser), count: aggregate.data().count };
}
