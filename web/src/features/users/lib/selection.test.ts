import { describe, expect, it } from 'vitest';
import { user } from '../test-utils';
import { addToSelection, fromDirectory, fromUser, selectionAction } from './selection';

const HIT = {
  oid: 'oid-eszter',
  displayName: 'Eszter Nagy',
  mail: 'Eszter.Nagy@corp.example',
  jobTitle: 'Analyst',
  country: 'hu',
  exists: false,
};

describe('selectionAction (spec §2)', () => {
  it('reads "Create user" for someone not in the database and "Rights" for a user', () => {
    expect(selectionAction({ exists: false })).toBe('Create user');
    expect(selectionAction({ exists: true })).toBe('Rights');
    expect(selectionAction(fromDirectory(HIT))).toBe('Create user');
    expect(selectionAction(fromDirectory({ ...HIT, exists: true }))).toBe('Rights');
    expect(selectionAction(fromUser(user()))).toBe('Rights');
  });
});

describe('addToSelection', () => {
  it('lists a person once, by address, with what either search knows', () => {
    const fromUsers = fromUser(user({ email: 'eszter.nagy@corp.example', first_name: 'Eszter', last_name: 'Nagy' }));
    const once = addToSelection(addToSelection([], fromDirectory(HIT)), fromUsers);
    expect(once).toHaveLength(1);
    expect(once[0]).toMatchObject({ key: 'eszter.nagy@corp.example', exists: true, oid: 'oid-eszter' });
  });
});
