import { z } from 'zod';
import { emailQuerySchema, idQuerySchema, optionalEmailQuerySchema } from '../schemas/rights';
import {
  userCreateSchema,
  userPageSchema,
  userProfileResultSchema,
  userResultSchema,
  userSchema,
} from '../schemas/user';
import { reminderSettingsSchema } from '../schemas/reminders';
import { endpoint, noInput } from './endpoint';

/** docs/product.md §7 Users: the user records (docs/product.md §3 User), keyed by corporate identity. */
export const users = {
  existing: endpoint({
    method: 'POST',
    path: '/getExistingUsers',
    access: 'adminOfAnyTenant',
    input: userPageSchema,
    output: z.object({ users: z.array(userSchema), count: z.number().int() }),
    history: { exempt: 'a page of users asked for in a POST body: it reads, writes nothing' },
    summary:
      "A page of every user, sorted by address; a search matches the start of any word of the name or address; authorities outside the caller's countries are left out (visibleAuthorities)",
  }),
  create: endpoint({
    method: 'POST',
    path: '/users/new',
    access: 'adminOfAnyTenant',
    input: userCreateSchema,
    output: userResultSchema,
    directory: true,
    summary: 'Creates the record of a directory person with USER rights; 409 when they are a user already',
  }),
  me: endpoint({
    method: 'GET',
    path: '/users/me',
    access: 'signedIn',
    rights: 'self',
    input: noInput,
    output: userResultSchema,
    summary: "The caller's own record",
  }),
  profile: endpoint({
    method: 'GET',
    path: '/users/profile',
    access: 'signedIn',
    input: idQuerySchema,
    output: userProfileResultSchema,
    summary:
      "A colleague's profile, by user id: the full record for the person, admins of their country and root; else the public profile",
  }),
  byId: endpoint({
    method: 'GET',
    path: '/users/byId',
    access: 'signedIn',
    input: idQuerySchema,
    output: userProfileResultSchema,
    summary:
      'A user, by user id: the full record for the person, admins of their country and root; else the public profile',
  }),
  byEmail: endpoint({
    method: 'GET',
    path: '/users/byEmail',
    access: 'signedIn',
    input: emailQuerySchema,
    output: userProfileResultSchema,
    summary:
      'A user, by address (case-insensitive): the full record for the person, admins of their country and root; else the public profile',
  }),
  check: endpoint({
    method: 'GET',
    path: '/users/checkUser',
    access: 'adminOfAnyTenant',
    input: emailQuerySchema,
    output: z.object({ result: z.boolean() }),
    summary: 'Whether the address is a user (admins: plain users may not probe addresses)',
  }),
  refresh: endpoint({
    method: 'GET',
    path: '/users/refresh',
    access: 'signedIn',
    rights: 'selfOrTenantAdmin',
    input: optionalEmailQuerySchema,
    output: userResultSchema,
    directory: true,
    summary: "Refreshes a profile from the corporate directory: one's own, or someone's of a country one administers",
  }),
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/users/signOutEverywhere',
    access: 'root',
    input: z.object({ id: idQuerySchema.shape.id }).strict(),
    output: z.object({ result: z.literal(true) }),
    summary:
      "Ends every session of a user (by user id): their refresh tokens are revoked, the rules stop trusting their tokens' roles and the API refuses them until they sign in again",
  }),
  reminders: endpoint({
    method: 'GET',
    path: '/users/reminders',
    access: 'signedIn',
    rights: 'self',
    input: noInput,
    output: z.object({ result: reminderSettingsSchema }),
    summary:
      "The caller's reminder setting (lead time before their sessions, mail or not); the defaults when never saved",
  }),
  setReminders: endpoint({
    method: 'POST',
    path: '/users/reminders',
    access: 'signedIn',
    rights: 'self',
    input: reminderSettingsSchema,
    output: z.object({ result: reminderSettingsSchema }),
    history: { exempt: "a person's own choice of reminders, which their Me page shows" },
    summary:
      'Sets the caller’s reminders for all their events: off, 5, 15, 30 or 60 minutes before, and by mail or not',
  }),
};
