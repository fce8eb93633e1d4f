/**
 * Calendar feeds: a published event's feed for anyone (a Draft's for nobody), and a person's own feed
 * behind a secret token that rotation and revocation retire; both show a change on the next poll.
 * Read back with ical.js.
 */
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  CALENDAR_FEED_MAX_AGE_S,
  CALENDAR_MESSAGES,
  CALENDAR_FEEDS_COLLECTION,
  EVENT_SUBCOLLECTIONS,
} from '@agenda/contract';
import { createTestEvent, eventDoc } from '../event-fixtures';
import { API_URL, call, createUser, db } from '../helpers';
import {
  addParticipant,
  createCalendarContext,
  createFeedToken,
  type CalendarContext,
} from '../matrix/calendar-context';

let ctx: CalendarContext;
beforeAll(async () => {
  ctx = await createCalendarContext();
});

async function fetchFeed(path: string) {
  const response = await fetch(`${API_URL}${path}`);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

function entries(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('GET /calendar/event.ics', () => {
  it("answers a published event's agendas as text/calendar, fresh for a minute at most", async () => {
    const { status, headers, text } = await fetchFeed(`${api.calendar.eventFeed.path}?e=${ctx.publicEvent.id}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(headers.get('cache-control')).toBe(`public, max-age=${CALENDAR_FEED_MAX_AGE_S}`);
    const { calendar, events } = entries(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Berlin');
    expect(events.map((e) => e.uid)).toEqual([`${ctx.publicEvent.agendaId}@demo-agenda`]);
    // Nobody's address is published.
    expect(text).not.toContain(ctx.participant.email);
  });

  it('refuses a Draft event to everyone, signed in or not', async () => {
    expect((await fetchFeed(`${api.calendar.eventFeed.path}?e=${ctx.draftEvent.id}`)).status).toBe(404);
    const asOrganizer = await call(`${api.calendar.eventFeed.path}?e=${ctx.draftEvent.id}`, {
      token: ctx.people.organizer.token,
    });
    expect(asOrganizer.status).toBe(404);
  });

  it('shows a change on the next poll', async () => {
    const event = await createTestEvent(ctx.people.organizer.uid);
    const teams = 'https://teams.microsoft.com/l/meetup-join/feed-test';
    await eventDoc(event.id)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(event.agendaId)
      .update({ name: 'Renamed keynote', version: 2, meeting_room: teams });
    const { text } = await fetchFeed(`${api.calendar.eventFeed.path}?e=${event.id}`);
    const [entry] = entries(text).events;
    expect(entry?.summary).toBe('Renamed keynote');
    expect(entry?.sequence).toBe(2);
    // The public feed keeps the Teams link out; the participants' personal feeds carry it.
    expect(text).not.toContain('feed-test');
    await addParticipant(event.id, event.agendaId, ctx.participant.uid);
    expect(
      (await fetchFeed(`${api.calendar.personalFeed.path}?token=${ctx.feedToken}`)).text.replace(/\r\n[ \t]/g, ''),
    ).toContain(teams);
  });
});

describe('GET /calendar/me.ics and /calendar/feed', () => {
  it("holds the person's agendas of the events they may see (not a Draft's), privately cached", async () => {
    const { status, headers, text } = await fetchFeed(`${api.calendar.personalFeed.path}?token=${ctx.feedToken}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe(`private, max-age=${CALENDAR_FEED_MAX_AGE_S}`);
    const uids = entries(text).events.map((e) => e.uid);
    expect(uids).toContain(`${ctx.publicEvent.agendaId}@demo-agenda`);
    expect(uids).not.toContain(`${ctx.draftEvent.agendaId}@demo-agenda`);
  });

  it("adds a mandatory agenda of the person's events and the agendas they are put into, on the next poll", async () => {
    const event = await createTestEvent(ctx.people.organizer.uid);
    await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.agendas).doc(event.agendaId).update({ mandatory: true });
    await addParticipant(event.id, event.agendaId, ctx.participant.uid, []);
    const { text } = await fetchFeed(`${api.calendar.personalFeed.path}?token=${ctx.feedToken}`);
    expect(entries(text).events.map((e) => e.uid)).toContain(`${event.agendaId}@demo-agenda`);
  });

  it('stores only a hash; rotating retires the old address and revoking the new one', async () => {
    const person = ctx.people.user;
    const first = await createFeedToken(person.token);
    const stored = (await db.collection(CALENDAR_FEEDS_COLLECTION).doc(person.uid).get()).data();
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(first);
    expect((await fetchFeed(`${api.calendar.personalFeed.path}?token=${first}`)).status).toBe(200);

    const second = await createFeedToken(person.token);
    expect(second).not.toBe(first);
    expect((await fetchFeed(`${api.calendar.personalFeed.path}?token=${first}`)).status).toBe(404);
    expect((await fetchFeed(`${api.calendar.personalFeed.path}?token=${second}`)).status).toBe(200);
    const status = await call(api.calendar.feedStatus.path, { token: person.token });
    expect(status.body.result).toMatchObject({ active: true });

    expect((await call(api.calendar.revokeFeed.path, { method: 'DELETE', token: person.token })).status).toBe(200);
    expect((await fetchFeed(`${api.calendar.personalFeed.path}?token=${second}`)).status).toBe(404);
    expect((await call(api.calendar.feedStatus.path, { token: person.token })).body.result).toEqual({
      active: false,
      created_at: null,
    });
  });

  it("root's sign out everywhere retires the person's feed address too", async () => {
    const person = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
    const token = await createFeedToken(person.token);
    expect((await fetchFeed(`${api.calendar.personalFeed.path}?token=${token}`)).status).toBe(200);

    const answer = await call(api.users.signOutEverywhere.path, {
      token: ctx.people.root.token,
      json: { id: person.uid },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const after = await fetchFeed(`${api.calendar.personalFeed.path}?token=${token}`);
    expect(after.status).toBe(404);
    expect(JSON.parse(after.text).error).toContain(CALENDAR_MESSAGES.feedNotFound);
    expect((await db.collection(CALENDAR_FEEDS_COLLECTION).doc(person.uid).get()).exists).toBe(false);
  });

  it('refuses a malformed token (400) with the unknown-address message', async () => {
    const malformed = await fetchFeed(`${api.calendar.personalFeed.path}?token=short`);
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text).error).toContain(CALENDAR_MESSAGES.feedNotFound);
  });
});
