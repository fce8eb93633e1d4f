/**
 * The reminder job (functions/src/notifications/reminders.ts; docs/features.md "Reminders"): each
 * person of a session is reminded at their own lead time exactly once, under repeated and overlapping
 * runs; a moved session is reminded of at its new time; a person who left, a deleted session or a
 * Draft event get nothing; whoever took part gets one feedback prompt at the end. Runs the job's code
 * with the run's clock set (the emulator's cannot be moved), and once through the scheduled function.
 *
 * Each test's session starts at a minute of its own some weeks ahead, so that no other file's sessions
 * fall in the runs' windows.
 */
import { randomInt } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  FEEDBACK_MESSAGES,
  feedbackPromptId,
  INBOX_SUBCOLLECTION,
  MAIL_COLLECTION,
  REMINDER_CATCH_UP_MS,
  reminderId,
  STARS_SUBCOLLECTION,
} from '@agenda/contract';
import { runDueReminders } from '../../src/notifications/reminders';
import { NOTIFICATION_SCHEDULE, fireScheduledFunction } from '../../../emulators/scripts/lib/schedule';
import { addEventParticipants, agendaRef, changeRoster, createTestEvent } from '../event-fixtures';
import { createUser, db, type TestUser } from '../helpers';

const MINUTE = 60_000;
let organizer: TestUser;

beforeAll(async () => {
  organizer = await createUser([{ authority_id: 'ADMIN', tenant_id: 'de' }], 'de');
});

/**
 * A start of its own for each test: about 100 days ahead (no other file's sessions are there), six hours
 * apart from the other tests' starts, so no run of one test finds another's sessions.
 */
const BASE = Date.now() + 100 * 24 * 60 * MINUTE + randomInt(60 * MINUTE);
let starts = 0;
const ownStart = () => BASE + 6 * 60 * MINUTE * starts++;

async function person(reminders?: { lead_minutes: number; mail: boolean }): Promise<TestUser> {
  const user = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
  if (reminders) await db.collection(COLLECTIONS.users).doc(user.uid).update({ reminders });
  return user;
}

/** A test event whose one session starts at `start` and lasts an hour. */
async function sessionAt(start: number, options: { privacy?: boolean; mandatory?: boolean } = {}) {
  const event = await createTestEvent(organizer.uid, { privacy: options.privacy });
  await agendaRef(event.id, event.agendaId)
    .withConverter(null)
    .update({
      start_time: Timestamp.fromMillis(start),
      end_date: Timestamp.fromMillis(start + 60 * MINUTE),
      ...(options.mandatory ? { mandatory: true } : {}),
    });
  return event;
}

const inboxOf = (uid: string, id: string) =>
  db.collection(COLLECTIONS.users).doc(uid).collection(INBOX_SUBCOLLECTION).doc(id).get();

/** The items of a person's inbox about one session. */
async function itemsAbout(uid: string, agendaId: string) {
  const snapshot = await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .collection(INBOX_SUBCOLLECTION)
    .where('agenda_id', '==', agendaId)
    .get();
  return snapshot.docs.map((doc): Record<string, unknown> & { id: string } => ({ ...doc.data(), id: doc.id }));
}

const at = (millis: number) => ({ now: new Date(millis) });

/** The person stars the session, as POST /stars/agenda stores it. */
const star = (uid: string, eventId: string, agendaId: string) =>
  db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .collection(STARS_SUBCOLLECTION)
    .doc(eventId)
    .set({ event_id: eventId, agendas: [agendaId], updated_at: Timestamp.now() });

