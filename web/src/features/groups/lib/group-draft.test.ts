import { describe, expect, it } from 'vitest';
import { canSaveGroup, draftOf, toGroupSave, type GroupDraft } from './group-draft';

const SOFIA = { id: 'tid_sofia', name: 'Sofia Rossi', email: 'sofia.rossi@corp.example' };
const complete: GroupDraft = { id: null, name: 'Berlin crew', tenantId: 'de', users: [SOFIA], emails: [] };

describe('canSaveGroup (spec §5: name, country and at least one user)', () => {
  it('allows a group with a name, a country and a user', () => {
    expect(canSaveGroup(complete)).toBe(true);
  });

  it('counts addresses from a spreadsheet as users', () => {
    expect(canSaveGroup({ ...complete, users: [], emails: ['lukas.hoffmann@corp.example'] })).toBe(true);
  });

  it.each<[string, Partial<GroupDraft>]>([
    ['no name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['no country', { tenantId: '' }],
    ['no user', { users: [], emails: [] }],
  ])('refuses %s', (_case, change) => {
    expect(canSaveGroup({ ...complete, ...change })).toBe(false);
  });
});

describe('toGroupSave', () => {
  it('sends user ids, and addresses only when a spreadsheet gave some', () => {
    expect(toGroupSave(complete)).toEqual({ id: null, name: 'Berlin crew', tenantId: 'de', users: ['tid_sofia'] });
    expect(toGroupSave({ ...complete, id: 'g1', emails: ['a@corp.example'] })).toEqual({
      id: 'g1',
      name: 'Berlin crew',
      tenantId: 'de',
      users: ['tid_sofia'],
      emails: ['a@corp.example'],
    });
  });

  it('starts an edit from the stored group', () => {
    const draft = draftOf({
      id: 'g1',
      name: 'Berlin crew',
      tenant_id: 'de',
      tenant: null,
      users: [{ id: 'tid_sofia', email: 'sofia.rossi@corp.example', first_name: 'Sofia', last_name: 'Rossi' }],
    });
    expect(draft).toEqual({ ...complete, id: 'g1' });
  });
});
