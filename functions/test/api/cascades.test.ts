/**
 * What follows a deletion or a rename. Deleting an agenda removes its notifications not
 * yet sent (they failed at send time after five retries); renaming or deleting a location gives the
 * agendas held there a new version, so their calendar invites follow (SEQUENCE raised); a removal retried
 * after a failure part way still clears what the first attempt left behind.
 */
import { Timestamp } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, EVENT_SUBCOLLECTIONS, newNotificationDoc, storagePaths } from '@agenda/contract';
import { CHILD_IDS, eventDoc } from '../event-fixtures';
import { call, createUser, db, randomTag, testBucket } from '../helpers';
import { attachment, mailsTo } from '../mail-inbox';
import {
  addParticipant,
  createCalendarContext,
  createTestEvent,
  type CalendarContext,
} from '../matrix/calendar-context';
import { requestOf } from '../matrix/matrix';

let ctx: CalendarContext;
beforeAll(async () => {
  ctx = await createCalendarContext();
});

const bucket = testBucket;
/** Where agendas kept their seats before joins became transactions (documents an old record may still have). */
const OLD_SEATS = 'seats';
const agendaRef = (eventId: string, agendaId: string) =>
  eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId);

async function send<I extends object>(
  endpoint: Parameters<typeof requestOf>[0],
  input: I,
  token = ctx.people.organizer.token,
) {
  const [path, options] = requestOf(endpoint, input as never);
  return call(path, { ...options, token });
}

async function notificationOf(eventId: string, agendaId: string, status: 'scheduled' | 'sent') {
  const ref = eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.notifications).doc();
  const at = new Date(Date.now() + 86_400_000);
  await ref.set({
    ...newNotificationDoc({
      notification_id: ref.id,
      event_id: eventId,
      agenda_id: agendaId,
      content: { message: `About the session (${status})`, type: 'TEXT', link: null },
      send_to_all: true,
      users: [],
      start_time: Timestamp.fromDate(at),
      kind: 'scheduled',
      by: 'test',
      at: Timestamp.now(),
    }),
    status,
  });
  return ref;
}

describe('deleting an agenda', () => {
  it('removes its notifications not yet sent, and keeps those sent and those of other agendas', async () => {
    const event = await createTestEvent(ctx.people.organizer.uid);
    const scheduled = await notificationOf(event.id, event.agendaId, 'scheduled');
    const sent = await notificationOf(event.id, event.agendaId, 'sent');
    const other = await notificationOf(event.id, 'another-agenda', 'scheduled');
    expect((await send(api.agendas.remove, { eventId: event.id, agendaId: event.agendaId })).status).toBe(200);
    expect((await scheduled.get()).exists).toBe(false);
    expect((await sent.get()).exists).toBe(true);
    expect((await other.get()).exists).toBe(true);
  });

  it('retried after a failure part way, clears the seats and files the first attempt left, then answers 404', async () => {
    const event = await createTestEvent(ctx.people.organizer.uid);
    const agenda = agendaRef(event.id, event.agendaId);
    const file = `${storagePaths.agendaFiles(event.id, event.agendaId)}${randomTag()}.pdf`;
    await bucket().file(file).save(Buffer.from('%PDF-1.4\n'), { contentType: 'application/pdf' });
    await agenda.collection(OLD_SEATS).doc('0').set({ uid: 'someone', taken_at: Date.now() });
    // The first attempt deleted the record and failed before its seats and files.
    await agenda.delete();
    const retry = await send(api.agendas.remove, { eventId: event.id, agendaId: event.agendaId });
    expect(retry.status).toBe(404);
    expect((await agenda.collection(OLD_SEATS).get()).size).toBe(0);
    expect((await bucket().file(file).exists())[0]).toBe(false);
  });

  it('is still refused to someone who may not edit the event, who clears nothing', async () => {
    const event = await createTestEvent(ctx.people.organizer.uid);
    const agenda = agendaRef(event.id, event.agendaId);
    await agenda.collection(OLD_SEATS).doc('0').set({ uid: 'someone', taken_at: Date.now() });
    await agenda.delete();
    const stranger = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
    expect(
      (await send(api.agendas.remove, { eventId: event.id, agendaId: event.agendaId }, stranger.token)).status,
    ).toBe(403);
    expect((await agenda.collection(OLD_SEATS).get()).size).toBe(1);
  });
});

describe('deleting an event', () => {
  it('retried after a failure part way, finds the event still there and finishes', async () => {
    const event = await createTestEvent(ctx.people.organizer.uid);
    // The first attempt removed the agendas and failed: the event's own document is still there.
    await db.recursiveDelete(eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.agendas));
    expect((await send(api.events.remove, { id: event.id }, ctx.people.adminA.token)).status).toBe(200);
    expect((await eventDoc(event.id).get()).exists).toBe(false);
    // Only its history stays, with the deletion's entry.
    expect((await eventDoc(event.id).listCollections()).map((sub) => sub.id)).toEqual([EVENT_SUBCOLLECTIONS.history]);
  });
});

describe('renaming or deleting a location', () => {
  it('raises the version of the agendas held there, and their invites follow with the new place', async () => {
    const email = `invitee-${randomTag()}@test.example`;
    const ann = { ...(await createUser([{ authority_id: 'USER', tenant_id: null }], 'de', { email })), email };
    const event = await createTestEvent(ctx.people.organizer.uid, { name: `Cascade event ${randomTag()}` });
    await addParticipant(event.id, event.agendaId, ann.uid);
    expect((await send(api.notifications.sendAgendaEmails, { agendaId: event.agendaId })).status).toBe(200);
    await mailsTo(ann.email);
    const before = ((await agendaRef(event.id, event.agendaId).get()).get('version') as number | undefined) ?? 0;

    const renamed = await send(api.locations.save, {
      id: CHILD_IDS.location,
      eventId: event.id,
      name: 'Hall B (renamed)',
      lat: 52.5,
      long: 13.4,
    });
    expect(renamed.status).toBe(200);
    expect((await agendaRef(event.id, event.agendaId).get()).get('version')).toBe(before + 1);
    const mails = await mailsTo(ann.email, (m) => m.some((x) => x.subject.startsWith('Updated invitation')));
    const update = mails.find((m) => m.subject.startsWith('Updated invitation'))!;
    const file = update.attachments?.find((a) => a.fileName === 'invite.ics');
    const calendar = new ICAL.Component(ICAL.parse(await attachment(update, file!.generatedFileName)));
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(vevent.sequence).toBe(before + 1);
    expect(vevent.location).toContain('Hall B (renamed)');

    expect((await send(api.locations.remove, { id: CHILD_IDS.location, eventId: event.id })).status).toBe(200);
    const after = (await agendaRef(event.id, event.agendaId).get()).data()!;
    expect([after.location_id, after.version]).toEqual([null, before + 2]);
  });
});
