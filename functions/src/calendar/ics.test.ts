import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { agendaUid, feedIcs, inviteIcs, type CalendarAgenda, type CalendarEvent } from './ics';

// Every document is read back by an independent parser (ical.js), never by string matching alone.

const berlin = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Berlin' }).toJSDate();

const event: CalendarEvent = {
  id: 'e1',
  name: 'Berlin Tech Summit',
  timezone: 'Europe/Berlin',
  address: 'Alexanderplatz 1, Berlin',
};
const agenda: CalendarAgenda = {
  id: 'agenda-1',
  name: 'Keynote; opening, day 1',
  description: 'Welcome\nand overview',
  start: berlin('2026-03-28T10:00'),
  end: berlin('2026-03-28T11:30'),
  location: 'Hall A',
  meetingRoom: 'https://teams.microsoft.com/l/meetup-join/abc',
  sequence: 1,
};
const organizer = { name: 'Agenda', email: 'agenda@example.com' };
const attendee = { name: 'Ann Smith', email: 'ann@example.com' };

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevents = calendar.getAllSubcomponents('vevent');
  return { calendar, vevents, event: vevents[0] ? new ICAL.Event(vevents[0]) : null };
}

const invite = (a: CalendarAgenda, method: 'REQUEST' | 'CANCEL' = 'REQUEST') =>
  inviteIcs({ method, agenda: a, event, organizer, attendee, domain: 'demo-agenda' });

describe('calendar invites (ICS)', () => {
  it('is a METHOD:REQUEST with the agenda, its Teams link, the organizer and only the recipient as attendee', () => {
    const { calendar, vevents, event: parsed } = parse(invite(agenda));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(vevents).toHaveLength(1);
    expect(parsed?.uid).toBe(agendaUid('agenda-1', 'demo-agenda'));
    expect(parsed?.summary).toBe('Keynote; opening, day 1');
    expect(parsed?.description).toContain('Welcome\nand overview');
    expect(parsed?.description).toContain('Teams: https://teams.microsoft.com/l/meetup-join/abc');
    expect(vevents[0]?.getFirstPropertyValue('url')).toBe('https://teams.microsoft.com/l/meetup-join/abc');
    expect(parsed?.location).toBe('Hall A, Alexanderplatz 1, Berlin');
    expect(String(vevents[0]?.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:agenda@example.com');
    const attendees = vevents[0]?.getAllProperties('attendee') ?? [];
    expect(attendees.map((p) => String(p.getFirstValue()).toLowerCase())).toEqual(['mailto:ann@example.com']);
    expect(vevents[0]?.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('keeps the UID across changes and raises SEQUENCE with the agenda version', () => {
    const first = parse(invite(agenda)).event;
    const changed = parse(
      invite({
        ...agenda,
        name: 'Keynote (moved)',
        start: berlin('2026-03-28T12:00'),
        end: berlin('2026-03-28T13:00'),
        sequence: 2,
      }),
    ).event;
    expect(changed?.uid).toBe(first?.uid);
    expect(first?.sequence).toBe(1);
    expect(changed?.sequence).toBe(2);
    expect(changed?.summary).toBe('Keynote (moved)');
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED and the same UID', () => {
    const { calendar, vevents, event: parsed } = parse(invite({ ...agenda, sequence: 3 }, 'CANCEL'));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(parsed?.uid).toBe(agendaUid('agenda-1', 'demo-agenda'));
    expect(parsed?.sequence).toBe(3);
    expect(vevents[0]?.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('writes UTC times that are right on both sides of a DST change, and names the zone', () => {
    // Europe/Berlin moves from UTC+1 to UTC+2 on 29 March 2026: 10:00 local is 09:00Z before, 08:00Z after.
    const before = parse(invite(agenda));
    const after = parse(invite({ ...agenda, start: berlin('2026-03-30T10:00'), end: berlin('2026-03-30T11:30') }));
    const utc = (e: ICAL.Event | null) => e?.startDate.toJSDate().toISOString();
    expect(before.event?.startDate.zone?.tzid).toBe('UTC');
    expect(utc(before.event)).toBe('2026-03-28T09:00:00.000Z');
    expect(utc(after.event)).toBe('2026-03-30T08:00:00.000Z');
    expect(after.event?.endDate.toJSDate().toISOString()).toBe('2026-03-30T09:30:00.000Z');
    expect(before.calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Berlin');
    expect(before.event?.description).toContain('10:00–11:30 (Europe/Berlin)');
    expect(after.event?.description).toContain('Mon 30 Mar 2026, 10:00–11:30 (Europe/Berlin)');
  });

  it('keeps text from users inside its property (no injected lines)', () => {
    const hostile = { ...agenda, name: 'Talk\r\nATTENDEE:mailto:evil@example.com', description: 'x\r\nEND:VEVENT' };
    const { vevents, event: parsed } = parse(invite(hostile));
    expect(vevents).toHaveLength(1);
    expect(vevents[0]?.getAllProperties('attendee')).toHaveLength(1);
    expect(parsed?.summary).toContain('ATTENDEE:mailto:evil@example.com');
  });

  it('refuses a Teams link that is not http(s)', () => {
    const { vevents, event: parsed } = parse(invite({ ...agenda, meetingRoom: 'javascript:alert(1)' }));
    expect(vevents[0]?.getFirstPropertyValue('url')).toBeNull();
    expect(parsed?.description).not.toContain('javascript');
  });
});

describe('calendar feeds (ICS)', () => {
  it('lists every agenda with its invite UID and SEQUENCE, as METHOD:PUBLISH with the feed name', () => {
    const second = { ...agenda, id: 'agenda-2', name: 'Workshop', sequence: 4, meetingRoom: null, location: null };
    const { calendar, vevents } = parse(
      feedIcs({
        name: 'Berlin Tech Summit',
        timezone: 'Europe/Berlin',
        entries: [
          { agenda, event },
          { agenda: second, event },
        ],
        domain: 'demo-agenda',
      }),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Berlin Tech Summit');
    const parsed = vevents.map((v) => new ICAL.Event(v));
    expect(parsed.map((e) => e.uid)).toEqual(['agenda-1@demo-agenda', 'agenda-2@demo-agenda']);
    expect(parsed.map((e) => e.sequence)).toEqual([1, 4]);
    expect(vevents[0]?.getAllProperties('attendee')).toHaveLength(0);
  });

  it('is a valid empty calendar when there is nothing to show', () => {
    const { calendar, vevents } = parse(
      feedIcs({ name: 'My agenda', timezone: 'UTC', entries: [], domain: 'demo-agenda' }),
    );
    expect(vevents).toHaveLength(0);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('My agenda');
  });

  it("carries a display VALARM with the person's lead time on every entry, and none when it is off", () => {
    const feed = (alarmMinutes: number | null) =>
      parse(
        feedIcs({
          name: 'My agenda',
          timezone: 'UTC',
          entries: [{ agenda, event }],
          domain: 'demo-agenda',
          alarmMinutes,
        }),
      );
    const [alarm, ...more] = feed(30).vevents[0]?.getAllSubcomponents('valarm') ?? [];
    expect(more).toHaveLength(0);
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT30M');
    expect(alarm?.getFirstPropertyValue('description')).toContain('Keynote; opening, day 1');
    expect(feed(0).vevents[0]?.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(feed(null).vevents[0]?.getAllSubcomponents('valarm')).toHaveLength(0);
    // Invites belong to nobody's setting: no alarm.
    expect(parse(invite(agenda)).vevents[0]?.getAllSubcomponents('valarm')).toHaveLength(0);
  });
});
