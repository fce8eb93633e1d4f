/**
 * An admin changes only the authorities of their own countries; a global authority
 * (ROOT, the global USER) only root changes; an admin does not even see one. The rights
 * screen offers the same (checkAuthorityChange).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, type UserAuthority } from '@agenda/contract';
import { createEventPeople, type EventPeople, type EventPerson } from '../event-fixtures';
import { call, createUser, db } from '../helpers';

const USER: UserAuthority = { authority_id: 'USER', tenant_id: null };
const ADMIN_DE: UserAuthority = { authority_id: 'ADMIN', tenant_id: 'de' };

let people: EventPeople;
let target: { uid: string; email: string };

beforeAll(async () => {
  people = await createEventPeople();
});

beforeEach(async () => {
  const created = await createUser([USER, ADMIN_DE], 'de');
  target = {
    uid: created.uid,
    email: (await db.collection(COLLECTIONS.users).doc(created.uid).get()).get('email') as string,
  };
});

const update = (who: EventPerson, authlist: UserAuthority[]) =>
  call('/rootsettings/update', { token: people[who].token, json: { id: target.email, authlist } });
const stored = async () =>
  (await db.collection(COLLECTIONS.users).doc(target.uid).get()).get('user_authorities') as UserAuthority[];

describe("rights changes stay within one's countries", () => {
  it("never lets an admin of another country remove a German user's global USER authority", async () => {
    // The French admin sees none of these authorities (need to know): the list they send keeps them as they are.
    const { status, body } = await update('adminB', [ADMIN_DE]);
    expect(status, JSON.stringify(body)).toBe(200);
    expect((body.result as { user_authorities: unknown[] }).user_authorities).toEqual([]);
    expect(await stored()).toEqual([USER, ADMIN_DE]);
    expect((await update('adminB', [])).status).toBe(200);
    expect(await stored()).toEqual([USER, ADMIN_DE]);
  });

  it("never lets even the admin of the user's country remove a global authority (it is hidden from them)", async () => {
    const { status, body } = await update('adminA', [ADMIN_DE]);
    expect(status, JSON.stringify(body)).toBe(200);
    expect((body.result as { user_authorities: UserAuthority[] }).user_authorities.map((a) => a.authority_id)).toEqual([
      'ADMIN',
    ]);
    expect(await stored()).toEqual([USER, ADMIN_DE]);
    const removed = await update('adminA', []);
    expect(removed.status).toBe(200);
    expect(await stored()).toEqual([USER]);
  });

  it('lets the admin of the country change its authority, and root the global one', async () => {
    expect((await update('adminB', [USER])).status).toBe(200);
    expect(await stored()).toEqual([USER, ADMIN_DE]);
    expect((await update('adminA', [USER])).status).toBe(200);
    expect(await stored()).toEqual([USER]);
    expect((await update('root', [])).status).toBe(200);
    expect(await stored()).toEqual([]);
  });
});
