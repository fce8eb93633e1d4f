/** History cases of the event and its content: events, agendas (and import), locations, details, tags, surveys. */
import { agendaFormSave, CHILD_IDS } from '../event-fixtures';
import { call, downloadAddress } from '../helpers';
import { importBody } from '../matrix/agenda-import.rows';
import { newEventBody } from '../matrix/events.rows';
import type { HistoryCase, HistoryCaseContext, HistoryCases } from './cases';

const post = (path: string, token: string, json: unknown) => call(path, { token, json });
const del = (path: string, token: string) => call(path, { token, method: 'DELETE' });

/** Create, edit and delete of one kind of event content through the generic endpoints. */
function contentCases(
  path: string,
  entity: HistoryCase['entity'],
  childId: string,
  body: (eventId: string) => Record<string, unknown>,
  changed: readonly string[],
): HistoryCases {
  const save = (c: HistoryCaseContext, token: string, id?: string) =>
    post(`${path}/new`, token, { ...body(c.event.id), ...(id ? { id } : {}) });
  return {
    [`POST ${path}/new`]: {
      as: 'organizer',
      call: (c, token) => save(c, token, childId),
      entity,
      action: 'update',
      changed,
      refused: (c, token) => save(c, token, childId),
    },
    [`DELETE ${path}`]: {
      as: 'organizer',
      call: (c, token) => del(`${path}?eventId=${c.event.id}&id=${childId}`, token),
      entity,
      action: 'delete',
      changed,
      refused: (c, token) => del(`${path}?eventId=${c.event.id}&id=${childId}`, token),
    },
  };
}

/** An image of the event: the wire's field names, and the stored fields the entry shows. */
const image = (path: string, folder: string, wire: string, stored: string): HistoryCases => {
  const reference = (eventId: string) => `v2/events/${eventId}/${folder}/x.png`;
  const body = (eventId: string) => ({
    id: eventId,
    [`${wire}_url`]: downloadAddress(reference(eventId)),
    [`${wire}_id`]: reference(eventId),
  });
  return {
    [`POST ${path}`]: {
      as: 'organizer',
      call: (c, token) => post(path, token, body(c.event.id)),
      entity: 'event',
      action: 'update',
      changed: [`${stored}_url`, `${stored}_id`],
      refused: (c, token) => post(path, token, body(c.event.id)),
    },
  };
};

export const eventContentCases: HistoryCases = {
  'POST /events/new': {
    as: 'adminA',
    call: (_c, token) => post('/events/new', token, newEventBody()),
    entity: 'event',
    action: 'create',
    changed: ['name', 'start_date', 'tenant_id'],
    eventOf: (_c, answer) => (answer.body.result as { id: string }).id,
    refused: (_c, token) => post('/events/new', token, newEventBody()),
  },
  'POST /events/new (edit)': {
    as: 'organizer',
    call: (c, token) => post('/events/new', token, newEventBody({ id: c.event.id, eventName: 'Renamed' })),
    entity: 'event',
    action: 'update',
    changed: ['name', 'description'],
    refused: (c, token) => post('/events/new', token, newEventBody({ id: c.event.id, eventName: 'Renamed' })),
  },
  'DELETE /events': {
    as: 'adminA',
    call: (c, token) => del(`/events?id=${c.event.id}`, token),
    entity: 'event',
    action: 'delete',
    changed: ['name', 'tenant_id'],
    refused: (c, token) => del(`/events?id=${c.event.id}`, token),
    refusedAs: 'organizer',
  },
  'GET /events/clear': {
    as: 'organizer',
    call: (c, token) => call(`/events/clear?event_id=${c.event.id}`, { token }),
    entity: 'agenda',
    action: 'delete',
    changed: ['sessions'],
    refused: (c, token) => call(`/events/clear?event_id=${c.event.id}`, { token }),
  },
  'POST /events/user-files/update': {
    as: 'organizer',
    call: (c, token) =>
      post('/events/user-files/update', token, {
        e: c.event.id,
        files: [
          {
            name: 'a.pdf',
            url: downloadAddress(`user-files/${c.event.id}/${c.people.organizer.uid}/a.pdf`),
            reference: `user-files/${c.event.id}/${c.people.organizer.uid}/a.pdf`,
          },
        ],
        deletedFiles: [],
      }),
    entity: 'files',
    action: 'update',
    changed: ['files'],
    refused: (c, token) => post('/events/user-files/update', token, { e: c.event.id, files: [], deletedFiles: [] }),
  },
  ...image('/events/updateBackground', 'backgrounds', 'background_image', 'background_image'),
  ...image('/events/updateLogo', 'logos', 'logo_image', 'logo'),
  // The cover reuses the poster's field names (spec), stored as cover_url and cover_id.
  ...image('/events/updateCover', 'covers', 'poster_image', 'cover'),
  'POST /agendas/new': {
    as: 'organizer',
    call: async (c, token) =>
      post('/agendas/new', token, await agendaFormSave(c.event.id, c.event.agendaId, { name: 'Moved keynote' })),
    entity: 'agenda',
    action: 'update',
    changed: ['name', 'description'],
    refused: async (c, token) =>
      post('/agendas/new', token, await agendaFormSave(c.event.id, c.event.agendaId, { name: 'Moved keynote' })),
  },
  'DELETE /agendas': {
    as: 'organizer',
    call: (c, token) => del(`/agendas?eventId=${c.event.id}&id=${c.event.agendaId}`, token),
    entity: 'agenda',
    action: 'delete',
    changed: ['name', 'start_time', 'location_id'],
    refused: (c, token) => del(`/agendas?eventId=${c.event.id}&id=${c.event.agendaId}`, token),
  },
  'POST /agendas/files/update': {
    as: 'organizer',
    call: (c, token) =>
      post('/agendas/files/update', token, {
        id: c.event.agendaId,
        eventId: c.event.id,
        files: [
          {
            name: 'slides.pdf',
            url: downloadAddress(`v2/events/${c.event.id}/agendas/${c.event.agendaId}/slides.pdf`),
            reference: `v2/events/${c.event.id}/agendas/${c.event.agendaId}/slides.pdf`,
          },
        ],
        deletedFiles: [],
      }),
    entity: 'agenda',
    action: 'update',
    changed: ['files'],
    refused: (c, token) =>
      post('/agendas/files/update', token, { id: c.event.agendaId, eventId: c.event.id, files: [], deletedFiles: [] }),
  },
  'POST /agendas/import': {
    as: 'organizer',
    call: async (c, token) => post('/agendas/import', token, await importBody(c.event.id)),
    entity: 'agenda',
    action: 'import',
    changed: ['imported'],
    refused: async (c, token) => post('/agendas/import', token, await importBody(c.event.id)),
  },
  ...contentCases(
    '/locations',
    'location',
    CHILD_IDS.location,
    (eventId) => ({ name: 'Room B', eventId, lat: 52.5, long: 13.4 }),
    ['name'],
  ),
  ...contentCases(
    '/details',
    'detail',
    CHILD_IDS.detail,
    (eventId) => ({ title: 'Venue', description: 'Info', order: 2, eventId, files: [], deletedFiles: [] }),
    ['title', 'description'],
  ),
  ...contentCases('/tags', 'tag', CHILD_IDS.tag, (eventId) => ({ name: 'Data', eventId, colour: '#1a2b3c' }), [
    'text',
    'color',
  ]),
  ...contentCases(
    '/surveys',
    'survey',
    CHILD_IDS.survey,
    (eventId) => ({ name: 'Poll', url: 'https://forms.example/poll', eventId }),
    ['name', 'url'],
  ),
};
