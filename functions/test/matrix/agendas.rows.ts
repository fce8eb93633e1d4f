import { api } from '@agenda/contract';

const { agendas } = api;
import { EDIT_DRAFT, EDIT_PUBLIC, READ_DRAFT, READ_PUBLIC, row } from './matrix';
import { CHILD_IDS, freshChild, type EventContentContext } from './event-context';
import { eventDoc } from '../event-fixtures';
import { rows as importRows } from './agenda-import.rows';

type Ctx = EventContentContext;

/** A valid save body: an hour from the event's start, in its location, with its tag. */
async function body(eventId: string) {
  const event = await eventDoc(eventId).get();
  const start = (event.get('start_date') as { toMillis(): number }).toMillis();
  return {
    eventId,
    name: 'Workshop',
    description: 'Hands-on',
    startTime: new Date(start + 60 * 60_000).toISOString(),
    endTime: new Date(start + 120 * 60_000).toISOString(),
    locationId: CHILD_IDS.location,
    tags: [CHILD_IDS.tag],
    numberOfPlaces: 10,
  };
}

const freshAgenda = async (eventId: string) => {
  const agendaId = await freshChild(eventId, 'agendas');
  // A real agenda document (copied from the event's own), so that every persona meets one to delete.
  const source = (await eventDoc(eventId).collection('agendas').where('name', '==', 'Keynote').limit(1).get()).docs[0];
  await eventDoc(eventId)
    .collection('agendas')
    .doc(agendaId)
    .set({ ...source?.data(), agenda_id: agendaId });
  return agendaId;
};

export const rows = [
  row(agendas.list, READ_PUBLIC, (c: Ctx) => ({ eventId: c.publicEvent.id })),
  row(agendas.list, READ_DRAFT, (c: Ctx) => ({ eventId: c.draftEvent.id }), { case: 'a draft' }),
  row(agendas.byId, READ_PUBLIC, (c: Ctx) => ({ id: c.publicEvent.agendaId, eventId: c.publicEvent.id })),
  row(agendas.byId, READ_DRAFT, (c: Ctx) => ({ id: c.draftEvent.agendaId, eventId: c.draftEvent.id }), {
    case: 'a draft',
  }),
  row(agendas.eager, READ_PUBLIC, (c: Ctx) => ({ id: c.publicEvent.agendaId, eventId: c.publicEvent.id })),
  row(agendas.eager, READ_DRAFT, (c: Ctx) => ({ id: c.draftEvent.agendaId, eventId: c.draftEvent.id }), {
    case: 'a draft',
  }),
  row(agendas.files, READ_PUBLIC, (c: Ctx) => ({ id: c.publicEvent.agendaId, eventId: c.publicEvent.id })),
  row(agendas.files, READ_DRAFT, (c: Ctx) => ({ id: c.draftEvent.agendaId, eventId: c.draftEvent.id }), {
    case: 'a draft',
  }),
  row(agendas.isPassed, READ_PUBLIC, (c: Ctx) => ({ id: c.publicEvent.agendaId })),
  row(agendas.isPassed, READ_DRAFT, (c: Ctx) => ({ id: c.draftEvent.agendaId }), { case: 'a draft' }),
  row(agendas.rights, READ_PUBLIC, (c: Ctx) => ({ a: c.publicEvent.agendaId })),
  row(agendas.rights, READ_DRAFT, (c: Ctx) => ({ a: c.draftEvent.agendaId }), { case: 'a draft' }),
  row(agendas.save, EDIT_PUBLIC, (c: Ctx) => body(c.publicEvent.id), { case: 'create' }),
  row(agendas.save, EDIT_DRAFT, (c: Ctx) => body(c.draftEvent.id), { case: 'create in a draft' }),
  row(
    agendas.save,
    EDIT_PUBLIC,
    async (c: Ctx) => ({ ...(await body(c.publicEvent.id)), id: c.publicEvent.agendaId }),
    { case: 'edit' },
  ),
  row(agendas.save, EDIT_DRAFT, async (c: Ctx) => ({ ...(await body(c.draftEvent.id)), id: c.draftEvent.agendaId }), {
    case: 'edit in a draft',
  }),
  row(agendas.updateFiles, EDIT_PUBLIC, (c: Ctx) => ({
    id: c.publicEvent.agendaId,
    eventId: c.publicEvent.id,
    files: [],
    deletedFiles: [],
  })),
  row(
    agendas.updateFiles,
    EDIT_DRAFT,
    (c: Ctx) => ({ id: c.draftEvent.agendaId, eventId: c.draftEvent.id, files: [], deletedFiles: [] }),
    { case: 'a draft' },
  ),
  row(agendas.remove, EDIT_PUBLIC, async (c: Ctx) => ({
    eventId: c.publicEvent.id,
    agendaId: await freshAgenda(c.publicEvent.id),
  })),
  row(
    agendas.remove,
    EDIT_DRAFT,
    async (c: Ctx) => ({ eventId: c.draftEvent.id, agendaId: await freshAgenda(c.draftEvent.id) }),
    { case: 'a draft' },
  ),
  // POST /agendas/import (Import event): its rows live beside its tests.
  ...importRows,
];
