import type { Query } from 'firebase-admin/firestore';
import {
  ADD_ALL_USERS_LIMIT,
  api,
  API_MESSAGES,
  COLLECTIONS,
  GROUP_SEARCH_PAGE_SIZE,
  searchKeyOf,
  USER_COMPLETION_LIMIT,
} from '../contract';
import { route } from '../lib/endpoints';
import { db } from '../lib/firebase';
import { notFound } from '../lib/http-error';
import { groupRef } from '../services/groups';
import { existingUsers, MEMBER_FIELDS, toCompletionUser } from '../services/users';

/** Completion lists of the user pickers, for every signed-in user (organizers pick people too). */
export const completionRoutes = [
  // At most USER_COMPLETION_LIMIT users whose name or address has a word starting with `user`.
  route(api.completion.users, async ({ user }) => {
    const key = searchKeyOf(user);
    let query: Query = db.collection(COLLECTIONS.users);
    if (key) query = query.where('search_keys', 'array-contains', key);
    const snapshot = await query.orderBy('email_lower').select(...MEMBER_FIELDS).limit(USER_COMPLETION_LIMIT).get();
    return { result: snapshot.docs.map(toCompletionUser) };
  }),

  // At most GROUP_SEARCH_PAGE_SIZE groups whose name has a word starting with `group`, by name.
  route(api.completion.groups, async ({ group }) => {
    const key = searchKeyOf(group);
    let query: Query = db.collection(COLLECTIONS.groups);
    if (key) query = query.where('search_keys', 'array-contains', key);
    const snapshot = await query.orderBy('name_lower').select('name').limit(GROUP_SEARCH_PAGE_SIZE).get();
    return { result: snapshot.docs.map((doc) => ({ name: doc.get('name') as string, id: doc.id })) };
  }),

  route(api.completion.usersInGroup, async ({ group }) => {
    const stored = (await groupRef(group).get()).data();
    if (!stored) throw notFound(API_MESSAGES.groupNotFound);
    const members = await existingUsers(stored.users, MEMBER_FIELDS);
    return { result: members.map(toCompletionUser) };
  }),

  // The users of a country for a picker's "add all": the first ADD_ALL_USERS_LIMIT by address, and
  // `count`, the country's total, so that the app can say when the list was cut.
  route(api.completion.addAllUsers, async ({ tenant_id }) => {
    const query = db.collection(COLLECTIONS.users).where('tenant_id', '==', tenant_id);
    const [snapshot, aggregate] = await Promise.all([
      query.orderBy('email_lower').select(...MEMBER_FIELDS).limit(ADD_ALL_USERS_LIMIT).get(),
      query.count().get(),
    ]);
    return { result: snapshot.docs.map(toCompletionUser), count: aggregate.data().count };
  }),
];
