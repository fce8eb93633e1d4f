/**
 * Notifications (docs/features.md, "Notifications"): the authorization matrix of the five notification
 * endpoints, their validation and state rules, and delivery exactly once — runs at once, a crash between
 * records and its retry, a taken-over lease, attempts running out — through the very code the scheduled
 * function and POST /notifications/send run, and through the scheduled function itself on the emulator.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  COLLECTIONS,
  DELIVERIES_SUBCOLLECTION,
  deliveryConverter,
  EVENT_SUBCOLLECTIONS,
  INBOX_SUBCOLLECTION,
  MAIL_COLLECTION,
  MESSAGES,
  NOTIFICATION_LEASE_MS,
  NOTIFICATION_MAX_ATTEMPTS,
  NOTIFICATION_MESSAGES,
  notificationMailId,
  type Notification,
} from '@agenda/contract';
import { deliverClaimed, runNotification } from '../../src/notifications/delivery';
import { claimNotification } from '../../src/notifications/delivery-claims';
import { changeRoster, CHILD_IDS, createTestEvent, eventDoc } from '../event-fixtures';
import { addParticipants, dueNotification, recipients } from '../notification-fixtures';
import { call, db, fireScheduledNotifications } from '../helpers';
import { createEventContentContext } from '../matrix/event-context';
import { describeMatrix, requestOf } from '../matrix/matrix';
import { rows, withPassedEvent, type NotificationContext } from '../matrix/notifications.rows';

const { notifications } = api;
let ctx: NotificationContext;

beforeAll(async () => {
  ctx = await withPassedEvent(await createEventContentContext());
});

describe('authorization matrix', () => {
  describeMatrix(
    rows,
    () => ctx,
    () => ctx.people,
  );
});

// ---- fixtures

/** Per recipient: how many inbox items and mail documents the notification produced. */
async function perRecipient(
  notificationId: string,
  uids: readonly string[],
): Promise<{ inbox: number[]; mail: number[] }> {
  const [inbox, mail] = await Promise.all([
    Promise.all(
      uids.map(
        async (uid) =>
          (
            await db
              .collection(COLLECTIONS.users)
              .doc(uid)
              .collection(INBOX_SUBCOLLECTION)
              .where('notification_id', '==', notificationId)
              .get()
          ).size,
      ),
    ),
    Promise.all(
      uids.map(
        async (uid) =>
          (
            await db
              .collection(MAIL_COLLECTION)
              .where('source.notification_id', '==', notificationId)
              .where('source.uid', '==', uid)
              .get()
          ).size,
      ),
    ),
  ]);
  return { inbox, mail };
}

const deliveriesOf = async (ref: DocumentReference) => (await ref.collection(DELIVERIES_SUBCOLLECTION).get()).docs;
const ones = (count: number) => Array.from({ length: count }, () => 1);

// ---- delivery, exactly once

