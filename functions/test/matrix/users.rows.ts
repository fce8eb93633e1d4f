import { api } from '@agenda/contract';
import { ADMINS, ADMINS_OF_A, ROOT_ONLY, row, SIGNED_IN } from './matrix';

/** What the users rows run against. */
export interface UsersContext {
  /** A plain user of country A (de) who is also in the demo directory. */
  target: { uid: string; email: string };
  /** A fresh person of the demo directory who is not a user yet; their object id. */
  directoryPerson(): Promise<string>;
}

const { existing, create, me, profile, byId, byEmail, check, refresh, signOutEverywhere, reminders, setReminders } =
  api.users;

export const rows = [
  row(existing, ADMINS, () => ({ search: '', page: 1, pageSize: 25 as const })),
  row(create, ADMINS, async (c: UsersContext) => ({ oid: await c.directoryPerson() })),
  row(me, SIGNED_IN, () => ({})),
  // Need to know: every signed-in colleague gets an answer, but only the person, the admins
  // of their country and root the full record (the answer schema of the endpoint proves which;
  // people-data.test.ts checks the fields per persona).
  row(profile, SIGNED_IN, (c: UsersContext) => ({ id: c.target.uid })),
  row(byId, SIGNED_IN, (c: UsersContext) => ({ id: c.target.uid })),
  row(byEmail, SIGNED_IN, (c: UsersContext) => ({ email: c.target.email })),
  // Probing addresses is for admins.
  row(check, ADMINS, (c: UsersContext) => ({ email: c.target.email })),
  row(refresh, ADMINS_OF_A, (c: UsersContext) => ({ email: c.target.email }), { case: 'someone of A' }),
  // Only root ends someone's sessions (sessions.test.ts shows what it ends).
  row(signOutEverywhere, ROOT_ONLY, (c: UsersContext) => ({ id: c.target.uid })),
  // Each person their own reminders (reminders.test.ts shows the setting at work).
  row(reminders, SIGNED_IN, () => ({})),
  row(setReminders, SIGNED_IN, () => ({ lead_minutes: 15 as const, mail: false })),
];