describe('the reminder job', () => {
  it('reminds each person of a session at their own lead time, exactly once under repeated and overlapping runs', async () => {
    const start = ownStart();
    const event = await sessionAt(start);
    const [joined, early, off, waiting, starrer, speaker] = await Promise.all([
      person(),
      person({ lead_minutes: 5, mail: true }),
      person({ lead_minutes: 0, mail: true }),
      person(),
      person({ lead_minutes: 15, mail: true }),
      person(),
    ]);
    await changeRoster(event.id, event.agendaId, {
      participants: [joined.uid, early.uid, off.uid],
      waitlist: [waiting.uid],
    });
    await agendaRef(event.id, event.agendaId)
      .withConverter(null)
      .update({ speakers: [speaker.uid] });
    await star(starrer.uid, event.id, event.agendaId);

    // Before anyone's moment: nothing.
    expect((await runDueReminders(db, at(start - 15 * MINUTE - 1))).reminders).toBe(0);

    // The 15-minute moment, run three times at once and again within the catch-up: one item each.
    const runs = await Promise.all([1, 2, 3].map(() => runDueReminders(db, at(start - 15 * MINUTE))));
    const later = await runDueReminders(db, at(start - 15 * MINUTE + REMINDER_CATCH_UP_MS - 1));
    expect(runs.reduce((sum, run) => sum + run.reminders, 0) + later.reminders).toBe(3);
    for (const user of [joined, starrer, speaker]) {
      const items = await itemsAbout(user.uid, event.agendaId);
      expect(items.map((item) => item.id)).toEqual([reminderId(event.agendaId, user.uid, start)]);
      expect(items[0]).toMatchObject({
        message: '“Keynote” starts in 15 minutes · Main Hall',
        subject: `${event.name} · Keynote`,
        type: 'LINK',
        event_id: event.id,
        read_at: null,
      });
      expect(String(items[0]!.link)).toMatch(
        new RegExp(`/v2/main/event/agendas/overview\\?e=${event.id}&a=${event.agendaId}&t=de$`),
      );
    }
    for (const user of [early, off, waiting]) expect(await itemsAbout(user.uid, event.agendaId)).toEqual([]);
    // Only the starrer asked for mail among those reminded at 15 minutes.
    const starrerMail = await db
      .collection(MAIL_COLLECTION)
      .doc(reminderId(event.agendaId, starrer.uid, start))
      .get();
    const starrerAddress = (await db.collection(COLLECTIONS.users).doc(starrer.uid).get()).get('email') as string;
    expect(starrerMail.data()).toMatchObject({
      to: starrerAddress,
      message: { subject: 'Reminder: “Keynote” starts in 15 minutes' },
      source: { kind: 'reminder', event_id: event.id, agenda_id: event.agendaId, uid: starrer.uid },
    });
    expect(String(starrerMail.get('message.text'))).toMatch(/\((Europe\/Berlin)\)/);
    expect(
      (
        await db
          .collection(MAIL_COLLECTION)
          .doc(reminderId(event.agendaId, joined.uid, start))
          .get()
      ).exists,
    ).toBe(false);

    // The 5-minute moment: the early person, with the mail they asked for; nobody twice.
    const five = await runDueReminders(db, at(start - 5 * MINUTE));
    expect(five).toMatchObject({ reminders: 1, mails: 1 });
    expect((await itemsAbout(early.uid, event.agendaId)).map((item) => item.message)).toEqual([
      '“Keynote” starts in 5 minutes · Main Hall',
    ]);
    expect(
      (
        await db
          .collection(MAIL_COLLECTION)
          .doc(reminderId(event.agendaId, early.uid, start))
          .get()
      ).exists,
    ).toBe(true);
    // Reminders off: none, ever.
    expect(await itemsAbout(off.uid, event.agendaId)).toEqual([]);
  });

  it('sends none when less time than the lead was left at joining', async () => {
    const start = ownStart();
    const event = await sessionAt(start);
    const late = await person();
    await runDueReminders(db, at(start - 15 * MINUTE));
    // Joins ten minutes before the start: the 15-minute moment has passed by more than the catch-up.
    await changeRoster(event.id, event.agendaId, { participants: [late.uid] });
    expect((await runDueReminders(db, at(start - 10 * MINUTE))).reminders).toBe(0);
    expect(await itemsAbout(late.uid, event.agendaId)).toEqual([]);
  });

  it('follows a session that moves, and sends nothing for one left, deleted or in a Draft event', async () => {
    const start = ownStart();
    const moved = await sessionAt(start);
    const left = await sessionAt(start);
    const deleted = await sessionAt(start);
    const draft = await sessionAt(start, { privacy: true });
    const [mover, leaver, gone, drafted] = await Promise.all([person(), person(), person(), person()]);
    await Promise.all([
      changeRoster(moved.id, moved.agendaId, { participants: [mover.uid] }),
      changeRoster(left.id, left.agendaId, { participants: [leaver.uid] }),
      changeRoster(deleted.id, deleted.agendaId, { participants: [gone.uid] }),
      changeRoster(draft.id, draft.agendaId, { participants: [drafted.uid] }),
    ]);
    // Before the moment: one session moves an hour later, a person leaves, a session is deleted.
    const newStart = start + 60 * MINUTE;
    await agendaRef(moved.id, moved.agendaId)
      .withConverter(null)
      .update({ start_time: Timestamp.fromMillis(newStart), end_date: Timestamp.fromMillis(newStart + 60 * MINUTE) });
    await changeRoster(left.id, left.agendaId, { participants: [] });
    await agendaRef(deleted.id, deleted.agendaId).delete();

    expect((await runDueReminders(db, at(start - 15 * MINUTE))).reminders).toBe(0);
    for (const [user, session] of [
      [mover, moved],
      [leaver, left],
      [gone, deleted],
      [drafted, draft],
    ] as const)
      expect(await itemsAbout(user.uid, session.agendaId)).toEqual([]);

    // At the new time the mover is reminded, under the new start's id.
    expect((await runDueReminders(db, at(newStart - 15 * MINUTE))).reminders).toBe(1);
    expect((await itemsAbout(mover.uid, moved.agendaId)).map((item) => item.id)).toEqual([
      reminderId(moved.agendaId, mover.uid, newStart),
    ]);
  });

  it('reminds every participant of the event of a mandatory session, and asks who took part for feedback once', async () => {
    const start = ownStart();
    const event = await sessionAt(start, { mandatory: true });
    const [attendee, joined, speaker, starrer] = await Promise.all([person(), person(), person(), person()]);
    await addEventParticipants(event.id, [attendee.uid]);
    await changeRoster(event.id, event.agendaId, { participants: [joined.uid] });
    await agendaRef(event.id, event.agendaId)
      .withConverter(null)
      .update({ speakers: [speaker.uid] });
    await star(starrer.uid, event.id, event.agendaId);

    expect((await runDueReminders(db, at(start - 15 * MINUTE))).reminders).toBe(4);
    expect((await itemsAbout(attendee.uid, event.agendaId)).map((item) => item.id)).toEqual([
      reminderId(event.agendaId, attendee.uid, start),
    ]);

    const end = start + 60 * MINUTE;
    const prompts = await Promise.all([runDueReminders(db, at(end)), runDueReminders(db, at(end + MINUTE))]);
    expect(prompts.reduce((sum, run) => sum + run.prompts, 0)).toBe(2);
    for (const user of [attendee, joined]) {
      const prompt = await inboxOf(user.uid, feedbackPromptId(event.agendaId, user.uid));
      expect(prompt.data()).toMatchObject({ message: FEEDBACK_MESSAGES.prompt('Keynote'), type: 'LINK' });
    }
    // Speakers and those who only starred it do not rate it: no prompt.
    for (const user of [speaker, starrer])
      expect((await inboxOf(user.uid, feedbackPromptId(event.agendaId, user.uid))).exists).toBe(false);
  });

  it('runs in the scheduled function, on the schedule’s time', async () => {
    const start = ownStart();
    const event = await sessionAt(start);
    const user = await person();
    await changeRoster(event.id, event.agendaId, { participants: [user.uid] });
    await fireScheduledFunction(NOTIFICATION_SCHEDULE, new Date(start - 15 * MINUTE));
    await expect
      .poll(async () => (await itemsAbout(user.uid, event.agendaId)).map((item) => item.id))
      .toEqual([reminderId(event.agendaId, user.uid, start)]);
  });
});
