import { api } from '@agenda/contract';
import { READ_DRAFT, READ_PUBLIC, row } from './matrix';
import type { EventContentContext } from './event-context';

type Ctx = EventContentContext;

export const rows = [
  // Stars: whoever may see the event follows its sessions, for themselves alone.
  row(api.stars.star, READ_PUBLIC, (c: Ctx) => ({
    eventId: c.publicEvent.id,
    agendaId: c.publicEvent.agendaId,
    starred: true,
  })),
  row(
    api.stars.star,
    READ_DRAFT,
    (c: Ctx) => ({ eventId: c.draftEvent.id, agendaId: c.draftEvent.agendaId, starred: true }),
    { case: 'a draft' },
  ),
];
