import { describe, expect, it } from 'vitest';
import {
  dayHeading,
  eventHasPassed,
  filterEventsByName,
  groupByStartDay,
  matchesListFilters,
  mergeById,
  readListFilters,
  sortEvents,
  writeListFilters,
} from './event-filters';

const event = (id: string, name: string, start: string, end: string) => ({
  id,
  name,
  start: new Date(start),
  end: new Date(end),
});
const munich = event('m', 'Munich Sales Kick-off', '2026-01-10T08:00:00Z', '2026-01-11T19:00:00Z');
const berlin = event('b', 'Berlin Tech Summit', '2026-03-01T08:00:00Z', '2026-03-03T19:00:00Z');

describe('event list filter', () => {
  it('matches any part of the name, case-insensitive, from one character', () => {
    expect(filterEventsByName([munich, berlin], 's').map((e) => e.id)).toEqual(['m', 'b']);
    expect(filterEventsByName([munich, berlin], 'tech').map((e) => e.id)).toEqual(['b']);
    expect(filterEventsByName([munich, berlin], 'SALES KICK').map((e) => e.id)).toEqual(['m']);
    expect(filterEventsByName([munich, berlin], 'xyz')).toEqual([]);
  });

  it('keeps every event for an empty search', () => {
    expect(filterEventsByName([munich, berlin], '   ')).toHaveLength(2);
  });
});

describe('passed state', () => {
  it('is passed once the end is before now', () => {
    const now = new Date('2026-02-01T00:00:00Z');
    expect(eventHasPassed(munich, now)).toBe(true);
    expect(eventHasPassed(berlin, now)).toBe(false);
    expect(eventHasPassed(munich, new Date('2026-01-11T19:00:00Z'))).toBe(false);
  });
});

describe('ordering and merging', () => {
  it('puts coming events first, soonest first, then passed events, latest first', () => {
    const paris = event('p', 'Paris Innovation Days', '2026-06-01T08:00:00Z', '2026-06-02T19:00:00Z');
    const lyon = event('l', 'Lyon Offsite', '2025-11-01T08:00:00Z', '2025-11-02T19:00:00Z');
    const twin = event('t', 'Another Summit', '2026-03-01T08:00:00Z', '2026-03-03T19:00:00Z');
    const now = new Date('2026-02-01T00:00:00Z');
    expect(sortEvents([lyon, paris, munich, berlin, twin], now).map((e) => e.id)).toEqual(['t', 'b', 'p', 'm', 'l']);
    // Once everything has passed, the latest comes first.
    expect(sortEvents([munich, berlin], new Date('2027-01-01T00:00:00Z')).map((e) => e.id)).toEqual(['b', 'm']);
  });

  it('merges several queries without duplicates', () => {
    expect(mergeById([munich], [munich, berlin]).map((e) => e.id)).toEqual(['m', 'b']);
  });
});

describe('list filters in the address', () => {
  it('reads view, when and the date range, and falls back on anything unknown', () => {
    expect(readListFilters(new URLSearchParams('t=de&view=list&when=passed&from=2026-01-01&to=2026-02-01'))).toEqual({
      view: 'list',
      when: 'passed',
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(readListFilters(new URLSearchParams('view=table&when=soon&from=yesterday&to=2026-13-45'))).toEqual({
      view: 'cards',
      when: 'all',
      from: null,
      to: null,
    });
  });

  it('writes only what differs from the default and keeps the other parameters', () => {
    const params = writeListFilters(new URLSearchParams('t=de'), { view: 'list', when: 'running' });
    expect(params.toString()).toBe('t=de&view=list&when=running');
    expect(writeListFilters(params, { view: 'cards', when: 'all' }).toString()).toBe('t=de');
  });
});

describe('list filters on events', () => {
  const now = new Date('2026-03-02T12:00:00Z');
  const draft = { ...event('d', 'Draft', '2026-05-01T08:00:00Z', '2026-05-01T18:00:00Z'), privacy: true };
  const all = [{ ...munich, privacy: false }, { ...berlin, privacy: false }, draft];
  const ids = (filters: Parameters<typeof matchesListFilters>[1]) =>
    all.filter((e) => matchesListFilters(e, filters, now)).map((e) => e.id);

  it('tells upcoming, running, passed and drafts apart', () => {
    expect(ids({ when: 'all', from: null, to: null })).toEqual(['m', 'b', 'd']);
    expect(ids({ when: 'upcoming', from: null, to: null })).toEqual(['d']);
    expect(ids({ when: 'running', from: null, to: null })).toEqual(['b']);
    expect(ids({ when: 'passed', from: null, to: null })).toEqual(['m']);
    expect(ids({ when: 'drafts', from: null, to: null })).toEqual(['d']);
  });

  it('keeps the events starting within the range, both days included', () => {
    expect(ids({ when: 'all', from: '2026-03-01', to: null })).toEqual(['b', 'd']);
    expect(ids({ when: 'all', from: null, to: '2026-03-01' })).toEqual(['m', 'b']);
    expect(ids({ when: 'all', from: '2026-02-01', to: '2026-04-30' })).toEqual(['b']);
  });
});

describe('the list view', () => {
  it('groups consecutive events by the day they start on in their own zone', () => {
    const late = {
      id: 'l',
      name: 'Late',
      start: new Date('2026-03-01T23:30:00Z'),
      end: new Date('2026-03-02T01:00:00Z'),
      timezone: 'Europe/Berlin',
    };
    const early = {
      id: 'e',
      name: 'Early',
      start: new Date('2026-03-02T07:00:00Z'),
      end: new Date('2026-03-02T09:00:00Z'),
      timezone: 'Europe/Berlin',
    };
    const ny = {
      id: 'n',
      name: 'NY',
      start: new Date('2026-03-02T03:00:00Z'),
      end: new Date('2026-03-02T04:00:00Z'),
      timezone: 'America/New_York',
    };
    const groups = groupByStartDay([late, early, ny]);
    expect(groups.map((group) => [group.day, group.events.map((e) => e.id)])).toEqual([
      ['2026-03-02', ['l', 'e']],
      ['2026-03-01', ['n']],
    ]);
    expect(dayHeading('2026-03-02')).toBe('Mon 2 Mar 2026');
  });
});
