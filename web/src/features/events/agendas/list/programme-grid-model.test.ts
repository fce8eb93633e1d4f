import { describe, expect, it } from 'vitest';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import { hasParallelRooms, NO_ROOM, programmeGrid } from './programme-grid-model';

const at = (iso: string) => new Date(iso).getTime();
const rooms = [
  { id: 'hall', name: 'Main Hall' },
  { id: 'spree', name: 'Room Spree' },
  { id: 'empty', name: 'Empty room' },
];

describe('the programme by room', () => {
  // Berlin is UTC+2 in May: 07:15Z is 09:15 there.
  const agendas = [
    liveAgenda({
      id: 'k',
      name: 'Keynote',
      start: at('2026-05-12T07:15:00Z'),
      end: at('2026-05-12T08:00:00Z'),
      location_id: 'hall',
    }),
    liveAgenda({
      id: 's1',
      name: 'Stream A',
      start: at('2026-05-12T08:00:00Z'),
      end: at('2026-05-12T09:00:00Z'),
      location_id: 'spree',
    }),
    liveAgenda({
      id: 's2',
      name: 'Stream B',
      start: at('2026-05-12T08:30:00Z'),
      end: at('2026-05-12T09:30:00Z'),
      location_id: 'spree',
    }),
    liveAgenda({
      id: 's3',
      name: 'Stream C',
      start: at('2026-05-12T09:30:00Z'),
      end: at('2026-05-12T10:10:00Z'),
      location_id: 'spree',
    }),
    liveAgenda({
      id: 'n',
      name: 'Lunch',
      start: at('2026-05-12T10:00:00Z'),
      end: at('2026-05-12T11:00:00Z'),
      location_id: null,
    }),
    liveAgenda({
      id: 'next-day',
      name: 'Tomorrow',
      start: at('2026-05-13T07:00:00Z'),
      end: at('2026-05-13T08:00:00Z'),
      location_id: 'hall',
    }),
  ];

  it('draws one column per room with sessions that day, in the rooms’ order, and a last one without a room', () => {
    const grid = programmeGrid(agendas, rooms, '2026-05-12', 'Europe/Berlin');
    expect(grid.rooms.map((room) => [room.id, room.name, room.sessions.map((session) => session.agenda.id)])).toEqual([
      ['hall', 'Main Hall', ['k']],
      ['spree', 'Room Spree', ['s1', 's2', 's3']],
      [NO_ROOM, 'No room', ['n']],
    ]);
  });

  it('runs from the whole hour before the first start to the one after the last end, on the zone’s clock', () => {
    const grid = programmeGrid(agendas, rooms, '2026-05-12', 'Europe/Berlin');
    expect(grid.from).toBe(at('2026-05-12T07:00:00Z'));
    expect(grid.minutes).toBe(4 * 60);
    const keynote = grid.rooms[0]?.sessions[0];
    expect([keynote?.top, keynote?.bottom]).toEqual([15, 60]);
    // India is UTC+5:30: its whole hours fall on the half hour of UTC.
    expect(programmeGrid(agendas, rooms, '2026-05-12', 'Asia/Kolkata').from).toBe(at('2026-05-12T06:30:00Z'));
  });

  it('puts overlapping sessions of one room side by side, and a later one back in the first lane', () => {
    const spree = programmeGrid(agendas, rooms, '2026-05-12', 'Europe/Berlin').rooms[1];
    expect(spree?.sessions.map((session) => [session.agenda.id, session.lane, session.lanes])).toEqual([
      ['s1', 0, 2],
      ['s2', 1, 2],
      ['s3', 0, 1],
    ]);
  });

  it('is empty on a day without sessions', () => {
    expect(programmeGrid(agendas, rooms, '2026-05-20', 'Europe/Berlin').rooms).toEqual([]);
  });

  it('tells when different rooms run at the same time', () => {
    expect(hasParallelRooms(agendas)).toBe(true);
    expect(hasParallelRooms(agendas.filter((agenda) => agenda.location_id === 'spree'))).toBe(false);
    expect(hasParallelRooms([agendas[0], agendas[1]].filter((agenda) => agenda !== undefined))).toBe(false);
  });
});
