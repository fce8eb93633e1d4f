/**
 * Stars (following a session without a seat) and "Add to calendar" (one agenda as a calendar
 * file with its Teams link). Rights as matrix rows; the stored list, the cap and refusals that change
 * nothing; the file read back with ical.js.
 */
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  COLLECTIONS,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  STAR_MESSAGES,
  STARS_PER_EVENT_MAX,
  STARS_SUBCOLLECTION,
  starsConverter,
} from '@agenda/contract';
import { createTestEvent, eventDoc } from '../event-fixtures';
import { call, db } from '../helpers';
import { createEventContentContext, type EventContentContext } from '../matrix/event-context';
import { describeMatrix } from '../matrix/matrix';
import { rows } from '../matrix/stars.rows';

let ctx: EventContentContext;
beforeAll(async () => {
  ctx = await createEventContentContext();
});

describeMatrix(
  rows,
  () => ctx,
  () => ctx.people,
);

const starsOf = async (uid: string, eventId: string) =>
  (
    await db
      .collection(COLLECTIONS.users)
      .doc(uid)
      .collection(STARS_SUBCOLLECTION)
      .doc(eventId)
      .withConverter(starsConverter)
      .get()
  ).data();

const star = (token: string, input: Record<string, unknown>) =>
  call(api.stars.star.path, { method: 'POST', json: input, token });

describe('POST /stars/agenda', () => {
  it('stars and unstars an agenda for the caller alone, once however often it is starred', async () => {
    const event = await createTestEvent(ctx.people.organizer.uid);
    const { user, adminA } = ctx.people;
    const first = await star(user.token, { eventId: event.id, agendaId: event.agendaId, starred: true });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      eventId: event.id,
      agendaId: event.agendaId,
      starred: true,
      agendas: [event.agendaId],
    });
    await star(user.token, { eventId: event.id, agendaId: event.agendaId, starred: true });
    expect(await starsOf(user.uid, event.id)).toMatchObject({ event_id: event.id, agendas: [event.agendaId] });
    expect(await starsOf(adminA.uid, event.id)).toBeUndefined();

    const off = await star(user.token, { eventId: event.id, agendaId: event.agendaId, starred: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ starred: false, agendas: [] });
    expect((await starsOf(user.uid, event.id))?.agendas).toEqual([]);
  });

  it('refuses an unknown agenda, or one of another event, and changes nothing', async () => {
    const event = await createTestEvent(ctx.people.organizer.uid);
    const other = await createTestEvent(ctx.people.organizer.uid);
    const { user } = ctx.people;
    const unknown = await star(user.token, { eventId: event.id, agendaId: 'no-such-agenda', starred: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(EVENT_MESSAGES.agendaNotFound);
    const elsewhere = await star(user.token, { eventId: event.id, agendaId: other.agendaId, starred: true });
    expect(elsewhere.status).toBe(404);
    expect(await starsOf(user.uid, event.id)).toBeUndefined();
  });

  it('refuses a malformed request with the field named', async () => {
    const { status, body } = await star(ctx.people.user.token, {
      eventId: ctx.publicEvent.id,
      agendaId: ctx.publicEvent.agendaId,
    });
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty('starred');
  });

  it(`keeps at most ${STARS_PER_EVENT_MAX} stars per event: the next is refused and the list kept`, async () => {
    const event = await createTestEvent(ctx.people.organizer.uid);
    const { user } = ctx.people;
    const full = Array.from({ length: STARS_PER_EVENT_MAX }, (_, i) => `agenda-${i}`);
    const ref = db.collection(COLLECTIONS.users).doc(user.uid).collection(STARS_SUBCOLLECTION).doc(event.id);
    await ref.set({ event_id: event.id, agendas: full, updated_at: new Date() });
    const refused = await star(user.token, { eventId: event.id, agendaId: event.agendaId, starred: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(STAR_MESSAGES.tooMany);
    expect((await starsOf(user.uid, event.id))?.agendas).toEqual(full);
    // Unstarring still works, which makes room.
    expect((await star(user.token, { eventId: event.id, agendaId: 'agenda-0', starred: false })).status).toBe(200);
    expect((await star(user.token, { eventId: event.id, agendaId: event.agendaId, starred: true })).status).toBe(200);
    expect((await starsOf(user.uid, event.id))?.agendas).toContain(event.agendaId);
  });
});

describe('GET /calendar/agenda', () => {
  it('answers one agenda as a calendar file with its Teams link, its location and its invites’ UID', async () => {
    const event = await createTestEvent(ctx.people.organizer.uid);
    const teams = 'https://teams.microsoft.com/l/meetup-join/abc';
    await eventDoc(event.id)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(event.agendaId)
      .update({ meeting_room: teams });
    const { status, body } = await call(`${api.calendar.agendaFile.path}?e=${event.id}&a=${event.agendaId}`, {
      token: ctx.people.user.token,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const result = body.result as { filename: string; ics: string };
    expect(result.filename).toBe('Keynote.ics');
    const calendar = new ICAL.Component(ICAL.parse(result.ics));
    const entries = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry?.summary).toBe('Keynote');
    expect(entry?.uid).toMatch(new RegExp(`^${event.agendaId}@`));
    expect(entry?.location).toContain('Main Hall');
    expect(entry?.description).toContain(`Teams: ${teams}`);
    expect(entry?.component.getFirstPropertyValue('url')).toBe(teams);
  });

  it('answers 404 for an agenda the event does not have', async () => {
    const { status, body } = await call(`${api.calendar.agendaFile.path}?e=${ctx.publicEvent.id}&a=no-such-agenda`, {
      token: ctx.people.user.token,
    });
    expect(status).toBe(404);
    expect(body.error).toBe(EVENT_MESSAGES.agendaNotFound);
  });
});
