import { api } from '@agenda/contract';
import { EDIT_DRAFT, EDIT_PUBLIC, READ_DRAFT, READ_PUBLIC, row } from './matrix';
import { CHILD_IDS, freshChild, type EventContentContext } from './event-context';

const { list, ofAgenda, byId, save, remove } = api.surveys;
const body = (eventId: string) => ({ name: 'Poll', url: 'https://forms.example/poll', eventId });

export const rows = [
  row(list, READ_PUBLIC, (c: EventContentContext) => ({ eventId: c.publicEvent.id })),
  row(list, READ_DRAFT, (c: EventContentContext) => ({ eventId: c.draftEvent.id }), { case: 'a draft' }),
  row(ofAgenda, READ_PUBLIC, (c: EventContentContext) => ({ agendaId: c.publicEvent.agendaId })),
  row(ofAgenda, READ_DRAFT, (c: EventContentContext) => ({ agendaId: c.draftEvent.agendaId }), { case: 'a draft' }),
  row(byId, READ_PUBLIC, (c: EventContentContext) => ({ id: CHILD_IDS.survey, eventId: c.publicEvent.id })),
  row(byId, READ_DRAFT, (c: EventContentContext) => ({ id: CHILD_IDS.survey, eventId: c.draftEvent.id }), {
    case: 'a draft',
  }),
  row(save, EDIT_PUBLIC, (c: EventContentContext) => body(c.publicEvent.id), { case: 'create' }),
  row(save, EDIT_DRAFT, (c: EventContentContext) => body(c.draftEvent.id), { case: 'create in a draft' }),
  row(save, EDIT_PUBLIC, (c: EventContentContext) => ({ ...body(c.publicEvent.id), id: CHILD_IDS.survey }), {
    case: 'edit',
  }),
  row(save, EDIT_DRAFT, (c: EventContentContext) => ({ ...body(c.draftEvent.id), id: CHILD_IDS.survey }), {
    case: 'edit in a draft',
  }),
  row(remove, EDIT_PUBLIC, async (c: EventContentContext) => ({
    eventId: c.publicEvent.id,
    id: await freshChild(c.publicEvent.id, 'surveys'),
  })),
  row(
    remove,
    EDIT_DRAFT,
    async (c: EventContentContext) => ({ eventId: c.draftEvent.id, id: await freshChild(c.draftEvent.id, 'surveys') }),
    { case: 'a draft' },
  ),
];
