import { api } from '@agenda/contract';
import { EDIT_DRAFT, EDIT_PUBLIC, READ_DRAFT, READ_PUBLIC, row } from './matrix';
import { CHILD_IDS, freshChild, type EventContentContext } from './event-context';

const { list, byId, save, remove } = api.locations;
const body = (eventId: string) => ({ name: 'Room', eventId, lat: 52.5, long: 13.4 });

export const rows = [
  row(list, READ_PUBLIC, (c: EventContentContext) => ({ eventId: c.publicEvent.id })),
  row(list, READ_DRAFT, (c: EventContentContext) => ({ eventId: c.draftEvent.id }), { case: 'a draft' }),
  row(byId, READ_PUBLIC, (c: EventContentContext) => ({ id: CHILD_IDS.location, eventId: c.publicEvent.id })),
  row(byId, READ_DRAFT, (c: EventContentContext) => ({ id: CHILD_IDS.location, eventId: c.draftEvent.id }), {
    case: 'a draft',
  }),
  row(save, EDIT_PUBLIC, (c: EventContentContext) => body(c.publicEvent.id), { case: 'create' }),
  row(save, EDIT_DRAFT, (c: EventContentContext) => body(c.draftEvent.id), { case: 'create in a draft' }),
  row(save, EDIT_PUBLIC, (c: EventContentContext) => ({ ...body(c.publicEvent.id), id: CHILD_IDS.location }), {
    case: 'edit',
  }),
  row(save, EDIT_DRAFT, (c: EventContentContext) => ({ ...body(c.draftEvent.id), id: CHILD_IDS.location }), {
    case: 'edit in a draft',
  }),
  row(remove, EDIT_PUBLIC, async (c: EventContentContext) => ({
    eventId: c.publicEvent.id,
    id: await freshChild(c.publicEvent.id, 'locations'),
  })),
  row(
    remove,
    EDIT_DRAFT,
    async (c: EventContentContext) => ({
      eventId: c.draftEvent.id,
      id: await freshChild(c.draftEvent.id, 'locations'),
    }),
    { case: 'a draft' },
  ),
];
