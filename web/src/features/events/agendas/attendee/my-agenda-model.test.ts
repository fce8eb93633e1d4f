import { describe, expect, it } from 'vitest';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import {
  clashText,
  dayHeadingOf,
  zoneDayKey,
  eventRunning,
  groupByZoneDay,
  myAgendaItems,
  nowAndNext,
  personalClashes,
  todayFirst,
  todayIfScheduled,
} from './my-agenda-model';

const at = (iso: string) => new Date(iso).getTime();

describe('days on the event clock', () => {
  it('groups by the event zone, not the browser one', () => {
    // 23:30 UTC on 11 May is 08:30 on 12 May in Tokyo, and still 11 May in New York.
    const late = liveAgenda({
      id: 'a',
      name: 'Late',
      start: at('2026-05-11T23:30:00Z'),
      end: at('2026-05-12T00:30:00Z'),
    });
    const morning = liveAgenda({
      id: 'b',
      name: 'Morning',
      start: at('2026-05-12T01:00:00Z'),
      end: at('2026-05-12T02:00:00Z'),
    });
    const items = [late, morning].map((agenda) => ({ agenda }));
    expect(
      groupByZoneDay(items, 'Asia/Tokyo').map((group) => [group.day, group.items.map((item) => item.agenda.id)]),
    ).toEqual([['2026-05-12', ['a', 'b']]]);
    expect(
      groupByZoneDay(items, 'America/New_York').map((group) => [group.day, group.items.map((item) => item.agenda.id)]),
    ).toEqual([['2026-05-11', ['a', 'b']]]);
    expect(groupByZoneDay(items, 'UTC').map((group) => group.day)).toEqual(['2026-05-11', '2026-05-12']);
    expect(zoneDayKey(late.start, 'Asia/Tokyo')).toBe('2026-05-12');
    expect(dayHeadingOf('2026-05-12')).toBe('Tue 12 May 2026');
  });
});

