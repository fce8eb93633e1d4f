/** Event search across countries: by a piece of the name, and the upcoming events. */
import { Timestamp } from 'firebase-admin/firestore';
import {
  EVENT_LIST_MAX,
  EVENT_SEARCH_MAX_CANDIDATES,
  eventNameMatches,
  searchTrigramOf,
  type EventAnswer,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { eventsCollection, tenantsOfEvents } from '../events/access';
import { visibleEventAnswers } from '../events/answers';

/**
 * Events whose name contains the text (case- and accent-insensitive) that the caller may see. One
 * array-contains query on the name's pieces (`name_trigrams`), then the whole text is checked.
 * Bounded: EVENT_SEARCH_MAX_CANDIDATES read, EVENT_LIST_MAX answered.
 */
export async function eventsNamed(caller: Caller, search: string): Promise<EventAnswer[]> {
  const found = await eventsCollection()
    .where('name_trigrams', 'array-contains', searchTrigramOf(search))
    .limit(EVENT_SEARCH_MAX_CANDIDATES)
    .get();
  const matching = found.docs.filter((doc) => eventNameMatches(doc.data().name, search));
  return visibleEventAnswers(caller, matching, await tenantsOfEvents(matching), EVENT_LIST_MAX);
}

/** Events of every country that end after now, sorted by start; the EVENT_LIST_MAX that end soonest. */
export async function upcomingEvents(caller: Caller): Promise<EventAnswer[]> {
  const found = await eventsCollection()
    .where('end_date', '>', Timestamp.now())
    .orderBy('end_date')
    .limit(EVENT_LIST_MAX)
    .get();
  return visibleEventAnswers(caller, found.docs, await tenantsOfEvents(found.docs));
}
