import { api } from '@agenda/contract';
import { eventDoc } from '../event-fixtures';
import { EDIT_DRAFT, EDIT_PUBLIC, row } from './matrix';
import type { EventContentContext } from './event-context';

type Ctx = EventContentContext;

/** A one-session workbook's rows for the event: an hour from its start, in an imported location. */
export async function importBody(eventId: string) {
  const event = await eventDoc(eventId).get();
  const start = (event.get('start_date') as { toMillis(): number }).toMillis();
  return {
    eventId,
    locations: [{ row: 2, key: 'MATRIX', name: 'Matrix room', lat: 48.1, long: 11.6 }],
    sessions: [
      {
        row: 2,
        name: 'Imported workshop',
        start: new Date(start + 60 * 60_000).toISOString(),
        end: new Date(start + 120 * 60_000).toISOString(),
        location: 'MATRIX',
        numberOfPlaces: 10,
        mandatory: false,
        locked: false,
        description: 'From the workbook',
      },
    ],
  };
}

// Importing the same rows again updates instead of creating, so every persona's import may succeed.
export const rows = [
  row(api.agendas.import, EDIT_PUBLIC, (c: Ctx) => importBody(c.publicEvent.id)),
  row(api.agendas.import, EDIT_DRAFT, (c: Ctx) => importBody(c.draftEvent.id), { case: 'a draft' }),
];
