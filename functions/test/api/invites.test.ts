/**
 * Calendar invites by mail (GET /scheduledNotifications/send{Agenda,Event}Emails) end to end: the API
 * queues mail documents, the mail sender delivers them over SMTP to the suite's MailDev, and the invite
 * in the delivered mail is read back with ical.js. Repeats send nothing new; a change sends an update
 * with a higher SEQUENCE; a removal and a deletion send METHOD:CANCEL.
 */
import ICAL from 'ical.js';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  CALENDAR_INVITES_COLLECTION,
  CALENDAR_MESSAGES,
  calendarInviteId,
  EVENT_SUBCOLLECTIONS,
  INVITE_PAGE_SIZE,
  INVITE_RUNS_COLLECTION,
  MAIL_COLLECTION,
  NOTIFICATION_MESSAGES,
} from '@agenda/contract';
import { changeRoster, createTestEvent, eventDoc } from '../event-fixtures';
import { call, createUser, db, fireSweeper, randomTag, type TestUser } from '../helpers';
import { attachment, mailsTo, until, type InboxMail } from '../mail-inbox';
import { addParticipant, createCalendarContext, type CalendarContext } from '../matrix/calendar-context';
import { rows } from '../matrix/calendar.rows';
import { describeMatrix, requestOf } from '../matrix/matrix';

const { notifications } = api;
let ctx: CalendarContext;

beforeAll(async () => {
  ctx = await createCalendarContext();
});

describe('authorization matrix', () => {
  describeMatrix(
    rows,
    () => ctx,
    () => ctx.people,
  );
});

type InviteAnswer = {
  status: number;
  body: { result?: { recipients: number; mails: number; repeated: boolean }; error?: string };
};

async function sendAgenda(agendaId: string, token = ctx.people.organizer.token): Promise<InviteAnswer> {
  const [path, options] = requestOf(notifications.sendAgendaEmails, { agendaId });
  return (await call(path, { ...options, token })) as InviteAnswer;
}
async function sendEvent(eventId: string, token = ctx.people.organizer.token): Promise<InviteAnswer> {
  const [path, options] = requestOf(notifications.sendEventEmails, { eventId });
  return (await call(path, { ...options, token })) as InviteAnswer;
}

async function person(): Promise<TestUser & { email: string }> {
  const email = `invitee-${randomTag()}@test.example`;
  return {
    ...(await createUser([{ authority_id: 'USER', tenant_id: null }], 'de', {
      first_name: 'Ina',
      last_name: 'Invitee',
      email,
    })),
    email,
  };
}

/** The invite carried by a delivered mail, parsed by ical.js. */
async function inviteIn(mail: InboxMail) {
  const file = mail.attachments?.find((a) => a.fileName === 'invite.ics');
  expect(file, 'invite.ics attached').toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(await attachment(mail, file!.generatedFileName)));
  const vevent = calendar.getFirstSubcomponent('vevent');
  return {
    method: calendar.getFirstPropertyValue('method'),
    event: new ICAL.Event(vevent!),
    status: vevent?.getFirstPropertyValue('status'),
  };
}

const agendaRef = (eventId: string, agendaId: string) =>
  eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId);

/** A fresh public event with one agenda whose participants are `people`. */
async function eventWith(people: { uid: string }[]) {
  const event = await createTestEvent(ctx.people.organizer.uid, { name: `Invite event ${randomTag()}` });
  for (const p of people) await addParticipant(event.id, event.agendaId, p.uid);
  return event;
}