describe('clashes between my sessions', () => {
  const a = liveAgenda({
    id: 'a',
    name: 'Keynote',
    start: at('2026-05-12T09:00:00Z'),
    end: at('2026-05-12T10:00:00Z'),
  });
  const b = liveAgenda({
    id: 'b',
    name: 'Workshop',
    start: at('2026-05-12T09:30:00Z'),
    end: at('2026-05-12T11:00:00Z'),
  });
  const c = liveAgenda({ id: 'c', name: 'Lunch', start: at('2026-05-12T11:00:00Z'), end: at('2026-05-12T12:00:00Z') });
  const d = liveAgenda({ id: 'd', name: 'Panel', start: at('2026-05-12T08:00:00Z'), end: at('2026-05-12T13:00:00Z') });

  it('marks overlapping sessions both ways; touching ones do not clash', () => {
    const clashes = personalClashes([a, b, c]);
    expect(clashes.get('a')).toEqual([{ id: 'b', name: 'Workshop' }]);
    expect(clashes.get('b')).toEqual([{ id: 'a', name: 'Keynote' }]);
    expect(clashes.has('c')).toBe(false);
  });

  it('finds a long session overlapping several', () => {
    const clashes = personalClashes([a, b, c, d]);
    expect(
      clashes
        .get('d')
        ?.map((other) => other.id)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
    expect(clashes.get('c')).toEqual([{ id: 'd', name: 'Panel' }]);
  });

  it('says which sessions in words', () => {
    expect(clashText([{ name: 'Workshop' }])).toBe('Overlaps “Workshop”');
    expect(clashText([{ name: 'A' }, { name: 'B' }])).toBe('Overlaps “A” and “B”');
    expect(clashText([{ name: 'A' }, { name: 'B' }, { name: 'C' }])).toBe('Overlaps “A”, “B” and 1 more');
  });
});

describe('now and next', () => {
  const a = liveAgenda({
    id: 'a',
    name: 'Keynote',
    start: at('2026-05-12T09:00:00Z'),
    end: at('2026-05-12T10:00:00Z'),
  });
  const b = liveAgenda({ id: 'b', name: 'Room 1', start: at('2026-05-12T10:30:00Z'), end: at('2026-05-12T11:00:00Z') });
  const c = liveAgenda({ id: 'c', name: 'Room 2', start: at('2026-05-12T10:30:00Z'), end: at('2026-05-12T11:30:00Z') });
  const e = liveAgenda({ id: 'e', name: 'Later', start: at('2026-05-12T14:00:00Z'), end: at('2026-05-12T15:00:00Z') });

  it('gives the running sessions and every session of the next start', () => {
    const result = nowAndNext([a, b, c, e], at('2026-05-12T09:15:00Z'));
    expect(result.now.map((agenda) => agenda.id)).toEqual(['a']);
    expect(result.next.map((agenda) => agenda.id)).toEqual(['b', 'c']);
  });

  it('counts a session from its start and not at its end', () => {
    expect(nowAndNext([a, b], a.start).now.map((agenda) => agenda.id)).toEqual(['a']);
    expect(nowAndNext([a, b], a.end).now).toEqual([]);
    expect(nowAndNext([a, b], a.end).next.map((agenda) => agenda.id)).toEqual(['b']);
  });

  it('has nothing next after the last one', () => {
    expect(nowAndNext([a, e], at('2026-05-12T16:00:00Z'))).toEqual({ now: [], next: [] });
  });

  it('knows when the event runs and which day is today', () => {
    const event = { start: new Date('2026-05-11T07:00:00Z'), end: new Date('2026-05-13T17:00:00Z') };
    expect(eventRunning(event, at('2026-05-12T12:00:00Z'))).toBe(true);
    expect(eventRunning(event, at('2026-05-13T17:00:00Z'))).toBe(false);
    expect(eventRunning(event, at('2026-05-10T12:00:00Z'))).toBe(false);
    const inTokyo = (instant: number) => zoneDayKey(instant, 'Asia/Tokyo');
    expect(todayIfScheduled(['2026-05-12', '2026-05-13'], at('2026-05-12T20:00:00Z'), inTokyo)).toBe('2026-05-13');
    expect(todayIfScheduled(['2026-05-12'], at('2026-05-12T20:00:00Z'), inTokyo)).toBeNull();
  });
});

describe('my sessions and my stars', () => {
  const uid = 'me';
  const seated = liveAgenda({
    id: 's',
    name: 'Seated',
    start: at('2026-05-12T09:00:00Z'),
    end: at('2026-05-12T10:00:00Z'),
    participant_count: 1,
  });
  // The viewer's own schedule, as the API keeps it from the rosters.
  const mine = new Map([
    ['s', { participant: true, mparticipant: false, waiting: null }],
    ['w', { participant: false, mparticipant: false, waiting: 2 }],
  ]);
  const mandatory = liveAgenda({
    id: 'm',
    name: 'Mandatory',
    start: at('2026-05-12T08:00:00Z'),
    end: at('2026-05-12T08:30:00Z'),
    mandatory: true,
  });
  const starred = liveAgenda({
    id: 'x',
    name: 'Starred',
    start: at('2026-05-12T11:00:00Z'),
    end: at('2026-05-12T12:00:00Z'),
  });
  const other = liveAgenda({
    id: 'o',
    name: 'Other',
    start: at('2026-05-12T13:00:00Z'),
    end: at('2026-05-12T14:00:00Z'),
  });

  it('keeps seated, mandatory and starred sessions, soonest first, starred ones marked', () => {
    const items = myAgendaItems(uid, true, [starred, other, seated, mandatory], new Set(['x', 's', 'gone']), mine);
    expect(items.map((item) => [item.agenda.id, item.roles, item.starred])).toEqual([
      ['m', ['mandatory'], false],
      ['s', ['participant'], true],
      ['x', [], true],
    ]);
  });

  it('keeps the sessions the viewer waits for a place in, marked as waiting (issue 29)', () => {
    const full = liveAgenda({
      id: 'w',
      name: 'Full',
      start: at('2026-05-12T15:00:00Z'),
      end: at('2026-05-12T16:00:00Z'),
      no_of_places: 1,
      participant_count: 1,
      waitlist_count: 2,
    });
    const items = myAgendaItems(uid, true, [full, other, seated], new Set(), mine);
    expect(items.map((item) => [item.agenda.id, item.roles, item.waiting])).toEqual([
      ['s', ['participant'], false],
      ['w', [], true],
    ]);
  });

  it('has nothing for a signed-out viewer without stars', () => {
    expect(myAgendaItems(null, false, [seated], new Set(), new Map())).toEqual([]);
  });
});

describe('today first (docs/features.md, "The attendee\'s screens")', () => {
  const days = ['2026-05-11', '2026-05-12', '2026-05-13', '2026-05-14'].map((day) => ({ day }));

  it('puts today first, the days to come after it, and the passed days apart', () => {
    expect(todayFirst(days, '2026-05-13')).toEqual({
      today: { day: '2026-05-13' },
      later: [{ day: '2026-05-14' }],
      earlier: [{ day: '2026-05-11' }, { day: '2026-05-12' }],
    });
  });

  it('has no today when nothing of the person is on today, and keeps the other days where they belong', () => {
    expect(todayFirst([{ day: '2026-05-11' }, { day: '2026-05-14' }], '2026-05-12')).toEqual({
      today: null,
      later: [{ day: '2026-05-14' }],
      earlier: [{ day: '2026-05-11' }],
    });
  });

  it('folds nothing before the event and everything once it is over', () => {
    expect(todayFirst(days, '2026-05-01')).toEqual({ today: null, later: days, earlier: [] });
    expect(todayFirst(days, '2026-06-01')).toEqual({ today: null, later: [], earlier: days });
  });

  it('reads today on the event clock: late evening in New York is already tomorrow in Tokyo', () => {
    const now = at('2026-05-12T23:30:00Z');
    expect(todayFirst(days, zoneDayKey(now, 'Asia/Tokyo')).today).toEqual({ day: '2026-05-13' });
    expect(todayFirst(days, zoneDayKey(now, 'America/New_York')).today).toEqual({ day: '2026-05-12' });
  });
});
