import { describe, expect, it } from 'vitest';
import { type UserAuthority } from '@agenda/contract';
import { rightsEntries } from './history';

const PERSON = { id: 'u1', name: 'Tara Target' };
const USER: UserAuthority = { authority_id: 'USER', tenant_id: null };
const ROOT: UserAuthority = { authority_id: 'ROOT', tenant_id: 'un' };
const ADMIN_DE: UserAuthority = { authority_id: 'ADMIN', tenant_id: 'de' };
const ADMIN_FR: UserAuthority = { authority_id: 'ADMIN', tenant_id: 'fr' };

const shown = (before: UserAuthority[], after: UserAuthority[]) =>
  rightsEntries(PERSON, before, after).map((entry) => [entry.tenant_id, entry.changes]);
const keys = (before: string[], after: string[]) => [{ field: 'user_authorities', before, after }];

describe('rightsEntries', () => {
  it("holds each country's authorities in that country's entry, the global ones in one without a country", () => {
    expect(shown([USER, ADMIN_FR], [USER, ROOT, ADMIN_DE])).toEqual([
      [null, keys(['USER:'], ['USER:', 'ROOT:un'])],
      ['de', keys([], ['ADMIN:de'])],
      ['fr', keys(['ADMIN:fr'], [])],
    ]);
  });

  it('leaves out the countries whose authorities stayed, and records nothing for a save that changed nothing', () => {
    expect(shown([USER, ROOT, ADMIN_FR], [USER, ROOT, ADMIN_FR, ADMIN_DE])).toEqual([['de', keys([], ['ADMIN:de'])]]);
    expect(shown([USER, ADMIN_DE], [ADMIN_DE, USER])).toEqual([]);
  });

  it('names the person and the change as every rights entry does', () => {
    expect(rightsEntries(PERSON, [], [ADMIN_DE])).toEqual([
      {
        tenant_id: 'de',
        event_id: null,
        entity: 'rights',
        entity_id: 'u1',
        entity_label: 'Tara Target',
        action: 'update',
        changes: keys([], ['ADMIN:de']),
        restorable: false,
      },
    ]);
  });
});
