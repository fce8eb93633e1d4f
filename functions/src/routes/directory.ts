import { Router } from 'express';
import { COLLECTIONS, directorySearchQuerySchema, userKey, type DirectorySearchHit } from '../contract';
import { authenticate, requireAdminOfAnyTenant } from '../middleware/auth';
import { db } from '../lib/firebase';
import { validate } from '../lib/validate';
import { searchDirectory } from '../services/directory';
import { userRef } from '../services/users';

export const directoryRouter = Router();

// GET /backendv2/directory/search?q -> { result: [{ oid, displayName, mail, jobTitle, country, exists }] }
// Admins. At most DIRECTORY_SEARCH_LIMIT people; `exists` tells "Create user" from "Rights".
directoryRouter.get('/directory/search', authenticate, requireAdminOfAnyTenant, async (req, res) => {
  const { q } = validate(directorySearchQuerySchema, req.query);
  const people = await searchDirectory(q, req.get('x-graph-token'));
  const mails = [...new Set(people.map((person) => person.mail.toLowerCase()))];
  const [byKey, byMail] = await Promise.all([
    people.length > 0 ? db.getAll(...people.map((p) => userRef(userKey(p.tid, p.oid))), { fieldMask: ['email_lower'] }) : [],
    mails.length > 0 ? db.collection(COLLECTIONS.users).where('email_lower', 'in', mails).select('email_lower').get() : null,
  ]);
  const knownMails = new Set(byMail?.docs.map((doc) => doc.get('email_lower') as string));
  const result: DirectorySearchHit[] = people.map((person, index) => ({
    oid: person.oid,
    displayName: person.displayName,
    mail: person.mail,
    jobTitle: person.jobTitle,
    country: person.country,
    exists: !!byKey[index]?.exists || knownMails.has(person.mail.toLowerCase()),
  }));
  res.json({ result });
});
