import { z } from 'zod';
import { emailQuerySchema, idQuerySchema, optionalEmailQuerySchema } from '../schemas/rights';
import { userCreateSchema, userPageSchema, userResultSchema, userSchema } from '../schemas/user';
import { endpoint, noInput } from './endpoint';

/** Spec §7 Users: the user records (spec §3 User), keyed by corporate identity. */
export const users = {
  existing: endpoint({
    method: 'POST',
    path: '/getExistingUsers',
    access: 'adminOfAnyTenant',
    input: userPageSchema,
    output: z.object({ users: z.array(userSchema), count: z.number().int() }),
    summary: 'A page of every user, sorted by address; a search matches the start of any word of the name or address',
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
    output: userResultSchema,
    summary: "A colleague's profile, by user id",
  }),
  byId: endpoint({
    method: 'GET',
    path: '/users/byId',
    access: 'signedIn',
    input: idQuerySchema,
    output: userResultSchema,
    summary: 'A user, by user id',
  }),
  byEmail: endpoint({
    method: 'GET',
    path: '/users/byEmail',
    access: 'signedIn',
    input: emailQuerySchema,
    output: userResultSchema,
    summary: 'A user, by address (case-insensitive)',
  }),
  check: endpoint({
    method: 'GET',
    path: '/users/checkUser',
    access: 'signedIn',
    input: emailQuerySchema,
    output: z.object({ result: z.boolean() }),
    summary: 'Whether the address is a user',
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
};
