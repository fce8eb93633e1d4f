import { Router } from 'express';
import { emailQuerySchema, idQuerySchema, isAdminOf, optionalEmailQuerySchema, type UserDoc } from '../contract';
import { authenticate, callerPrincipal, callerUid } from '../middleware/auth';
import { forbidden, notFound } from '../lib/http-error';
import { validate } from '../lib/validate';
import { findDirectoryPerson } from '../services/directory';
import { tenantsById, toUserResponse, userByEmail, userById, userRef } from '../services/users';

export const usersRouter = Router();
usersRouter.use('/users', authenticate);

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
    job_title: person.jobTitle,
    tenant_id: person.country && tenants.has(person.country) ? person.country : current.tenant_id,
  });
  res.json({ result: toUserResponse(await userRef(snapshot.id).get(), tenants) });
});
