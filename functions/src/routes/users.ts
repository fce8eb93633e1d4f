import { Router } from 'express';
import type { Query } from 'firebase-admin/firestore';
import {
  API_MESSAGES,
  COLLECTIONS,
  emailQuerySchema,
  idQuerySchema,
  isAdminOf,
  optionalEmailQuerySchema,
  searchKeyOf,
  USER_ANSWER_FIELDS,
  userCreateSchema,
  userKey,
  userPageSchema,
  userSearchKeys,
  type UserDoc,
} from '../contract';
import { authenticate, callerPrincipal, callerUid, requireAdminOfAnyTenant } from '../middleware/auth';
import { db } from '../lib/firebase';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { validate } from '../lib/validate';
import { directoryPersonById, findDirectoryPerson } from '../services/directory';
import { pageOf } from '../services/paging';
import { tenantsById, toUserResponse, userByEmail, userById, userRef } from '../services/users';

export const usersRouter = Router();
usersRouter.use(['/users', '/getExistingUsers'], authenticate);

// POST /backendv2/getExistingUsers { search, page, pageSize } -> { users, count } (admins)
// Everyone, sorted by address; a search matches the start of any word of the name or of the
// address (case- and accent-insensitive) through the users' search keys.
usersRouter.post('/getExistingUsers', requireAdminOfAnyTenant, async (req, res) => {
  const { search, page, pageSize } = validate(userPageSchema, req.body);
  const key = searchKeyOf(search);
  let query: Query = db.collection(COLLECTIONS.users);
  if (key) query = query.where('search_keys', 'array-contains', key);
  const [found, tenants] = await Promise.all([pageOf(query, 'email_lower', USER_ANSWER_FIELDS, page, pageSize), tenantsById()]);
  res.json({ users: found.docs.map((doc) => toUserResponse(doc, tenants)), count: found.count });
});

// POST /backendv2/users/new { oid } -> { result: user } (admins)
// Creates the user record of a directory person, keyed by their corporate identity, with USER
// rights and the country of the directory. Someone who is already a user (same identity or same
// address) is refused with 409.
usersRouter.post('/users/new', requireAdminOfAnyTenant, async (req, res) => {
  const { oid } = validate(userCreateSchema, req.body);
  const person = await directoryPersonById(oid, req.get('x-graph-token'));
  if (!person) throw notFound(API_MESSAGES.notInDirectory);
  if (!person.mail) throw badRequest(API_MESSAGES.noAddressInDirectory);
  const tenants = await tenantsById();
  const uid = userKey(person.tid, person.oid);
  const email = person.mail;
  const doc: UserDoc = {
    tid: person.tid,
    oid: person.oid,
    email,
    email_lower: email.toLowerCase(),
    first_name: person.givenName,
    last_name: person.surname,
    job_title: person.jobTitle,
    avatar_url: null,
    tenant_id: person.country && tenants.has(person.country) ? person.country : null,
    user_authorities: [{ authority_id: 'USER', tenant_id: null }],
    search_keys: userSearchKeys({ first_name: person.givenName, last_name: person.surname, email }),
  };
  await db.runTransaction(async (tx) => {
    const [byKey, byEmail] = await Promise.all([
      tx.get(userRef(uid)),
      tx.get(db.collection(COLLECTIONS.users).where('email_lower', '==', doc.email_lower).limit(1)),
    ]);
    if (byKey.exists || !byEmail.empty) throw conflict(API_MESSAGES.userExists(email));
    tx.create(userRef(uid), doc);
  });
  logs.userCreated(req.requestId, callerUid(req), uid);
  res.json({ result: toUserResponse(await userRef(uid).get(), tenants) });
});

// GET /backendv2/users/me -> { result: user }
usersRouter.get('/users/me', async (req, res) => {
  const [snapshot, tenants] = await Promise.all([userById(callerUid(req)), tenantsById()]);
  res.json({ result: toUserResponse(snapshot, tenants) });
});

// GET /backendv2/users/profile?id -> { result: user } (any signed-in colleague's profile)
// GET /backendv2/users/byId?id -> { result: user }
for (const path of ['/users/profile', '/users/byId']) {
  usersRouter.get(path, async (req, res) => {
    const { id } = validate(idQuerySchema, req.query);
    const [snapshot, tenants] = await Promise.all([userById(id), tenantsById()]);
    res.json({ result: toUserResponse(snapshot, tenants) });
  });
}

// GET /backendv2/users/byEmail?email -> { result: user }
usersRouter.get('/users/byEmail', async (req, res) => {
  const { email } = validate(emailQuerySchema, req.query);
  const [snapshot, tenants] = await Promise.all([userByEmail(email), tenantsById()]);
  if (!snapshot) throw notFound('User not found');
  res.json({ result: toUserResponse(snapshot, tenants) });
});

// GET /backendv2/users/checkUser?email -> { result: true when the user is in the database }
usersRouter.get('/users/checkUser', async (req, res) => {
  const { email } = validate(emailQuerySchema, req.query);
  res.json({ result: (await userByEmail(email)) !== null });
});

// GET /backendv2/users/refresh[?email] -> { result: user }: refreshes the profile from the corporate
// directory. Your own always; someone else's needs admin rights for their country.
usersRouter.get('/users/refresh', async (req, res) => {
  const { email } = validate(optionalEmailQuerySchema, req.query);
  const snapshot = email ? await userByEmail(email) : await userById(callerUid(req));
  if (!snapshot) throw notFound('User not found');
  const current = snapshot.data() as UserDoc;
  if (snapshot.id !== callerUid(req) && !isAdminOf(await callerPrincipal(req), current.tenant_id)) throw forbidden();

  const person = await findDirectoryPerson(current.email, req.get('x-graph-token'));
  if (!person) throw notFound(`${current.email} is not in the corporate directory`);
  const tenants = await tenantsById();
  await userRef(snapshot.id).update({
    first_name: person.givenName,
    last_name: person.surname,
    search_keys: userSearchKeys({ first_name: person.givenName, last_name: person.surname, email: current.email }),
    job_title: person.jobTitle,
    tenant_id: person.country && tenants.has(person.country) ? person.country : current.tenant_id,
  });
  res.json({ result: toUserResponse(await userRef(snapshot.id).get(), tenants) });
});
