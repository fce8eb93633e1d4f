import { Timestamp } from 'firebase-admin/firestore';
import { api, EVENT_LIST_MAX, EVENT_SEARCH_MAX_CANDIDATES, eventNameMatches, searchTrigramOf } from '@agenda/contract';
import { route, type Route } from '../http/endpoints';
import { eventsCollection, tenantsOfEvents, visibleEventAnswers } from '../events/service';


export const searchRoutes: Route[] = [
  // Events whose name contains the text (case- and accent-insensitive, at least MAIN_SEARCH_MIN_CHARS
  // characters) that the caller may see. One array-contains query on the name's pieces
  // (`name_trigrams`), then the whole text is checked. Bounded: EVENT_SEARCH_MAX_CANDIDATES read,
  // EVENT_LIST_MAX answered.
  route(api.search.all, async ({ search }, caller) => {
    const found = await eventsCollection().where('name_trigrams', 'array-contains', searchTrigramOf(search)).limit(EVENT_SEARCH_MAX_CANDIDATES).get();
    const matching = found.docs.filter((doc) => eventNameMatches(doc.data().name, search));
    return { events: visibleEventAnswers(caller, matching, await tenantsOfEvents(matching)).slice(0, EVENT_LIST_MAX) };
  }),

  // Events of every country that end after now, sorted by start; Drafts only for those who may edit
  // them. Bounded: the EVENT_LIST_MAX that end soonest.
  route(api.search.upcoming, async (_input, caller) => {
    const found = await eventsCollection().where('end_date', '>', Timestamp.now()).orderBy('end_date').limit(EVENT_LIST_MAX).get();
    return { events: visibleEventAnswers(caller, found.docs, await tenantsOfEvents(found.docs)) };
  }),
];
