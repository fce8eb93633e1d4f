import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { eventNameMatches, searchAllSchema, searchTrigramOf } from '../contract';
import { authenticate } from '../middleware/auth';
import { validate } from '../lib/validate';
import { callerOf, eventsCollection, visibleEventAnswers } from '../services/events';
import { tenantsById } from '../services/users';

export const searchRouter = Router();
searchRouter.use('/search', authenticate);

// POST /backendv2/search/searchAll { search } -> { events }: events whose name contains the text
// (case- and accent-insensitive, at least MAIN_SEARCH_MIN_CHARS characters) that the caller may see.
// One array-contains query on the name's pieces (`name_trigrams`), then the whole text is checked.
searchRouter.post('/search/searchAll', async (req, res) => {
  const { search } = validate(searchAllSchema, req.body);
  const caller = await callerOf(req);
  const [found, tenants] = await Promise.all([
    eventsCollection().where('name_trigrams', 'array-contains', searchTrigramOf(search)).get(),
    tenantsById(),
  ]);
  const matching = found.docs.filter((doc) => eventNameMatches(String(doc.get('name') ?? ''), search));
  res.json({ events: visibleEventAnswers(caller, matching, tenants) });
});

// GET /backendv2/search/upcomingEvents -> { events }: events of every country that end after now,
// sorted by start; drafts only for those who may edit them.
searchRouter.get('/search/upcomingEvents', async (req, res) => {
  const caller = await callerOf(req);
  const [found, tenants] = await Promise.all([eventsCollection().where('end_date', '>', Timestamp.now()).get(), tenantsById()]);
  res.json({ events: visibleEventAnswers(caller, found.docs, tenants) });
});