describe('GET /scheduledNotifications/sendAgendaEmails', () => {
  it('mails each participant the invite (METHOD:REQUEST, the agenda UID, SEQUENCE = version), delivered over SMTP, and a repeat sends nothing new', async () => {
    const ann = await person();
    const event = await eventWith([ann]);
    const first = await sendAgenda(event.agendaId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toEqual({ recipients: 1, mails: 1, repeated: false });

    const [mail] = await mailsTo(ann.email);
    expect(mail?.subject).toContain('Invitation: Keynote');
    expect(mail?.alternatives?.some((part) => part.contentType === 'text/calendar' && part.method === 'REQUEST')).toBe(
      true,
    );
    const invite = await inviteIn(mail!);
    expect(invite.method).toBe('REQUEST');
    expect(invite.event.uid).toBe(`${event.agendaId}@demo-agenda`);
    expect(invite.event.sequence).toBe(0);
    expect(invite.event.description).toContain('(Europe/Berlin)');

    // The outbox document says SUCCESS with the SMTP message id.
    const record = (
      await db.collection(CALENDAR_INVITES_COLLECTION).doc(calendarInviteId(event.agendaId, ann.uid)).get()
    ).data();
    const delivery = await until(
      async () =>
        (await db.collection(MAIL_COLLECTION).doc(String(record?.mail_id)).get()).get('delivery') as
          { state: string; attempts: number; info?: { messageId?: string } } | undefined,
      (d) => d?.state === 'SUCCESS',
    );
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(delivery?.info?.messageId).toMatch(/^<.+>$/);

    // Twice more, at once: nothing new (the first repeat and the overlapping one alike).
    const repeats = await Promise.all([
      sendAgenda(event.agendaId),
      sendAgenda(event.agendaId, ctx.people.adminA.token),
    ]);
    for (const repeat of repeats) expect(repeat.body.result).toEqual({ recipients: 1, mails: 0, repeated: true });
    const mails = await db.collection(MAIL_COLLECTION).where('source.agenda_id', '==', event.agendaId).get();
    expect(mails.size).toBe(1);
  });

  it('sends an update with a higher SEQUENCE when the agenda changes, and a CANCEL to a removed participant', async () => {
    const [ann, bob] = [await person(), await person()];
    const event = await eventWith([ann, bob]);
    expect((await sendAgenda(event.agendaId)).body.result?.mails).toBe(2);
    await mailsTo(bob.email);

    // A change of the times (as a save does: the version goes up): both holders get an update.
    const agenda = agendaRef(event.id, event.agendaId);
    // Whole seconds: iCalendar has no smaller unit.
    const start = Math.floor(((await agenda.get()).get('start_time') as Timestamp).toMillis() / 1000) * 1000;
    await agenda.update({ start_time: Timestamp.fromMillis(start + 30 * 60_000), version: 1, name: 'Keynote (moved)' });
    const annMails = await mailsTo(ann.email, (m) => m.length >= 2);
    const update = await inviteIn(annMails.find((m) => m.subject.startsWith('Updated invitation'))!);
    expect(update.method).toBe('REQUEST');
    expect(update.event.uid).toBe(`${event.agendaId}@demo-agenda`);
    expect(update.event.sequence).toBe(1);
    expect(update.event.summary).toBe('Keynote (moved)');
    expect(update.event.startDate.toJSDate().getTime()).toBe(start + 30 * 60_000);

    // Bob leaves the agenda and the event: his invite is cancelled; Ann's stays.
    await changeRoster(event.id, event.agendaId, { participants: [ann.uid] });
    await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.participants).doc(bob.uid).delete();
    const bobMails = await mailsTo(bob.email, (m) => m.some((x) => x.subject.startsWith('Cancelled')));
    const cancel = await inviteIn(bobMails.find((m) => m.subject.startsWith('Cancelled'))!);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.status).toBe('CANCELLED');
    expect(cancel.event.uid).toBe(`${event.agendaId}@demo-agenda`);
    expect(cancel.event.sequence).toBeGreaterThanOrEqual(1);
    const records = await db.collection(CALENDAR_INVITES_COLLECTION).where('agenda_id', '==', event.agendaId).get();
    expect(Object.fromEntries(records.docs.map((d) => [d.get('uid'), d.get('method')]))).toEqual({
      [ann.uid]: 'REQUEST',
      [bob.uid]: 'CANCEL',
    });
  });

  it('invites the speakers with the participants, and cancels the invite of a speaker taken off the agenda', async () => {
    const [ann, speaker] = [await person(), await person()];
    const event = await eventWith([ann]);
    await agendaRef(event.id, event.agendaId).update({ speakers: [speaker.uid] });
    const sent = await sendAgenda(event.agendaId);
    expect(sent.body.result).toEqual({ recipients: 2, mails: 2, repeated: false });
    const invite = await inviteIn((await mailsTo(speaker.email))[0]!);
    expect([invite.method, invite.event.uid]).toEqual(['REQUEST', `${event.agendaId}@demo-agenda`]);

    await agendaRef(event.id, event.agendaId).update({ speakers: [] });
    const mails = await mailsTo(speaker.email, (m) => m.some((x) => x.subject.startsWith('Cancelled')));
    expect((await inviteIn(mails.find((m) => m.subject.startsWith('Cancelled'))!)).method).toBe('CANCEL');
    const records = await db.collection(CALENDAR_INVITES_COLLECTION).where('agenda_id', '==', event.agendaId).get();
    expect(Object.fromEntries(records.docs.map((d) => [d.get('uid'), d.get('method')]))).toEqual({
      [ann.uid]: 'REQUEST',
      [speaker.uid]: 'CANCEL',
    });
  });

  it('cancels every live invite when the agenda is deleted (SEQUENCE above the last sent)', async () => {
    const ann = await person();
    const event = await eventWith([ann]);
    await sendAgenda(event.agendaId);
    await mailsTo(ann.email);
    const [path, options] = requestOf(api.agendas.remove, { eventId: event.id, agendaId: event.agendaId });
    expect((await call(path, { ...options, token: ctx.people.organizer.token })).status).toBe(200);
    const mails = await mailsTo(ann.email, (m) => m.some((x) => x.subject.startsWith('Cancelled')));
    const cancel = await inviteIn(mails.find((m) => m.subject.startsWith('Cancelled'))!);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.event.uid).toBe(`${event.agendaId}@demo-agenda`);
    expect(cancel.event.sequence).toBe(1);
    // Exactly one cancellation, however often the trigger ran.
    const cancels = await db.collection(MAIL_COLLECTION).where('source.agenda_id', '==', event.agendaId).get();
    expect(cancels.docs.filter((d) => (d.get('message.icalEvent.method') as string) === 'CANCEL')).toHaveLength(1);
  });

  it('refuses a passed agenda and an agenda without anyone to invite, and changes nothing', async () => {
    const passed = await createTestEvent(ctx.people.organizer.uid, { startDays: -3, endDays: -2 });
    const refused = await sendAgenda(passed.agendaId);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(NOTIFICATION_MESSAGES.agendaPassed);
    const empty = await createTestEvent(ctx.people.organizer.uid);
    const nobody = await sendAgenda(empty.agendaId);
    expect(nobody.status).toBe(400);
    expect(nobody.body.error).toBe(CALENDAR_MESSAGES.noInvitees);
    const written = await db.collection(MAIL_COLLECTION).where('source.event_id', 'in', [passed.id, empty.id]).get();
    expect(written.size).toBe(0);
  });
});

