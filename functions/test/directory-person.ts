import { randomUUID } from 'node:crypto';
import { COLLECTIONS, userSearchKeys } from '@agenda/contract';
import { db } from './helpers';

/** The directory tenant of the test people (their user key is `userKey(DIRECTORY_TID, oid)`). */
export const DIRECTORY_TID = 'test-directory';

/** A person of the demo directory (with search keys, as the seed writes them). */
export async function directoryPerson(givenName: string, surname: string, country: string | null = 'de') {
  const oid = randomUUID();
  const mail = `${givenName}.${surname}.${oid.slice(0, 6)}@corp.example`.toLowerCase();
  const person = {
    oid,
    tid: DIRECTORY_TID,
    displayName: `${givenName} ${surname}`,
    givenName,
    surname,
    mail,
    jobTitle: 'Analyst',
    country,
  };
  await db
    .collection(COLLECTIONS.directory)
    .doc(oid)
    .set({
      ...person,
      mail_lower: mail,
      search_keys: userSearchKeys({ first_name: givenName, last_name: surname, email: mail }),
    });
  return person;
}
