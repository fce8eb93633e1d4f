import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { api, COLLECTIONS, EVENT_SUBCOLLECTIONS, newNotificationDoc, type NotificationStatus } from '@agenda/contract';
import { createTestEvent, eventDoc } from '../event-fixtures';
import { db, userDoc } from '../helpers';
import type { EventContentContext } from './event-context';
import { EDIT_DRAFT, EDIT_PUBLIC, row, type Expected } from './matrix';

const { notifications } = api;

/** Hand-picked recipients of the public event (they must be the event's people), by user id. */
interface PickedPeople {
  /** A participant of the event, in none of its agendas. */
  participant: string;
  /** A speaker of its agenda, not a participant of the event. */
  speaker: string;
  /** A user of the company with no part in the event. */
  outsider: string;
}

/** The rows' context: the usual public and Draft events, a public event of A that has passed, and people to pick. */
export interface NotificationContext extends EventContentContext {
  passedEvent: { id: string; agendaId: string };
  picked: PickedPeople;
}

/** Users written straight to Firestore: recipients need a record, not a sign-in. */
async function pickedPeople(eventId: string, agendaId: string): Promise<PickedPeople> {
  const [participant, speaker, outsider] = Array.from({ length: 3 }, () =>
    userDoc([{ authority_id: 'USER', tenant_id: null }], 'de'),
  );
  const batch = db.batch();
  for (const { uid, doc } of [participant!, speaker!, outsider!])
    batch.set(db.collection(COLLECTIONS.users).doc(uid), doc);
  batch.set(eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.participants).doc(participant!.uid), {
    uid: participant!.uid,
    event_id: eventId,
    added_at: Date.now(),
  });
  batch.update(eventDoc(eventId), { participant_count: FieldValue.increment(1) });
  batch.update(eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId), {
    speakers: FieldValue.arrayUnion(speaker!.uid),
  });
  await batch.commit();
  return { participant: participant!.uid, speaker: speaker!.uid, outsider: outsider!.uid };
}

export async function withPassedEvent(ctx: EventContentContext): Promise<NotificationContext> {
  const [passedEvent, picked] = await Promise.all([
    createTestEvent(ctx.people.organizer.uid, { startDays: -3, endDays: -2 }),
    pickedPeople(ctx.publicEvent.id, ctx.publicEvent.agendaId),
  ]);
  return { ...ctx, passedEvent, picked };
}

type Ctx = NotificationContext;

/** Editors of a passed event are refused with 409 (it has passed); the others as usual. */
const EDIT_PASSED: Expected = { anonymous: 401, user: 403, organizer: 409, adminA: 409, adminB: 403, root: 409 };
/** A notification already sent: its editors get 409, the others as usual. */
const EDIT_SENT: Expected = EDIT_PASSED;

/**
 * Picking someone outside the event or agenda: refused (403) for its editors too; the others as usual
 * (their rights are checked first, so only an editor learns who takes part).
 */
const PICK_OUTSIDER: Expected = { anonymous: 401, user: 403, organizer: 403, adminA: 403, adminB: 403, root: 403 };

const DAY_MS = 24 * 60 * 60_000;
const content = { message: 'Doors open at nine', type: 'TEXT' as const };
const saveBody = (eventId: string) => ({
  eventId,
  notification: content,
  send_to_all: true,
  date: new Date(Date.now() + DAY_MS).toISOString(),
});
const sendBody = (eventId: string) => ({ eventId, notification: content, send_to_all: true });
/** A body sent to hand-picked users instead of to all. */
const picking = <B extends object>(body: B, users: string[]) => ({ ...body, send_to_all: false, users });

/** A fresh notification of the event in the given state, so that every persona meets one of its own. */
async function freshNotification(eventId: string, status: NotificationStatus = 'scheduled'): Promise<string> {
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
  await ref.set(
    status === 'sent' ? { ...doc, status, attempts: 1, recipients: 0, delivered: 0, failed: 0, sent_at: at } : doc,
  );
  return ref.id;
}

