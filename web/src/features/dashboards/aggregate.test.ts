import { describe, expect, it } from 'vitest';
import {
  freePlaces,
  busiest,
  joinedOverTime,
  NO_ROOM,
  notificationDeliveries,
  occupancyPerSession,
  sessionsByRoomAndDay,
  type OccupancySource,
} from './aggregate';

const utc = (iso: string) => Date.parse(iso);

describe('joinedOverTime', () => {
  it("groups by day on the event's calendar, oldest first, with the running total", () => {
    const added = [
      utc('2026-05-12T08:00:00Z'),
      utc('2026-05-10T10:00:00Z'),
      // 23:30 UTC on the 10th is already the 11th in Berlin (CEST, UTC+2).
      utc('2026-05-10T23:30:00Z'),
      utc('2026-05-12T09:00:00Z'),
    ];
    expect(joinedOverTime(added, 'Europe/Berlin')).toEqual([
      { day: '2026-05-10', joined: 1, total: 1 },
      { day: '2026-05-11', joined: 1, total: 2 },
      { day: '2026-05-12', joined: 2, total: 4 },
    ]);
    expect(joinedOverTime(added, 'UTC').map((day) => day.day)).toEqual(['2026-05-10', '2026-05-12']);
  });

  it('is empty when nobody joined', () => {
    expect(joinedOverTime([], 'Europe/Berlin')).toEqual([]);
  });
});

const agenda = (id: string, start: string, places: number, seated: number, waiting: number): OccupancySource => ({
  id,
  name: `Session ${id}`,
  start: utc(start),
  no_of_places: places,
  participant_count: seated,
  waitlist_count: waiting,
});

describe('occupancyPerSession', () => {
  it('counts places, seated and waiting per session in programme order; 0 places is unlimited', () => {
    const rows = occupancyPerSession([
      agenda('b', '2026-05-12T10:00:00Z', 2, 2, 3),
      agenda('a', '2026-05-12T09:00:00Z', 0, 5, 0),
    ]);
    expect(rows).toEqual([
      { id: 'a', name: 'Session a', start: utc('2026-05-12T09:00:00Z'), places: null, seated: 5, waiting: 0 },
      { id: 'b', name: 'Session b', start: utc('2026-05-12T10:00:00Z'), places: 2, seated: 2, waiting: 3 },
    ]);
  });

  it('keeps the fullest sessions for the chart, still in programme order', () => {
    const rows = occupancyPerSession([
      agenda('a', '2026-05-12T09:00:00Z', 0, 1, 0),
      agenda('b', '2026-05-12T10:00:00Z', 0, 9, 0),
      agenda('c', '2026-05-12T11:00:00Z', 3, 3, 4),
    ]);
    expect(busiest(rows, 2).map((row) => row.id)).toEqual(['b', 'c']);
    expect(busiest(rows, 5)).toHaveLength(3);
  });
});

describe('sessionsByRoomAndDay', () => {
  it("counts sessions per room and day on the event's calendar, sessions without a room last", () => {
    const rooms = new Map([
      ['hall-b', 'Hall B'],
      ['hall-a', 'Hall A'],
    ]);
    const result = sessionsByRoomAndDay(
      [
        { start: utc('2026-05-12T07:00:00Z'), location_id: 'hall-b' },
        { start: utc('2026-05-12T08:00:00Z'), location_id: 'hall-b' },
        { start: utc('2026-05-12T09:00:00Z'), location_id: null },
        // 22:30 UTC on the 12th is the 13th in Berlin; a deleted room counts as none.
        { start: utc('2026-05-12T22:30:00Z'), location_id: 'hall-a' },
        { start: utc('2026-05-13T09:00:00Z'), location_id: 'gone' },
      ],
      rooms,
      'Europe/Berlin',
    );
    expect(result.days).toEqual(['2026-05-12', '2026-05-13']);
    expect(result.rooms).toEqual(['Hall A', 'Hall B', NO_ROOM]);
    expect(result.counts).toEqual({ 'Hall A': [0, 1], 'Hall B': [2, 0], [NO_ROOM]: [1, 1] });
    expect(result.rows).toEqual([
      { day: '2026-05-12', room: 'Hall B', sessions: 2 },
      { day: '2026-05-12', room: NO_ROOM, sessions: 1 },
      { day: '2026-05-13', room: 'Hall A', sessions: 1 },
      { day: '2026-05-13', room: NO_ROOM, sessions: 1 },
    ]);
  });
});

describe('notificationDeliveries', () => {
  it('lists the sent notifications oldest first with their figures and reads, and counts the others as pending', () => {
    const base = {
      message: 'Hello',
      start: utc('2026-05-01T09:00:00Z'),
      recipients: null,
      delivered: null,
      failed: null,
      read: 0,
    };
    const result = notificationDeliveries([
      {
        ...base,
        id: 'later',
        status: 'sent',
        sent_at: utc('2026-05-03T09:00:00Z'),
        recipients: 5,
        delivered: 4,
        failed: 1,
        read: 3,
      },
      { ...base, id: 'first', status: 'failed', sent_at: null, recipients: 2, delivered: 0, failed: 2 },
      { ...base, id: 'waiting', status: 'scheduled', sent_at: null },
      { ...base, id: 'running', status: 'sending', sent_at: null },
    ]);
    expect(result.pending).toBe(2);
    expect(result.sent).toEqual([
      {
        id: 'first',
        message: 'Hello',
        sentAt: utc('2026-05-01T09:00:00Z'),
        recipients: 2,
        delivered: 0,
        failed: 2,
        read: 0,
      },
      {
        id: 'later',
        message: 'Hello',
        sentAt: utc('2026-05-03T09:00:00Z'),
        recipients: 5,
        delivered: 4,
        failed: 1,
        read: 3,
      },
    ]);
  });
});

describe('freePlaces', () => {
  it('is the places not taken: none when unlimited or full (a full session may seat more than it has)', () => {
    expect(freePlaces({ places: 300, seated: 2 })).toBe(298);
    expect(freePlaces({ places: 2, seated: 2 })).toBe(0);
    expect(freePlaces({ places: 2, seated: 3 })).toBe(0);
    expect(freePlaces({ places: null, seated: 40 })).toBe(0);
  });
});
