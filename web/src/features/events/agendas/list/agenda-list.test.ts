import { describe, expect, it } from 'vitest';
import {
  agendaDays,
  clashesByAgenda,
  dayChipLabel,
  dayHeading,
  describeClash,
  agendaSearchIndex,
  groupByDay,
  searchAgendas,
} from './agenda-list';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import { viewerInZone } from '@/test/viewer-zone';

const at = (iso: string) => new Date(iso).getTime();

viewerInZone('Asia/Tokyo');

describe('days in the viewer zone', () => {
  // 23:30 UTC on 11 May is 08:30 on 12 May in Tokyo.
  const agendas = [
    liveAgenda({ id: 'a', name: 'Keynote', start: at('2026-05-11T23:30:00Z'), end: at('2026-05-12T00:30:00Z') }),
    liveAgenda({ id: 'b', name: 'Workshop', start: at('2026-05-12T05:00:00Z'), end: at('2026-05-12T07:00:00Z') }),
    liveAgenda({ id: 'c', name: 'Closing', start: at('2026-05-12T16:00:00Z'), end: at('2026-05-12T17:00:00Z') }),
  ];

  it('gives one day per calendar day that has agendas, in order', () => {
    expect(agendaDays(agendas)).toEqual(['2026-05-12', '2026-05-13']);
    expect(dayChipLabel('2026-05-12')).toBe('Tue 12 May');
    expect(dayHeading('2026-05-13')).toBe('Wed 13 May 2026');
  });

  it('filters by day and by any part of the name, in any case, from an index built once', () => {
    const index = agendaSearchIndex(agendas);
    const ids = (filter: Parameters<typeof searchAgendas>[1]) => searchAgendas(index, filter).map((a) => a.id);
    expect(ids({ search: '', day: '2026-05-12' })).toEqual(['a', 'b']);
    expect(ids({ search: '  SHOP ', day: null })).toEqual(['b']);
    expect(ids({ search: 'o', day: '2026-05-13' })).toEqual(['c']);
    expect(ids({ search: 'nothing like it', day: null })).toEqual([]);
    expect(ids({ search: ' ', day: null })).toEqual(['a', 'b', 'c']);
    // The same agenda objects, so that the memoized cards of those still shown are kept.
    expect(searchAgendas(index, { search: 'work', day: null })[0]).toBe(agendas[1]);
  });

  it('groups consecutive agendas by day', () => {
    expect(groupByDay(agendas).map((group) => [group.day, group.agendas.map((a) => a.id)])).toEqual([
      ['2026-05-12', ['a', 'b']],
      ['2026-05-13', ['c']],
    ]);
  });
});

describe('conflicts', () => {
  const agendas = [
    liveAgenda({
      id: 'long',
      name: 'All-day lab',
      start: at('2026-05-12T07:00:00Z'),
      end: at('2026-05-12T16:00:00Z'),
      location_id: 'lab',
    }),
    liveAgenda({
      id: 'a',
      name: 'Keynote',
      start: at('2026-05-12T08:00:00Z'),
      end: at('2026-05-12T09:00:00Z'),
      location_id: 'hall',
      speakers: ['ada'],
    }),
    liveAgenda({
      id: 'b',
      name: 'Panel',
      start: at('2026-05-12T08:30:00Z'),
      end: at('2026-05-12T09:30:00Z'),
      location_id: 'room',
      speakers: ['ada'],
    }),
    liveAgenda({
      id: 'c',
      name: 'Demo',
      start: at('2026-05-12T09:00:00Z'),
      end: at('2026-05-12T10:00:00Z'),
      location_id: 'hall',
    }),
    liveAgenda({
      id: 'd',
      name: 'Late lab',
      start: at('2026-05-12T15:00:00Z'),
      end: at('2026-05-12T17:00:00Z'),
      location_id: 'lab',
    }),
  ];

  it('finds the same speaker in overlapping sessions and a double-booked location, and nothing for back-to-back ones', () => {
    const clashes = clashesByAgenda(agendas);
    expect(clashes.get('a')).toEqual([{ kind: 'speaker', with: { id: 'b', name: 'Panel' }, speaker: 'ada' }]);
    expect(clashes.get('b')).toEqual([{ kind: 'speaker', with: { id: 'a', name: 'Keynote' }, speaker: 'ada' }]);
    // Keynote ends at 09:00 when Demo starts in the same hall: no clash.
    expect(clashes.has('c')).toBe(false);
    // A long session started long before still clashes with a later one in its room.
    expect(clashes.get('d')).toEqual([{ kind: 'location', with: { id: 'long', name: 'All-day lab' } }]);
    expect(clashes.get('long')).toEqual([{ kind: 'location', with: { id: 'd', name: 'Late lab' } }]);
  });

  it('says what clashes', () => {
    const names = (id: string) => (id === 'lab' ? 'Lab 1' : null);
    expect(describeClash({ kind: 'location', with: { id: 'long', name: 'All-day lab' } }, names, 'lab')).toBe(
      'Lab 1 is also booked for “All-day lab”',
    );
    expect(describeClash({ kind: 'speaker', with: { id: 'a', name: 'Keynote' }, speaker: 'ada' }, names, null)).toBe(
      'A speaker is also in “Keynote”',
    );
  });
});
