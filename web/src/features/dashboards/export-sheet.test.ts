import { describe, expect, it } from 'vitest';
import { participantRows, programmeRows, sheetFileName } from './export-sheet';

describe('spreadsheet rows', () => {
  it("lists the programme soonest first, times on the event's clock and named, rooms by name", () => {
    const session = { participant_count: 0, waitlist_count: 0, location_id: null, no_of_places: 0 };
    const rows = programmeRows(
      [
        {
          ...session,
          id: 'b',
          name: 'Workshop',
          start: Date.parse('2026-06-02T08:00:00Z'),
          end: Date.parse('2026-06-02T09:00:00Z'),
          location_id: 'hall',
          no_of_places: 2,
          participant_count: 2,
          waitlist_count: 1,
        },
        {
          ...session,
          id: 'a',
          name: 'Keynote',
          start: Date.parse('2026-06-02T07:00:00Z'),
          end: Date.parse('2026-06-02T08:00:00Z'),
        },
      ],
      new Map([['hall', 'Hall A']]),
      'Europe/Berlin',
    );
    expect(rows).toEqual([
      ['Session', 'Starts', 'Ends', 'Room', 'Places', 'Seated', 'Waiting'],
      ['Keynote', 'Tue 2 Jun 2026, 09:00 CEST', 'Tue 2 Jun 2026, 10:00 CEST', 'No room', 'Unlimited', 0, 0],
      ['Workshop', 'Tue 2 Jun 2026, 10:00 CEST', 'Tue 2 Jun 2026, 11:00 CEST', 'Hall A', 2, 2, 1],
    ]);
  });

  it('lists the participants by name, with an empty address where the viewer may not see it', () => {
    expect(
      participantRows([
        { id: '2', name: 'Sofia Rossi', email: 'sofia.rossi@corp.example' },
        { id: '1', name: 'Emma Dubois', email: null },
      ]),
    ).toEqual([
      ['Name', 'Email'],
      ['Emma Dubois', ''],
      ['Sofia Rossi', 'sofia.rossi@corp.example'],
    ]);
  });

  it('names the file after the event and what it holds', () => {
    expect(sheetFileName('Berlin Tech Summit 2026!', 'programme')).toBe('berlin-tech-summit-2026-programme.xlsx');
    expect(sheetFileName('…', 'participants')).toBe('event-participants.xlsx');
  });
});
