import { api, type InputOf } from '@agenda/contract';
import { createTestEvent } from '../event-fixtures';
import { downloadAddress, randomTag } from '../helpers';
import { ADMINS_OF_A, EDIT_DRAFT, EDIT_PUBLIC, READ_DRAFT, READ_PUBLIC, row, SIGNED_IN } from './matrix';
import type { EventContentContext } from './event-context';

const { list, save, remove, byId, isPassed, clear, canEdit, updateBackground, updateLogo, updateCover } = api.events;

const DAY_MS = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A valid POST /events/new body for a new event of `de`, starting tomorrow. */
export const newEventBody = (overrides: Partial<InputOf<typeof save>> = {}): InputOf<typeof save> => ({
  eventName: `API event ${randomTag()}`,
  address: 'Unter den Linden 1, Berlin',
  description: 'Created by the API tests',
  tenantId: 'de',
  timezone: 'Europe/Berlin',
  startDate: inDays(1),
  endDate: inDays(2),
  noWall: false,
  hide_gamification: false,
  privacy: false,
  ...overrides,
});

/** A fresh event of A organized by the context's organizer, so that every persona meets one to delete or clear. */
const freshEvent = async (c: EventContentContext, privacy = false) =>
  (await createTestEvent(c.people.organizer.uid, { privacy })).id;

type Ctx = EventContentContext;

export const rows = [
  row(list, READ_PUBLIC, () => ({ t: 'de' }), { case: 't=de' }),
  row(list, READ_PUBLIC, () => ({}), { case: 'own events' }),
  row(save, ADMINS_OF_A, () => newEventBody(), { case: 'create in de' }),
  // The country decides, not the caller's other rights: the admin of A may not create in B.
  row(
    save,
    { ...ADMINS_OF_A, adminA: 403, adminB: 200 },
    () => newEventBody({ tenantId: 'fr', timezone: 'Europe/Paris' }),
    { case: 'create in fr' },
  ),
  row(save, EDIT_PUBLIC, (c: Ctx) => newEventBody({ id: c.publicEvent.id }), { case: 'edit' }),
  row(save, EDIT_DRAFT, (c: Ctx) => newEventBody({ id: c.draftEvent.id, privacy: true }), { case: 'edit a draft' }),
  row(remove, ADMINS_OF_A, async (c: Ctx) => ({ id: await freshEvent(c) })),
  // A Draft is hidden from whoever may not edit it: 404 rather than 403.
  row(remove, { ...ADMINS_OF_A, user: 404, adminB: 404 }, async (c: Ctx) => ({ id: await freshEvent(c, true) }), {
    case: 'a draft',
  }),
  row(byId, READ_PUBLIC, (c: Ctx) => ({ event_id: c.publicEvent.id })),
  row(byId, READ_DRAFT, (c: Ctx) => ({ event_id: c.draftEvent.id }), { case: 'a draft' }),
  row(isPassed, READ_PUBLIC, (c: Ctx) => ({ id: c.publicEvent.id })),
  row(isPassed, READ_DRAFT, (c: Ctx) => ({ id: c.draftEvent.id }), { case: 'a draft' }),
  row(clear, EDIT_PUBLIC, async (c: Ctx) => ({ event_id: await freshEvent(c) })),
  row(clear, EDIT_DRAFT, async (c: Ctx) => ({ event_id: await freshEvent(c, true) }), { case: 'a draft' }),
  // Anyone signed in may ask; the answer says false to those who may not edit.
  row(canEdit, SIGNED_IN, (c: Ctx) => ({ e: c.draftEvent.id }), { case: 'a draft' }),
  row(updateBackground, EDIT_PUBLIC, (c: Ctx) => ({
    id: c.publicEvent.id,
    background_image_url: downloadAddress(`v2/events/${c.publicEvent.id}/backgrounds/b.png`),
    background_image_id: `v2/events/${c.publicEvent.id}/backgrounds/b.png`,
  })),
  row(updateLogo, EDIT_PUBLIC, (c: Ctx) => ({
    id: c.publicEvent.id,
    logo_image_url: downloadAddress(`v2/events/${c.publicEvent.id}/logos/l.png`),
    logo_image_id: `v2/events/${c.publicEvent.id}/logos/l.png`,
  })),
  row(
    updateCover,
    EDIT_DRAFT,
    (c: Ctx) => ({
      id: c.draftEvent.id,
      poster_image_url: downloadAddress(`v2/events/${c.draftEvent.id}/covers/c.png`),
      poster_image_id: `v2/events/${c.draftEvent.id}/covers/c.png`,
    }),
    { case: 'a draft' },
  ),
];