describe('delivery exactly once', () => {
  let eventId: string;
  let people: { uid: string; email: string }[];

  beforeAll(async () => {
    eventId = (await createTestEvent(ctx.people.organizer.uid)).id;
    people = await recipients(12);
    await addParticipants(
      eventId,
      people.map((p) => p.uid),
    );
  });
  const uids = () => people.map((p) => p.uid);

  it('two runs at once: one claims, each recipient gets exactly one inbox item, one mail and one delivery record', async () => {
    const ref = await dueNotification(
      eventId,
      {},
      { message: 'Line one\n<b>two</b>', type: 'LINK', link: 'https://example.org/agenda?x=1&y=2' },
    );
    const outcomes = await Promise.all([runNotification(db, ref), runNotification(db, ref), runNotification(db, ref)]);
    expect(outcomes.filter((o) => o?.outcome === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === null)).toHaveLength(2);
    const stored = (await ref.get()).data()!;
    expect(stored).toMatchObject({
      status: 'sent',
      recipients: 12,
      delivered: 12,
      failed: 0,
      attempts: 1,
      lease_until: null,
      claim_token: null,
    });
    expect(await perRecipient(ref.id, uids())).toEqual({ inbox: ones(12), mail: ones(12) });
    expect(await deliveriesOf(ref)).toHaveLength(12);

    // What the recipient gets: the inbox item unread, the mail in the Trigger Email format, escaped.
    const item = (
      await db.collection(COLLECTIONS.users).doc(people[0]!.uid).collection(INBOX_SUBCOLLECTION).doc(ref.id).get()
    ).data();
    expect(item).toMatchObject({
      message: 'Line one\n<b>two</b>',
      type: 'LINK',
      link: 'https://example.org/agenda?x=1&y=2',
      event_id: eventId,
      read_at: null,
    });
    const mail = (await db.collection(MAIL_COLLECTION).doc(notificationMailId(ref.id, people[0]!.uid)).get()).data();
    expect(mail?.to).toBe(people[0]!.email);
    expect(mail?.message.subject).toBe('Line one');
    expect(mail?.message.text).toMatch(
      /^Line one\n<b>two<\/b>\n\nhttps:\/\/example\.org\/agenda\?x=1&y=2\n\nTest event[^\n]*: https?:\/\/\S+\/v2\/main\/event\/event\?e=/,
    );
    expect(mail?.message.html).toContain('&lt;b&gt;two&lt;/b&gt;');
    expect(mail?.message.html).toContain('href="https://example.org/agenda?x=1&amp;y=2"');
    expect(mail?.message.html).not.toContain('<b>two</b>');
  });

  it('two deliveries of the same claim at once (a lease taken over while the first still works) write nothing twice', async () => {
    const ref = await dueNotification(eventId);
    const claim = await claimNotification(db, ref);
    expect(claim).not.toBeNull();
    const results = await Promise.allSettled([deliverClaimed(db, claim!), deliverClaimed(db, claim!)]);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    expect(await perRecipient(ref.id, uids())).toEqual({ inbox: ones(12), mail: ones(12) });
    expect(await deliveriesOf(ref)).toHaveLength(12);
    expect((await ref.get()).data()).toMatchObject({ status: 'sent', recipients: 12, delivered: 12 });
  });

  it('a crash between records: the failure is recorded, the retry completes the rest, nobody gets it twice', async () => {
    const ref = await dueNotification(eventId);
    const first = await runNotification(db, ref, { crashAfterRecipients: 5 });
    expect(first).toMatchObject({ outcome: 'retry', error: 'Simulated crash after 5 recipients' });
    const crashed = (await ref.get()).data()!;
    expect(crashed).toMatchObject({ status: 'sending', attempts: 1, last_error: 'Simulated crash after 5 recipients' });
    // The claim was given back at once (its lease ends now), so the next run takes it.
    expect(crashed.lease_until!.toMillis()).toBeLessThanOrEqual(Date.now());
    expect(await deliveriesOf(ref)).toHaveLength(5);

    const second = await runNotification(db, ref);
    expect(second).toMatchObject({ outcome: 'sent', counts: { recipients: 12, delivered: 12, failed: 0 } });
    expect((await ref.get()).data()).toMatchObject({ status: 'sent', attempts: 2, recipients: 12, delivered: 12 });
    expect(await perRecipient(ref.id, uids())).toEqual({ inbox: ones(12), mail: ones(12) });
    const records = (await ref.collection(DELIVERIES_SUBCOLLECTION).withConverter(deliveryConverter).get()).docs.map(
      (d) => d.data(),
    );
    expect(records.filter((r) => r.attempt === 1)).toHaveLength(5);
    expect(records.filter((r) => r.attempt === 2)).toHaveLength(7);
  });

  it('a run whose lease expired loses the notification to the next run, which finishes it once', async () => {
    const ref = await dueNotification(eventId);
    const slow = await claimNotification(db, ref);
    // While the lease runs, nobody else claims it; once it has expired, the next run does.
    expect(await claimNotification(db, ref)).toBeNull();
    const later = new Date(Date.now() + NOTIFICATION_LEASE_MS + 1000);
    const next = await claimNotification(db, ref, { now: () => later });
    expect(next?.notification.attempts).toBe(2);
    await deliverClaimed(db, next!);
    // The slow run wakes up: its claim is gone, it writes nothing more.
    await expect(deliverClaimed(db, slow!)).rejects.toThrow(/taken over/);
    expect(await perRecipient(ref.id, uids())).toEqual({ inbox: ones(12), mail: ones(12) });
    expect((await ref.get()).data()).toMatchObject({ status: 'sent', delivered: 12, attempts: 2 });
  });

  it('attempts run out: the notification is recorded failed with its last error, never dropped silently', async () => {
    const ref = await dueNotification(eventId, {
      status: 'sending',
      attempts: NOTIFICATION_MAX_ATTEMPTS,
      lease_until: Timestamp.fromMillis(Date.now() - 1000),
      last_error: 'SMTP down',
    });
    expect(await runNotification(db, ref)).toBeNull();
    expect((await ref.get()).data()).toMatchObject({
      status: 'failed',
      last_error: `Gave up after ${NOTIFICATION_MAX_ATTEMPTS} attempts: SMTP down`,
    });
    expect(await deliveriesOf(ref)).toHaveLength(0);
  });

  it('a hand-picked recipient without a user record is counted failed, the others delivered', async () => {
    // A participant of the event whose user record is gone (sending withholds those who are no participant).
    const { id: ownEvent } = await createTestEvent(ctx.people.organizer.uid);
    await addParticipants(ownEvent, [people[0]!.uid, 'nobody-here']);
    const ref = await dueNotification(ownEvent, { send_to_all: false, users: [people[0]!.uid, 'nobody-here'] });
    expect(await runNotification(db, ref)).toMatchObject({
      outcome: 'sent',
      counts: { recipients: 2, delivered: 1, failed: 1 },
    });
    expect((await ref.collection(DELIVERIES_SUBCOLLECTION).doc('nobody-here').get()).data()).toMatchObject({
      status: 'failed',
      reason: 'unknown_user',
      inbox: false,
      mail_id: null,
    });
  });

  it('a notification not yet due, or already sent, is left alone', async () => {
    const future = await dueNotification(eventId, { start_time: Timestamp.fromMillis(Date.now() + 60_000) });
    expect(await runNotification(db, future)).toBeNull();
    expect((await future.get()).data()?.status).toBe('scheduled');
  });

  it('the scheduled function on the emulator delivers a due notification', async () => {
    const ref = await dueNotification(eventId);
    await fireScheduledNotifications();
    // Another file's run may have taken it first: wait for it to be sent either way.
    await expect.poll(async () => (await ref.get()).data()?.status, { timeout: 20_000, interval: 200 }).toBe('sent');
    expect(await perRecipient(ref.id, uids())).toEqual({ inbox: ones(12), mail: ones(12) });
  });
});

