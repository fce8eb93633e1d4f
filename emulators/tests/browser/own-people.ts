/**
 * People of one browser test file. Browser files run side by side, and most of them
 * sign in as the demo personas: a file that changes someone's rights, signs them out everywhere or ages
 * their session would pull the ground from under another file's open tab. Such a file does it to a
 * person of its own instead: added to the demo directory under an address that names the file (the
 * sign-in popup lists them, GET /firebasetoken makes them a user on their first sign-in), with the
 * rights the file needs.
 */
import { createHash } from 'node:crypto';
import { COLLECTIONS, userKey, userSearchKeys, type UserAuthority } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { DEMO_TENANT_ID, firebaseIdTokenFor, PLAIN_USER, setAuthoritiesAsRoot } from './sign-in-helper';

export interface OwnPerson {
  email: string;
  displayName: string;
  /** Their user id (the Firebase uid and users/{id} key). */
  uid: string;
}

export interface OwnPersonOptions {
  givenName: string;
  surname: string;
  /** The country of their directory entry (where they land). */
  country?: string;
  /** Their rights once they are a user; a plain user's when absent. */
  authorities?: UserAuthority[];
}

/**
 * A person only the calling file uses, `key` naming the file and their part in it (e.g.
 * 'sign-in.demoted'): in the directory, a user with `authorities`, and not signed in anywhere yet.
 * Calling it again (a retried file) gives the same person, with the rights asked for.
 */
export async function ownPerson(
  key: string,
  { givenName, surname, country = 'de', authorities = PLAIN_USER }: OwnPersonOptions,
): Promise<OwnPerson> {
  const email = `${key}@corp.example`;
  const oid = createHash('sha256').update(key).digest('hex').slice(0, 32);
  const displayName = `${givenName} ${surname}`;
  await adminClients()
    .db.collection(COLLECTIONS.directory)
    .doc(oid)
    .set({
      oid,
      tid: DEMO_TENANT_ID,
      givenName,
      surname,
      displayName,
      mail: email,
      mail_lower: email.toLowerCase(),
      jobTitle: 'Test person',
      country,
      search_keys: userSearchKeys({ first_name: givenName, last_name: surname, email }),
    });
  // The first exchange of a corporate token makes them a user (functions/src/identity/service.ts).
  await firebaseIdTokenFor(email);
  await setAuthoritiesAsRoot(email, authorities);
  return { email, displayName, uid: userKey(DEMO_TENANT_ID, oid) };
}
