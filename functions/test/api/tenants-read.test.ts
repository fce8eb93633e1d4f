/**
 * An answer that names countries reads just those country records, not the whole
 * tenants collection (which every user, event and news answer used to read on every request).
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@agenda/contract';
import { tenantsById } from '../../src/tenants/service';
import { tenantsOfUsers } from '../../src/users/service';
import { createUser, db } from '../helpers';

describe('tenantsById', () => {
  it('reads the countries asked for, once each, and leaves out unknown, empty and malformed ids', async () => {
    const found = await tenantsById(['de', 'de', null, undefined, '', 'no-such-country', 'a/b']);
    expect([...found.keys()]).toEqual(['de']);
    expect(found.get('de')).toMatchObject({ id: 'de', country_name: expect.any(String) });
    expect((await tenantsById([])).size).toBe(0);
  });

  it("answers a user's own country and their authorities' countries", async () => {
    const person = await createUser(
      [
        { authority_id: 'USER', tenant_id: null },
        { authority_id: 'ADMIN', tenant_id: 'fr' },
      ],
      'de',
    );
    const snapshot = await db.collection(COLLECTIONS.users).doc(person.uid).get();
    expect([...(await tenantsOfUsers([snapshot])).keys()].sort()).toEqual(['de', 'fr']);
  });
});
