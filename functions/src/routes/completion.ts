import { Router } from 'express';
import type { Query } from 'firebase-admin/firestore';
import {
  ADD_ALL_USERS_LIMIT,
  addAllUsersSchema,
  API_MESSAGES,
  COLLECTIONS,
  GROUP_SEARCH_PAGE_SIZE,
  groupCompletionQuerySchema,
  searchKeyOf,
  USER_COMPLETION_LIMIT,
  userCompletionQuerySchema,
  usersInGroupQuerySchema,
  type GroupDoc,
} from '../contract';
import { authenticate } from '../middleware/auth';
import { db } from '../lib/firebase';
import { notFound } from '../lib/http-error';
import { validate } from '../lib/validate';
import { existingUsers, MEMBER_FIELDS, toCompletionUser } from '../services/users';

/** Completion lists of the user pickers, for every signed-in user (organizers pick people too). */
export const completionRouter = Router();
completionRouter.use('/completion', authenticate);

// GET /backendv2/completion/users?user -> { result: [{ name, email, id }] }
// At most USER_COMPLETION_LIMIT users whose name or address has a word starting with `user`.
completionRouter.get('/completion/users', async (req, res) => {
  const { user } = validate(userCompletionQuerySchema, req.query);
  const key = searchKeyOf(user);
  let query: Query = db.collection(COLLECTIONS.users);
  if (key) query = query.where('search_keys', 'array-contains', key);
  const snapshot = await query.orderBy('email_lower').select(...MEMBER_FIELDS).limit(USER_COMPLETION_LIMIT).get();
  res.json({ result: snapshot.docs.map(toCompletionUser) });
});

// GET /backendv2/completion/groups?group -> { result: [{ name, id }] }
// At most GROUP_SEARCH_PAGE_SIZE groups whose name has a word starting with `group`, by name.
completionRouter.get('/completion/groups', async (req, res) => {
  const { group } = validate(groupCompletionQuerySchema, req.query);
  const key = searchKeyOf(group);
  let query: Query = db.collection(COLLECTIONS.groups);
  if (key) query = query.where('search_keys', 'array-contains', key);
  const snapshot = await query.orderBy('name_lower').select('name').limit(GROUP_SEARCH_PAGE_SIZE).get();
  res.json({ result: snapshot.docs.map((doc) => ({ name: doc.get('name') as string, id: doc.id })) });
});

// GET /backendv2/completion/usersInGroup?group={group id} -> { result: [{ name, email, id }] }
completionRouter.get('/completion/usersInGroup', async (req, res) => {
  const { group } = validate(usersInGroupQuerySchema, req.query);
  const snapshot = await db.collection(COLLECTIONS.groups).doc(group).get();
  if (!snapshot.exists) throw notFound(API_MESSAGES.groupNotFound);
  const members = await existingUsers((snapshot.data() as GroupDoc).users, MEMBER_FIELDS);
  res.json({ result: members.map(toCompletionUser) });
});

// POST /backendv2/completion/addAllUsers { tenant_id } -> { result: [{ name, email, id }], count }
// The users of a country for a picker's "add all": the first ADD_ALL_USERS_LIMIT by address, and
// `count`, the country's total, so that the app can say when the list was cut.
completionRouter.post('/completion/addAllUsers', async (req, res) => {
  const { tenant_id } = validate(addAllUsersSchema, req.body);
  const query = db.collection(COLLECTIONS.users).where('tenant_id', '==', tenant_id);
  const [snapshot, aggregate] = await Promise.all([
    query.orderBy('email_lower').select(...MEMBER_FIELDS).limit(ADD_ALL_USERS_LIMIT).get(),
    query.count().get(),
  ]);
  res.json({ result: snapshot.docs.map(toCompletionUser), count: aggregate.data().count });
});
