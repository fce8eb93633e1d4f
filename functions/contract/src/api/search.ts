import { searchAllSchema } from '../schemas/event';
import { endpoint, noInput } from './endpoint';
import { eventListAnswerSchema } from './events';

/** docs/product.md §7 Events, the main search: events of every country, each only for those who may see it. */
export const search = {
  all: endpoint({
    method: 'POST',
    path: '/search/searchAll',
    access: 'signedIn',
    rights: 'eventViewer',
    input: searchAllSchema,
    output: eventListAnswerSchema,
    history: { exempt: 'a search sent in a POST body: it reads, writes nothing' },
    summary: 'Events whose name contains the text (case- and accent-insensitive, from 3 characters), sorted by start',
  }),
  upcoming: endpoint({
    method: 'GET',
    path: '/search/upcomingEvents',
    access: 'signedIn',
    rights: 'eventViewer',
    input: noInput,
    output: eventListAnswerSchema,
    summary: 'Events of every country that have not ended, sorted by start',
  }),
};
