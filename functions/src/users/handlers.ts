import {
  api,
  API_MESSAGES,
  isAdminOf,
  newUserDoc,
  USER_ANSWER_FIELDS,
  userAnswerDocSchema,
  userKey,
  userSearchKeys,
} from '@agenda/contract';
import { route } from '../http/endpoints';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { directoryPersonById, findDirectoryPerson } from '../directory/service';
import { refreshAvatar } from './avatar';
import { remindersOf, setReminders } from './reminders';
import { signOutEverywhere } from './sessions';
import { historyAuthor } from '../shared/history';
import { tenantsById } from '../tenants/service';
import {
  createUser,
  searchUsersPage,
  tenantsOfUsers,
  toUserForAdmin,
  toUserResponse,
  toUserViewFor,
  updateUserFields,
  userByEmail,
  userById,
  userSnapshot,
} from './service';
import type { Caller } from '../lib/caller';

/** A user by id with their countries: GET /users/me answers the caller's own full record. */
async function userAnswer(id: string) {
  const snapshot = await userById(id);
  return { result: toUserResponse(snapshot, await tenantsOfUsers([snapshot])) };
}

/** GET /users/profile and /users/byId: the full record or the public profile, as the caller may see it. */
async function profileAnswer(id: string, caller: Caller) {
  const snapshot = await userById(id);
  return { result: toUserViewFor(snapshot, await tenantsOfUsers([snapshot]), caller) };
}

export const userRoutes = [
  // Everyone, sorted by address; a search matches the start of any word of the name or of the
  // address (case- and accent-insensitive) through the users' search keys.
  route(api.users.existing, async ({ search, page, pageSize }, caller) => {
    const found = await searchUsersPage(search, USER_ANSWER_FIELDS, page, pageSize);
    const tenants = await tenantsOfUsers(found.docs);
    return { users: found.docs.map((doc) => toUserForAdmin(doc, tenants, caller)), count: found.count };
  }),

  // The user record of a directory person, keyed by their corporate identity, with USER rights and
  // the country of the directory. Someone who is already a user (same identity or same address) is
  // refused with 409.
  route(api.users.create, async ({ oid }, caller, { requestId, header }) => {
    const person = await directoryPersonById(oid, header('x-graph-token'));
    if (!person) throw notFound(API_MESSAGES.notInDirectory);
    if (!person.mail) throw badRequest(API_MESSAGES.noAddressInDirectory);
    const tenants = await tenantsById([person.country]);
    const uid = userKey(person.tid, person.oid);
    const email = person.mail;
    const doc = newUserDoc({
      tid: person.tid,
      oid: person.oid,
      email,
      first_name: person.givenName,
      last_name: person.surname,
      job_title: person.jobTitle,
      tenant_id: person.country && tenants.has(person.country) ? person.country : null,
    });
    await createUser(historyAuthor(caller), uid, doc);
    logs.userCreated(requestId, caller.uid, uid);
    return { result: toUserResponse(await userSnapshot(uid), tenants) };
  }),

  route(api.users.me, (_input, caller) => userAnswer(caller.uid)),

  // Any signed-in colleague's public profile; the full record for the person, admins of their country and root.
  route(api.users.profile, ({ id }, caller) => profileAnswer(id, caller)),

  route(api.users.byId, ({ id }, caller) => profileAnswer(id, caller)),

  route(api.users.byEmail, async ({ email }, caller) => {
    const snapshot = await userByEmail(email);
    if (!snapshot) throw notFound(API_MESSAGES.userNotFound);
    return { result: toUserViewFor(snapshot, await tenantsOfUsers([snapshot]), caller) };
  }),

  route(api.users.check, async ({ email }) => ({ result: (await userByEmail(email)) !== null })),

  // Refreshes a profile from the corporate directory: your own always; someone else's needs admin
  // rights for their country.
  route(api.users.refresh, async ({ email }, caller, { header, requestId }) => {
    const snapshot = email ? await userByEmail(email) : await userById(caller.uid);
    if (!snapshot) throw notFound(API_MESSAGES.userNotFound);
    const current = userAnswerDocSchema.parse(snapshot.data());
    if (snapshot.id !== caller.uid && !isAdminOf(caller.principal, current.tenant_id)) throw forbidden();

    const person = await findDirectoryPerson(current.email, header('x-graph-token'));
    if (!person) throw notFound(API_MESSAGES.addressNotInDirectory(current.email));
    const known = await tenantsById([person.country]);
    await updateUserFields(historyAuthor(caller), snapshot, {
      first_name: person.givenName,
      last_name: person.surname,
      search_keys: userSearchKeys({ first_name: person.givenName, last_name: person.surname, email: current.email }),
      job_title: person.jobTitle,
      tenant_id: person.country && known.has(person.country) ? person.country : current.tenant_id,
    });
    await refreshAvatar(requestId, snapshot.id, person.oid, header('x-graph-token'));
    const refreshed = await userSnapshot(snapshot.id);
    return { result: toUserResponse(refreshed, await tenantsOfUsers([refreshed])) };
  }),
  // Root ends every session of a user (docs/security.md, "Sign out everywhere"): sessions.ts.
  route(api.users.signOutEverywhere, async ({ id }, caller, { requestId }) => {
    await signOutEverywhere(historyAuthor(caller), id);
    logs.signedOutEverywhere(requestId, caller.uid, id);
    return { result: true as const };
  }),
  // The caller's own reminders (docs/features.md, "Reminders"): reminders.ts.
  route(api.users.reminders, async (_input, caller) => ({ result: await remindersOf(caller.uid) })),
  route(api.users.setReminders, async (input, caller) => ({ result: await setReminders(caller.uid, input) })),
];
