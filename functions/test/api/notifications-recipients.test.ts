/**
 * A scheduled notification goes only to those who are still the event's or the session's people when
 * it is sent: the hand-picked recipients are checked when it is saved and again when the scheduled
 * function sends it (functions/src/notifications/recipients.ts). Someone removed in between gets no
 * inbox item and no mail; their delivery record says why. Scheduled through the API, people removed
 * through the API, sent by the scheduled function on the emulator.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  COLLECTIONS,
  DELIVERIES_SUBCOLLECTION,
  EVENT_SUBCOLLECTIONS,
  INBOX_SUBCOLLECTION,
  MAIL_COLLECTION,
  notificationMailId,
  type Notification,
} from '@agenda/contract';
import { createTestEvent, eventDoc } from '../event-fixtures';
import { recipients } from '../notification-fixtures';
import { call, createUser, db, fireScheduledNotifications, type TestUser } from '../helpers';
import { requestOf } from '../matrix/matrix';

const { notifications, participants } = api;
let organizer: TestUser;

beforeAll(async () => {
  organizer = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
});

async function send(
  endpoint: (typeof notifications)[keyof typeof notifications] | (typeof participants)[keyof typeof participants],
  input: unknown,
): Promise<{ status: number; body: { result?: Notification; error?: string } }> {
  const [path, options] = requestOf(endpoint, input);
  return (await call(path, { ...options, token: organizer.token })) as {
    status: number;
    body: { result?: Notification; error?: string };
  };
}

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60_000).toISOString();

/** Schedules through the API (tomorrow), for `users` or everyone; answers the notification's id. */
async function schedule(eventId: string, agendaId: string | null, users: readonly string[] | 'all'): Promise<string> {
  const saved = await send(notifications.save, {
    eventId,
    agendaId,
    notification: { message: 'Room changed', type: 'TEXT' },
    send_to_all: users === 'all',
    users: users === 'all' ? [] : users,
    date: tomorrow(),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.result!.id;
}

/** Its time has come (as if tomorrow were now), the scheduled function runs, and it is sent. */
async function sendWhenDue(eventId: string, notificationId: string) {
  const ref = eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.notifications).doc(notificationId);
  await ref.update({ start_time: Timestamp.fromMillis(Date.now() - 1000) });
  await fireScheduledNotifications();
  // Another file's run may have taken it first: wait for it to be sent either way.
  await expect.poll(async () => (await ref.get()).get('status'), { timeout: 20_000, interval: 200 }).toBe('sent');
  return (await ref.get()).data()!;
}

/** Per person: whether they got the inbox item and the mail. */
const received = async (notificationId: string, uids: readonly string[]) =>
  Promise.all(
    uids.map(async (uid) => {
      const [inbox, mail] = await Promise.all([
        db.collection(COLLECTIONS.users).doc(uid).collection(INBOX_SUBCOLLECTION).doc(notificationId).get(),
        db.collection(MAIL_COLLECTION).doc(notificationMailId(notificationId, uid)).get(),
      ]);
      return { inbox: inbox.exists, mail: mail.exists };
    }),
  );

const GOT = { inbox: true, mail: true };
const NOTHING = { inbox: false, mail: false };

const deliveryOf = async (eventId: string, notificationId: string, uid: string) =>
  (
    await eventDoc(eventId)
      .collection(EVENT_SUBCOLLECTIONS.notifications)
      .doc(notificationId)
      .collection(DELIVERIES_SUBCOLLECTION)
      .doc(uid)
      .get()
  ).data();

describe('a scheduled notification is sent only to those still the event’s or the session’s people', () => {
  it('a hand-picked participant removed from the event before it is sent gets nothing; the others get it', async () => {
    const { id: eventId } = await createTestEvent(organizer.uid);
    const [kept, removed] = await recipients(2);
    const both = [kept!.uid, removed!.uid];
    expect((await send(participants.saveEventParticipants, { eventId, participants: both })).status).toBe(200);
    // The organizer is no participant, but an event's organizers may receive its notifications.
    const id = await schedule(eventId, null, [...both, organizer.uid]);

    expect((await send(participants.saveEventParticipants, { eventId, participants: [kept!.uid] })).status).toBe(200);
    const sent = await sendWhenDue(eventId, id);

    expect(await received(id, [kept!.uid, organizer.uid, removed!.uid])).toEqual([GOT, GOT, NOTHING]);
    expect(sent).toMatchObject({ recipients: 2, delivered: 2, failed: 0 });
    expect(await deliveryOf(eventId, id, removed!.uid)).toMatchObject({
      status: 'withheld',
      reason: 'not_event_people',
      inbox: false,
      mail_id: null,
    });
  });

  it('a hand-picked participant taken off the session before its notification is sent gets nothing', async () => {
    const { id: eventId, agendaId } = await createTestEvent(organizer.uid);
    const [kept, removed] = await recipients(2);
    const both = [kept!.uid, removed!.uid];
    expect((await send(participants.saveEventParticipants, { eventId, participants: both })).status).toBe(200);
    expect((await send(participants.saveAgendaParticipants, { agendaId, participants: both })).status).toBe(200);
    const id = await schedule(eventId, agendaId, both);

    // Still a participant of the event, no longer of the session.
    expect((await send(participants.saveAgendaParticipants, { agendaId, participants: [kept!.uid] })).status).toBe(200);
    const sent = await sendWhenDue(eventId, id);

    expect(await received(id, both)).toEqual([GOT, NOTHING]);
    expect(sent).toMatchObject({ recipients: 1, delivered: 1, failed: 0 });
    expect(await deliveryOf(eventId, id, removed!.uid)).toMatchObject({
      status: 'withheld',
      reason: 'not_event_people',
    });
  });

  it('send to all: the participants are read when it is sent, so one removed meanwhile gets nothing', async () => {
    const { id: eventId } = await createTestEvent(organizer.uid);
    const [kept, removed] = await recipients(2);
    const both = [kept!.uid, removed!.uid];
    expect((await send(participants.saveEventParticipants, { eventId, participants: both })).status).toBe(200);
    const id = await schedule(eventId, null, 'all');

    expect((await send(participants.saveEventParticipants, { eventId, participants: [kept!.uid] })).status).toBe(200);
    const sent = await sendWhenDue(eventId, id);

    expect(await received(id, both)).toEqual([GOT, NOTHING]);
    expect(sent).toMatchObject({ recipients: 1, delivered: 1 });
    expect(await deliveryOf(eventId, id, removed!.uid)).toBeUndefined();
  });
});
