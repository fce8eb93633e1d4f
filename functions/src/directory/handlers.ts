import { api, COLLECTIONS, userKey } from '@agenda/contract';
import { route } from '../http/endpoints';
import { db } from '../lib/firebase';
import { searchDirectory } from './service';
import { userRef } from '../users/service';

export const directoryRoutes = [
  // At most DIRECTORY_SEARCH_LIMIT people; `exists` tells "Create user" from "Rights".
  route(api.directory.search, async ({ q }, _caller, { header }) => {
    const people = await searchDirectory(q, header('x-graph-token'));
    const mails = [...new Set(people.map((person) => person.mail.toLowerCase()))];
    const [byKey, byMail] = await Promise.all([
      people.length > 0 ? db.getAll(...people.map((p) => userRef(userKey(p.tid, p.oid))), { fieldMask: ['email_lower'] }) : [],
      mails.length > 0 ? db.collection(COLLECTIONS.users).where('email_lower', 'in', mails).select('email_lower').get() : null,
    ]);
    const knownMails = new Set(byMail?.docs.map((doc) => doc.get('email_lower') as string));
    return {
      result: people.map((person, index) => ({
        oid: person.oid,
        displayName: person.displayName,
        mail: person.mail,
        jobTitle: person.jobTitle,
        country: person.country,
        exists: !!byKey[index]?.exists || knownMails.has(person.mail.toLowerCase()),
      })),
    };
  }),
];