// ---- the endpoints' rules

type Answer = {
  status: number;
  body: {
    result?: Notification;
    notifications?: Notification[];
    notification?: Notification;
    error?: string;
    fields?: Record<string, string[]>;
  };
};

async function send(
  endpoint: (typeof notifications)[keyof typeof notifications],
  input: unknown,
  token = ctx.people.organizer.token,
): Promise<Answer> {
  const [path, options] = requestOf(endpoint, input);
  return (await call(path, { ...options, token })) as Answer;
}

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60_000).toISOString();

describe('POST /notifications/new', () => {
  it('schedules a notification; the event lists it; it can be edited and cancelled before it is sent', async () => {
    const eventId = ctx.publicEvent.id;
    const saved = await send(notifications.save, {
      eventId,
      notification: { message: 'See the map', type: 'LINK', link: 'https://maps.example/hall', valid: true },
      send_to_all: true,
      date: tomorrow(),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.result!.id;
    expect(saved.body.result).toMatchObject({
      eventId,
      agendaId: null,
      message: 'See the map',
      notification_type: 'LINK',
      link: 'https://maps.example/hall',
      status: 'scheduled',
      send_to_all: true,
    });

    const listed = await send(notifications.forEvent, { e: eventId });
    expect(listed.body.notifications?.map((n) => n.id)).toContain(id);

    const edited = await send(notifications.save, {
      notification_id: id,
      eventId,
      notification: { message: 'Plain text now', type: 'TEXT', link: 'https://ignored.example' },
      send_to_all: false,
      users: [ctx.picked.participant],
      date: tomorrow(),
    });
    expect(edited.body.result).toMatchObject({
      id,
      message: 'Plain text now',
      notification_type: 'TEXT',
      link: null,
      send_to_all: false,
      users: [ctx.picked.participant],
    });
    expect((await send(notifications.byId, { n: id })).body.notification?.message).toBe('Plain text now');

    expect((await send(notifications.remove, { n: id })).status).toBe(200);
    expect((await send(notifications.byId, { n: id })).status).toBe(404);
  });

  it.each([
    ['a LINK without its link', { message: 'Hi', type: 'LINK' }, 'notification.link', MESSAGES.linkRequired],
    [
      'a LINK with a malformed link',
      { message: 'Hi', type: 'LINK', link: 'not a url' },
      'notification.link',
      MESSAGES.linkInvalid,
    ],
    [
      'a javascript: link',
      { message: 'Hi', type: 'LINK', link: 'javascript:alert(1)' },
      'notification.link',
      MESSAGES.linkInvalid,
    ],
    ['no subject', { message: '  ', type: 'TEXT' }, 'notification.message', MESSAGES.required],
  ])('refuses %s with the spec message at its field, writing nothing', async (_case, notification, field, message) => {
    const before = (await eventDoc(ctx.publicEvent.id).collection(EVENT_SUBCOLLECTIONS.notifications).get()).size;
    const answer = await send(notifications.save, {
      eventId: ctx.publicEvent.id,
      notification,
      send_to_all: true,
      date: tomorrow(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.[field]).toEqual([message]);
    expect((await eventDoc(ctx.publicEvent.id).collection(EVENT_SUBCOLLECTIONS.notifications).get()).size).toBe(before);
  });

  it('refuses a date in the past, nobody to send to, and unknown users', async () => {
    const base = { eventId: ctx.publicEvent.id, notification: { message: 'Hi' } };
    const past = await send(notifications.save, {
      ...base,
      send_to_all: true,
      date: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.body.fields?.date).toEqual([NOTIFICATION_MESSAGES.dateInPast]);
    const nobody = await send(notifications.save, { ...base, send_to_all: false, users: [], date: tomorrow() });
    expect(nobody.body.fields?.users).toEqual([NOTIFICATION_MESSAGES.chooseUsers]);
    const unknown = await send(notifications.save, {
      ...base,
      send_to_all: false,
      users: ['no-such-user'],
      date: tomorrow(),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields?.users?.[0]).toContain('no-such-user');
  });

  it('refuses a passed event and a passed agenda with a clear message', async () => {
    const passed = await send(notifications.save, {
      eventId: ctx.passedEvent.id,
      notification: { message: 'Hi' },
      send_to_all: true,
      date: tomorrow(),
    });
    expect(passed).toMatchObject({ status: 409, body: { error: NOTIFICATION_MESSAGES.eventPassed } });
    const agendaRef = eventDoc(ctx.publicEvent.id)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(ctx.publicEvent.agendaId);
    const agenda = (await agendaRef.get()).data()!;
    const pastId = `past-${ctx.publicEvent.agendaId}`;
    await eventDoc(ctx.publicEvent.id)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(pastId)
      .set({
        ...agenda,
        agenda_id: pastId,
        start_time: Timestamp.fromMillis(Date.now() - 7200_000),
        end_date: Timestamp.fromMillis(Date.now() - 3600_000),
      });
    const passedAgenda = await send(notifications.send, {
      eventId: ctx.publicEvent.id,
      agendaId: pastId,
      notification: { message: 'Hi' },
      send_to_all: true,
    });
    expect(passedAgenda).toMatchObject({ status: 409, body: { error: NOTIFICATION_MESSAGES.agendaPassed } });
  });
});

describe('POST /notifications/send', () => {
  it('sends to the agenda participants and mandatory participants at once, answering the counts', async () => {
    const { id: eventId, agendaId } = await createTestEvent(ctx.people.organizer.uid);
    const [a, b, c, outsider] = await recipients(4);
    await addParticipants(eventId, [a!.uid, b!.uid, c!.uid, outsider!.uid]);
    await changeRoster(eventId, agendaId, { participants: [a!.uid, b!.uid], mparticipants: [c!.uid] });
    const answer = await send(notifications.send, {
      eventId,
      agendaId,
      notification: { message: 'Room changed', type: 'TEXT' },
      send_to_all: true,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({ status: 'sent', agendaId, recipients: 3, delivered: 3, failed: 0 });
    const id = answer.body.result!.id;
    expect(await perRecipient(id, [a!.uid, b!.uid, c!.uid, outsider!.uid])).toEqual({
      inbox: [1, 1, 1, 0],
      mail: [1, 1, 1, 0],
    });
    expect(
      (await db.collection(COLLECTIONS.users).doc(a!.uid).collection(INBOX_SUBCOLLECTION).doc(id).get()).data()
        ?.subject,
    ).toContain('Keynote');

    // A mandatory agenda is for every participant of the event.
    await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId).update({ mandatory: true });
    const all = await send(notifications.send, { eventId, agendaId, notification: { message: 'Everyone' } });
    expect(all.body.result).toMatchObject({ status: 'sent', recipients: 4, delivered: 4 });

    // A sent notification can no longer be edited or cancelled.
    expect((await send(notifications.remove, { n: id })).status).toBe(409);
    expect(
      (
        await send(notifications.save, {
          notification_id: id,
          eventId,
          notification: { message: 'Late' },
          send_to_all: true,
          date: tomorrow(),
        })
      ).body.error,
    ).toBe(NOTIFICATION_MESSAGES.alreadySent);
  });

  it('sends a scheduled notification now, to the hand-picked users only', async () => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    const [a, b] = await recipients(2);
    await addParticipants(eventId, [a!.uid, b!.uid]);
    const saved = await send(notifications.save, {
      eventId,
      notification: { message: 'Later' },
      send_to_all: true,
      date: tomorrow(),
    });
    const id = saved.body.result!.id;
    const answer = await send(notifications.send, {
      notification_id: id,
      eventId,
      notification: { message: 'Now' },
      send_to_all: false,
      users: [b!.uid],
    });
    expect(answer.body.result).toMatchObject({ id, status: 'sent', message: 'Now', recipients: 1, delivered: 1 });
    expect(await perRecipient(id, [a!.uid, b!.uid])).toEqual({ inbox: [0, 1], mail: [0, 1] });
  });

  it('checks current rights: an organizer removed from the event can no longer send', async () => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    await eventDoc(eventId).update({ organizers: [] });
    const answer = await send(notifications.send, { eventId, notification: { message: 'Hi' } });
    expect(answer.status).toBe(403);
    expect((await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.notifications).get()).size).toBe(1);
  });
});

describe("a notification goes to the event's people", () => {
  /** The event's notifications besides the one every test event is made with. */
  const countOf = async (eventId: string) =>
    (await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.notifications).get()).docs.filter(
      (doc) => doc.id !== CHILD_IDS.notification,
    ).length;

  it('refuses hand-picked users outside the event or agenda with 403 naming them, writing and sending nothing', async () => {
    const { id: eventId, agendaId } = await createTestEvent(ctx.people.organizer.uid);
    const [inside, outside] = await recipients(2);
    await addParticipants(eventId, [inside!.uid]);
    const outsider = (await db.collection(COLLECTIONS.users).doc(outside!.uid).get()).data() as {
      first_name: string;
      last_name: string;
    };
    const name = `${outsider.first_name} ${outsider.last_name}`;

    const refused = await send(notifications.send, {
      eventId,
      notification: { message: 'Hi', type: 'LINK', link: 'https://x.example' },
      send_to_all: false,
      users: [inside!.uid, outside!.uid],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(NOTIFICATION_MESSAGES.notEventPeople([name], false));
    expect(refused.body.fields?.users).toEqual([refused.body.error]);
    const agendaRefused = await send(notifications.save, {
      eventId,
      agendaId,
      notification: { message: 'Hi' },
      send_to_all: false,
      users: [inside!.uid],
      date: tomorrow(),
    });
    expect(agendaRefused.status).toBe(403);
    expect(agendaRefused.body.error).toContain("agenda's");
    expect(await countOf(eventId)).toBe(0);
    expect((await db.collection(COLLECTIONS.users).doc(outside!.uid).collection(INBOX_SUBCOLLECTION).get()).size).toBe(
      0,
    );

    // A mandatory agenda is for every participant of the event.
    await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId).update({ mandatory: true });
    expect(
      (
        await send(notifications.save, {
          eventId,
          agendaId,
          notification: { message: 'Hi' },
          send_to_all: false,
          users: [inside!.uid],
          date: tomorrow(),
        })
      ).status,
    ).toBe(200);
  });

  it('creates one notification for one request id, repeated; another id creates another', async () => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    const body = {
      eventId,
      notification: { message: 'Once' },
      send_to_all: true,
      date: tomorrow(),
      request_id: randomUUID(),
    };
    const first = await send(notifications.save, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await send(notifications.save, body);
    expect(again.status).toBe(200);
    expect(again.body.result?.id).toBe(first.body.result?.id);
    expect(await countOf(eventId)).toBe(1);
    const other = await send(notifications.save, { ...body, request_id: randomUUID() });
    expect(other.body.result?.id).not.toBe(first.body.result?.id);
    expect(await countOf(eventId)).toBe(2);
    // Without a request id (older clients) every request creates one, as before.
    const { request_id: _omitted, ...plain } = body;
    await send(notifications.save, plain);
    await send(notifications.save, plain);
    expect(await countOf(eventId)).toBe(4);
  });

  it('a double click on Send: three requests at once with one request id send one notification, once', async () => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    const people = await recipients(2);
    await addParticipants(
      eventId,
      people.map((p) => p.uid),
    );
    const body = { eventId, notification: { message: 'Double click' }, send_to_all: true, request_id: randomUUID() };
    const answers = await Promise.all([
      send(notifications.send, body),
      send(notifications.send, body),
      send(notifications.send, body),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => a.body.result?.id));
    expect(ids.size).toBe(1);
    expect(await countOf(eventId)).toBe(1);
    expect(
      await perRecipient(
        [...ids][0]!,
        people.map((p) => p.uid),
      ),
    ).toEqual({ inbox: [1, 1], mail: [1, 1] });
  });

  it.each([
    ['too long', 'x'.repeat(65)],
    ['with other characters', 'a/b'],
    ['empty', ''],
    ['not a string', 42],
  ])('refuses a request id %s, writing nothing', async (_case, requestId) => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    const answer = await send(notifications.save, {
      eventId,
      notification: { message: 'Hi' },
      send_to_all: true,
      date: tomorrow(),
      request_id: requestId,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.request_id).toBeDefined();
    expect(await countOf(eventId)).toBe(0);
  });
});
