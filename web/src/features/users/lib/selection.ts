import type { DirectorySearchHit } from '@agenda/contract';
import { fullName, type User } from '../api/user-schema';

/** A person picked from the existing users or the corporate directory. */
export interface SelectedPerson {
  /** The lower-case address: the same person picked from both searches is listed once. */
  key: string;
  name: string;
  email: string;
  jobTitle: string | null;
  /** The directory's object id, needed to create the user; null when picked among the users. */
  oid: string | null;
  /** Whether the person is a user already (in the database). */
  exists: boolean;
}

export type SelectionAction = 'Create user' | 'Rights';

/** Spec §2: the selection button reads "Create user" for someone not in the database, else "Rights". */
export function selectionAction(person: Pick<SelectedPerson, 'exists'>): SelectionAction {
  return person.exists ? 'Rights' : 'Create user';
}

export function fromUser(user: User): SelectedPerson {
  return {
    key: user.email.toLowerCase(),
    name: fullName(user),
    email: user.email,
    jobTitle: user.job_title,
    oid: null,
    exists: true,
  };
}

export function fromDirectory(hit: DirectorySearchHit): SelectedPerson {
  return {
    key: hit.mail.toLowerCase(),
    name: hit.displayName || hit.mail,
    email: hit.mail,
    jobTitle: hit.jobTitle,
    oid: hit.oid,
    exists: hit.exists,
  };
}

/** Adds `person` to the selection, merging what both searches know of someone picked twice. */
export function addToSelection(selection: readonly SelectedPerson[], person: SelectedPerson): SelectedPerson[] {
  const index = selection.findIndex((p) => p.key === person.key);
  if (index < 0) return [...selection, person];
  return selection.map((p, i) =>
    i === index
      ? { ...p, oid: p.oid ?? person.oid, exists: p.exists || person.exists, jobTitle: p.jobTitle ?? person.jobTitle }
      : p,
  );
}
