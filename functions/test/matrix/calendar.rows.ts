import { api } from '@agenda/contract';
import { EDIT_DRAFT, EDIT_PUBLIC, PUBLIC, READ_DRAFT, READ_PUBLIC, SIGNED_IN, row, type Expected } from './matrix';
import type { CalendarContext } from './calendar-context';

const { notifications, calendar } = api;
type Ctx = CalendarContext;

/** A public answer that is a refusal for everyone alike. */
const NOBODY_404: Expected = { anonymous: 404, user: 404, organizer: 404, adminA: 404, adminB: 404, root: 404 };
const UNKNOWN_TOKEN = 'A'.repeat(43);

export const rows = [
  // Calendar invites by mail (docs/product.md §7): the event's editors, with current rights; a repeat answers 200 and sends nothing new.
  row(notifications.sendAgendaEmails, EDIT_PUBLIC, (c: Ctx) => ({ agendaId: c.publicEvent.agendaId }), {
    case: 'calendar invites',
  }),
  row(notifications.sendAgendaEmails, EDIT_DRAFT, (c: Ctx) => ({ agendaId: c.draftEvent.agendaId }), {
    case: 'calendar invites of a draft',
  }),
  row(notifications.sendEventEmails, EDIT_PUBLIC, (c: Ctx) => ({ eventId: c.publicEvent.id }), {
    case: 'calendar invites',
  }),
  row(notifications.sendEventEmails, EDIT_DRAFT, (c: Ctx) => ({ eventId: c.draftEvent.id }), {
    case: 'calendar invites of a draft',
  }),
  // Feeds carry no Firebase token: a published event's for everyone, a Draft's for nobody.
  row(calendar.eventFeed, PUBLIC, (c: Ctx) => ({ e: c.publicEvent.id })),
  row(calendar.eventFeed, NOBODY_404, (c: Ctx) => ({ e: c.draftEvent.id }), { case: 'a draft' }),
  row(calendar.personalFeed, PUBLIC, (c: Ctx) => ({ token: c.feedToken })),
  row(calendar.personalFeed, NOBODY_404, () => ({ token: UNKNOWN_TOKEN }), { case: 'an unknown token' }),
  // One agenda for "Add to calendar": whoever may see the event, with the Teams link.
  row(calendar.agendaFile, READ_PUBLIC, (c: Ctx) => ({ e: c.publicEvent.id, a: c.publicEvent.agendaId })),
  row(calendar.agendaFile, READ_DRAFT, (c: Ctx) => ({ e: c.draftEvent.id, a: c.draftEvent.agendaId }), {
    case: 'a draft',
  }),
  row(calendar.feedStatus, SIGNED_IN, () => ({})),
  row(calendar.revokeFeed, SIGNED_IN, () => ({})),
  row(calendar.createFeed, SIGNED_IN, () => ({})),
];