export const rows = [
  row(notifications.save, EDIT_PUBLIC, (c: Ctx) => saveBody(c.publicEvent.id), { case: 'schedule' }),
  row(notifications.save, EDIT_DRAFT, (c: Ctx) => saveBody(c.draftEvent.id), { case: 'schedule in a draft' }),
  row(
    notifications.save,
    EDIT_PUBLIC,
    (c: Ctx) => ({ ...saveBody(c.publicEvent.id), agendaId: c.publicEvent.agendaId }),
    { case: 'schedule for an agenda' },
  ),
  row(
    notifications.save,
    EDIT_PUBLIC,
    async (c: Ctx) => ({ ...saveBody(c.publicEvent.id), notification_id: await freshNotification(c.publicEvent.id) }),
    { case: 'edit' },
  ),
  row(
    notifications.save,
    EDIT_SENT,
    async (c: Ctx) => ({
      ...saveBody(c.publicEvent.id),
      notification_id: await freshNotification(c.publicEvent.id, 'sent'),
    }),
    { case: 'edit a sent one' },
  ),
  row(notifications.save, EDIT_PASSED, (c: Ctx) => saveBody(c.passedEvent.id), { case: 'a passed event' }),
  row(
    notifications.save,
    EDIT_PUBLIC,
    (c: Ctx) => picking(saveBody(c.publicEvent.id), [c.picked.participant, c.picked.speaker, c.people.organizer.uid]),
    { case: "to the event's participant, speaker and organizer" },
  ),
  row(
    notifications.save,
    PICK_OUTSIDER,
    (c: Ctx) => picking(saveBody(c.publicEvent.id), [c.picked.participant, c.picked.outsider]),
    { case: 'to someone outside the event' },
  ),
  row(
    notifications.save,
    PICK_OUTSIDER,
    (c: Ctx) => picking({ ...saveBody(c.publicEvent.id), agendaId: c.publicEvent.agendaId }, [c.picked.participant]),
    { case: 'to an event participant outside the agenda' },
  ),
  row(
    notifications.save,
    PICK_OUTSIDER,
    async (c: Ctx) =>
      picking({ ...saveBody(c.publicEvent.id), notification_id: await freshNotification(c.publicEvent.id) }, [
        c.picked.outsider,
      ]),
    { case: 'edit, to someone outside the event' },
  ),
  row(notifications.send, EDIT_PUBLIC, (c: Ctx) => sendBody(c.publicEvent.id)),
  row(
    notifications.send,
    EDIT_PUBLIC,
    (c: Ctx) => picking(sendBody(c.publicEvent.id), [c.picked.participant, c.picked.speaker, c.people.organizer.uid]),
    { case: "to the event's participant, speaker and organizer" },
  ),
  row(
    notifications.send,
    EDIT_PUBLIC,
    (c: Ctx) =>
      picking({ ...sendBody(c.publicEvent.id), agendaId: c.publicEvent.agendaId }, [
        c.picked.speaker,
        c.people.organizer.uid,
      ]),
    { case: "to the agenda's speaker and the organizer" },
  ),
  row(notifications.send, PICK_OUTSIDER, (c: Ctx) => picking(sendBody(c.publicEvent.id), [c.picked.outsider]), {
    case: 'to someone outside the event',
  }),
  row(
    notifications.send,
    PICK_OUTSIDER,
    (c: Ctx) => picking({ ...sendBody(c.publicEvent.id), agendaId: c.publicEvent.agendaId }, [c.picked.participant]),
    { case: 'to an event participant outside the agenda' },
  ),
  row(notifications.send, EDIT_DRAFT, (c: Ctx) => sendBody(c.draftEvent.id), { case: 'a draft' }),
  row(notifications.send, EDIT_PASSED, (c: Ctx) => sendBody(c.passedEvent.id), { case: 'a passed event' }),
  row(notifications.forEvent, EDIT_PUBLIC, (c: Ctx) => ({ e: c.publicEvent.id })),
  row(notifications.forEvent, EDIT_DRAFT, (c: Ctx) => ({ e: c.draftEvent.id }), { case: 'a draft' }),
  row(notifications.byId, EDIT_PUBLIC, async (c: Ctx) => ({ n: await freshNotification(c.publicEvent.id) })),
  row(notifications.byId, EDIT_DRAFT, async (c: Ctx) => ({ n: await freshNotification(c.draftEvent.id) }), {
    case: 'a draft',
  }),
  row(notifications.remove, EDIT_PUBLIC, async (c: Ctx) => ({ n: await freshNotification(c.publicEvent.id) })),
  row(notifications.remove, EDIT_DRAFT, async (c: Ctx) => ({ n: await freshNotification(c.draftEvent.id) }), {
    case: 'a draft',
  }),
  row(notifications.remove, EDIT_SENT, async (c: Ctx) => ({ n: await freshNotification(c.publicEvent.id, 'sent') }), {
    case: 'a sent one',
  }),
];