describe('GET /scheduledNotifications/sendEventEmails', () => {
  it("mails every event participant the invites of all the event's agendas still to come, once", async () => {
    const [ann, bob] = [await person(), await person()];
    const event = await eventWith([ann]);
    // Bob takes part in the event only; a second agenda and a passed one.
    await eventDoc(event.id)
      .collection(EVENT_SUBCOLLECTIONS.participants)
      .doc(bob.uid)
      .set({ uid: bob.uid, event_id: event.id, added_at: Date.now() });
    const source = (await agendaRef(event.id, event.agendaId).get()).data()!;
    const start = (source.start_time as Timestamp).toMillis();
    await agendaRef(event.id, `second-${event.id}`).set({
      ...source,
      agenda_id: `second-${event.id}`,
      name: 'Workshop',
    });
    const passedStart = start - 3 * 86_400_000;
    await agendaRef(event.id, `passed-${event.id}`).set({
      ...source,
      agenda_id: `passed-${event.id}`,
      name: 'Yesterday',
      start_time: Timestamp.fromMillis(passedStart),
      end_date: Timestamp.fromMillis(passedStart + 3_600_000),
    });

    const sent = await sendEvent(event.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // Written in the background: two people × two agendas to come handed over.
    expect(sent.body.result).toEqual({ recipients: 2, mails: 0, repeated: false, queued: 4 });
    const bobMails = await mailsTo(bob.email, (m) => m.length >= 2);
    expect(bobMails.map((m) => m.subject).sort()).toEqual([
      expect.stringContaining('Invitation: Keynote'),
      expect.stringContaining('Invitation: Workshop'),
    ]);
    await mailsTo(ann.email, (m) => m.length >= 2);

    expect((await sendEvent(event.id)).body.result).toEqual({ recipients: 2, mails: 0, repeated: true, queued: 0 });
    // The agenda's own send repeats nothing either.
    expect((await sendAgenda(event.agendaId)).body.result).toEqual({ recipients: 1, mails: 0, repeated: true });
  });

  it('mails nobody twice when the request is repeated after the old 10-minute window, nor when a newcomer makes it send again', async () => {
    const [ann, bob] = [await person(), await person()];
    const event = await eventWith([ann, bob]);
    expect((await sendEvent(event.id)).body.result).toEqual({ recipients: 2, mails: 0, repeated: false, queued: 2 });
    const invites = () => db.collection(MAIL_COLLECTION).where('source.event_id', '==', event.id).get();
    await until(invites, (mails) => mails.size === 2);

    // The invites were sent 11 minutes ago, as far as their records say (the window then ran out).
    const records = await db.collection(CALENDAR_INVITES_COLLECTION).where('event_id', '==', event.id).get();
    for (const record of records.docs)
      await record.ref.update({ sent_at: Timestamp.fromMillis(Date.now() - 11 * 60_000) });
    // The same request again: the same run, nothing new.
    expect((await sendEvent(event.id)).body.result).toEqual({ recipients: 2, mails: 0, repeated: true, queued: 0 });

    // A newcomer: a new run, which mails the newcomer alone.
    const cleo = await person();
    await eventDoc(event.id)
      .collection(EVENT_SUBCOLLECTIONS.participants)
      .doc(cleo.uid)
      .set({ uid: cleo.uid, event_id: event.id, added_at: Date.now() });
    expect((await sendEvent(event.id)).body.result).toEqual({ recipients: 3, mails: 0, repeated: false, queued: 3 });
    await mailsTo(cleo.email);
    const runs = await db.collection(INVITE_RUNS_COLLECTION).where('event_id', '==', event.id).get();
    await until(
      () =>
        db
          .collection(INVITE_RUNS_COLLECTION)
          .where('event_id', '==', event.id)
          .where('status', '==', 'done')
          .count()
          .get(),
      (done) => done.data().count === runs.size,
    );
    const mails = await invites();
    expect(mails.docs.map((d) => d.get('source.uid') as string).sort()).toEqual([ann.uid, bob.uid, cleo.uid].sort());
    expect(await mailsTo(ann.email, () => false, 1_000)).toHaveLength(1);
  });
});

describe('invite fan-outs in pages', () => {
  // Enough holders for several pages; the 5,000-holder case is `npm run bench -- --invites`.
  const HOLDERS = 4 * INVITE_PAGE_SIZE + 37;

  /** HOLDERS invite records (REQUEST, SEQUENCE 0) of the agenda, as a send would have left them. */
  async function holders(eventId: string, agendaId: string, tag: string): Promise<void> {
    for (let start = 0; start < HOLDERS; start += 400) {
      const batch = db.batch();
      for (let i = start; i < Math.min(HOLDERS, start + 400); i += 1) {
        const uid = `holder-${tag}-${String(i).padStart(5, '0')}`;
        batch.set(db.collection(CALENDAR_INVITES_COLLECTION).doc(calendarInviteId(agendaId, uid)), {
          event_id: eventId,
          agenda_id: agendaId,
          uid,
          email: `${uid}@test.example`,
          name: uid,
          event_name: 'Paged event',
          timezone: 'Europe/Berlin',
          method: 'REQUEST',
          sequence: 0,
          sent_at: Timestamp.now(),
          mail_id: `seeded-${uid}`,
          scope: 'agenda',
        });
      }
      await batch.commit();
    }
  }

  const cancels = (agendaId: string) =>
    db
      .collection(MAIL_COLLECTION)
      .where('source.agenda_id', '==', agendaId)
      .where('message.icalEvent.method', '==', 'CANCEL')
      .count()
      .get();
  const pagesOf = (agendaId: string) => db.collection(INVITE_RUNS_COLLECTION).where('agenda_id', '==', agendaId).get();

  it('cancels every holder of a deleted agenda exactly once, a page at a time, also when a page runs again', async () => {
    const tag = randomTag(6);
    const event = await createTestEvent(ctx.people.organizer.uid, { name: `Paged ${tag}` });
    await holders(event.id, event.agendaId, tag);
    const [path, options] = requestOf(api.agendas.remove, { eventId: event.id, agendaId: event.agendaId });
    expect((await call(path, { ...options, token: ctx.people.organizer.token })).status).toBe(200);

    const pageCount = Math.ceil(HOLDERS / INVITE_PAGE_SIZE);
    const pages = await until(
      () => pagesOf(event.agendaId),
      (p) => p.size === pageCount && p.docs.every((d) => d.get('status') === 'done'),
      200_000,
    );
    expect(
      pages.docs
        .map((d) => [d.get('page'), d.get('status'), d.get('people')])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual(
      Array.from({ length: pageCount }, (_, page) => [
        page,
        'done',
        Math.min(INVITE_PAGE_SIZE, HOLDERS - page * INVITE_PAGE_SIZE),
      ]),
    );
    expect((await cancels(event.agendaId)).data().count).toBe(HOLDERS);

    // A page whose instance died (running, its lease run out) is run again by the sweeper: nobody is mailed twice.
    const again = pages.docs.find((d) => d.get('page') === 1)!;
    await again.ref.update({
      status: 'running',
      lease_until: Timestamp.fromMillis(Date.now() - 1_000),
      claim_token: 'a-dead-instance',
    });
    await fireSweeper();
    expect((await again.ref.get()).get('status')).toBe('done');
    expect((await again.ref.get()).get('mails')).toBe(0);
    expect((await cancels(event.agendaId)).data().count).toBe(HOLDERS);
    const records = await db
      .collection(CALENDAR_INVITES_COLLECTION)
      .where('agenda_id', '==', event.agendaId)
      .where('method', '==', 'CANCEL')
      .count()
      .get();
    expect(records.data().count).toBe(HOLDERS);
    // The emulator runs one page at a time (a few seconds each beside the mails they queue); production runs them side by side.
  }, 240_000);
});
