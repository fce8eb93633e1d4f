import { api } from '@agenda/contract';
import { route, type Route } from '../http/endpoints';
import { eventsNamed, upcomingEvents } from './service';

export const searchRoutes: Route[] = [
  // Events whose name contains the text (at least MAIN_SEARCH_MIN_CHARS characters) that the caller
  // may see. Bounded: EVENT_SEARCH_MAX_CANDIDATES read, EVENT_LIST_MAX answered.
  route(api.search.all, async ({ search }, caller) => ({ events: await eventsNamed(caller, search) })),

  // Events of every country that end after now, sorted by start; Drafts only for those who may edit
  // them. Bounded: the EVENT_LIST_MAX that end soonest.
  route(api.search.upcoming, async (_input, caller) => ({ events: await upcomingEvents(caller) })),
];
