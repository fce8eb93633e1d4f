import { Timestamp } from 'firebase-admin/firestore';
import { api, EVENT_SUBCOLLECTIONS, newNotificationDoc, type NotificationStatus } from '../../src/contract';
import { createTestEvent, eventDoc } from '../event-fixtures';
import type { EventContentContext } from './event-context';
import { EDIT_DRAFT, EDIT_PUBLIC, row, type Expected } from './matrix';

const { notifications } = api;

/** The rows' context: the usual public and Draft events, and a public event of A that has passed. */
export interface NotificationContext extends EventContentContext {
  passedEvent: { id: string; agendaId: string };
}

export async function withPassedEvent(ctx: EventContentContext): Promise<NotificationContext> {
  return { ...ctx, passedEvent: await createTestEvent(ctx.people.organizer.uid, { startDays: -3, endDays: -2 }) };
}

type Ctx = NotificationContext;

/** Editors of a passed event are refused with 409 (it has passed); the others as usual. */
const EDIT_PASSED: Expected = { anonymous: 401, user: 403, organizer: 409, adminA: 409, adminB: 403, root: 409 };
/** A notification already sent: its editors get 409, the others as usual. */
const EDIT_SENT: Expected = EDIT_PASSED;

const DAY_MS = 24 * 60 * 60_000;
const content = { message: 'Doors open at nine', type: 'TEXT' as const };
const saveBody = (eventId: string) => ({ eventId, notification: content, send_to_all: true, date: new Date(Date.now() + DAY_MS).toISOString() });
const sendBody = (eventId: string) => ({ eventId, notification: content, send_to_all: true });

/** A fresh notification of the event in the given state, so that every persona meets one of its own. */
export async function freshNotification(eventId: string, status: NotificationStatus = 'scheduled'): Promise<string> {
  const ref = eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.notifications).doc();
  const at = Timestamp.now();
  const doc = newNotificationDoc({
    notification_id: ref.id,
    event_id: eventId,
    agenda_id: null,
    content: { message: 'Fresh', type: 'TEXT', link: null },
    send_to_all: true,
    users: [],
    start_time: Timestamp.fromMillis(Date.now() + DAY_MS),
    kind: 'scheduled',
    by: 'matrix',
    at,
  });
  await ref.set(status === 'sent' ? { ...doc, status, attempts: 1, recipients: 0, delivered: 0, failed: 0, sent_at: at } : doc);
  return ref.id;
}

export const rows = [
  row(notifications.save, EDIT_PUBLIC, (c: Ctx) => saveBody(c.publicEvent.id), { case: 'schedule' }),
  row(notifications.save, EDIT_DRAFT, (c: Ctx) => saveBody(c.draftEvent.id), { case: 'schedule in a draft' }),
  row(notifications.save, EDIT_PUBLIC, (c: Ctx) => ({ ...saveBody(c.publicEvent.id), agendaId: c.publicEvent.agendaId }), { case: 'schedule for an agenda' }),
  row(notifications.save, EDIT_PUBLIC, async (c: Ctx) => ({ ...saveBody(c.publicEvent.id), notification_id: await freshNotification(c.publicEvent.id) }), { case: 'edit' }),
  row(notifications.save, EDIT_SENT, async (c: Ctx) => ({ ...saveBody(c.publicEvent.id), notification_id: await freshNotification(c.publicEvent.id, 'sent') }), { case: 'edit a sent one' }),
  row(notifications.save, EDIT_PASSED, (c: Ctx) => saveBody(c.passedEvent.id), { case: 'a passed event' }),
  row(notifications.send, EDIT_PUBLIC, (c: Ctx) => sendBody(c.publicEvent.id)),
  row(notifications.send, EDIT_DRAFT, (c: Ctx) => sendBody(c.draftEvent.id), { case: 'a draft' }),
  row(notifications.send, EDIT_PASSED, (c: Ctx) => sendBody(c.passedEvent.id), { case: 'a passed event' }),
  row(notifications.forEvent, EDIT_PUBLIC, (c: Ctx) => ({ e: c.publicEvent.id })),
  row(notifications.forEvent, EDIT_DRAFT, (c: Ctx) => ({ e: c.draftEvent.id }), { case: 'a draft' }),
  row(notifications.byId, EDIT_PUBLIC, async (c: Ctx) => ({ n: await freshNotification(c.publicEvent.id) })),
  row(notifications.byId, EDIT_DRAFT, async (c: Ctx) => ({ n: await freshNotification(c.draftEvent.id) }), { case: 'a draft' }),
  row(notifications.remove, EDIT_PUBLIC, async (c: Ctx) => ({ n: await freshNotification(c.publicEvent.id) })),
  row(notifications.remove, EDIT_DRAFT, async (c: Ctx) => ({ n: await freshNotification(c.draftEvent.id) }), { case: 'a draft' }),
  row(notifications.remove, EDIT_SENT, async (c: Ctx) => ({ n: await freshNotification(c.publicEvent.id, 'sent') }), { case: 'a sent one' }),
];
