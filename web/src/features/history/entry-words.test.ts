import { describe, expect, it } from 'vitest';
import { entryWords, fieldLabel, restoredWords, valueText, type WordsEntry } from './entry-words';

const sofia = { uid: 'u1', name: 'Sofia Rossi' };
const context = {
  zone: 'Europe/Rome',
  locations: new Map([
    ['hall-a', 'Hall A'],
    ['hall-b', 'Hall B'],
  ]),
};
const entry = (overrides: Partial<WordsEntry>): WordsEntry => ({
  actor: sofia,
  entity: 'agenda',
  entity_label: 'Keynote',
  action: 'update',
  changes: [],
  ...overrides,
});

describe('entryWords', () => {
  it('words a session moved to another room and time on the event clock, zone named', () => {
    const moved = entry({
      changes: [
        { field: 'location_id', before: 'hall-a', after: 'hall-b' },
        { field: 'start_time', before: '2026-05-12T07:00:00.000Z', after: '2026-05-12T08:00:00.000Z' },
      ],
    });
    expect(entryWords(moved, context)).toBe("Sofia Rossi moved 'Keynote' from Hall A 09:00 to Hall B 10:00 CEST");
  });

  it('writes the day when a move changes it, and an unknown room as another location', () => {
    const moved = entry({
      changes: [
        { field: 'location_id', before: 'gone', after: 'hall-a' },
        { field: 'start_time', before: '2026-05-12T07:00:00Z', after: '2026-05-13T07:00:00Z' },
      ],
    });
    expect(entryWords(moved, context)).toBe(
      "Sofia Rossi moved 'Keynote' from another location Tue 12 May 2026 09:00 to Hall A Wed 13 May 2026 09:00 CEST",
    );
  });

  it('leaves rooms out where their names are not read (a country log)', () => {
    const changes = [
      { field: 'location_id', before: 'hall-a', after: 'hall-b' },
      { field: 'start_time', before: '2026-05-12T07:00:00Z', after: '2026-05-12T08:00:00Z' },
    ];
    expect(entryWords(entry({ changes }), { zone: 'UTC' })).toBe("Sofia Rossi moved 'Keynote' from 07:00 to 08:00 UTC");
    expect(entryWords(entry({ changes: changes.slice(0, 1) }), { zone: 'UTC' })).toBe(
      "Sofia Rossi moved 'Keynote' to another location",
    );
    expect(valueText('location_id', 'hall-a', { zone: 'UTC' })).toBe('Location hall-a');
  });

  it('words a rename', () => {
    const renamed = entry({ entity_label: 'B', changes: [{ field: 'name', before: 'A', after: 'B' }] });
    expect(entryWords(renamed, context)).toBe("Sofia Rossi renamed the session 'A' to 'B'");
  });

  it('words a deletion, a creation and other changes by their fields', () => {
    expect(entryWords(entry({ entity: 'location', entity_label: 'Hall A', action: 'delete' }), context)).toBe(
      "Sofia Rossi deleted the location 'Hall A'",
    );
    expect(entryWords(entry({ action: 'create' }), context)).toBe("Sofia Rossi created the session 'Keynote'");
    expect(
      entryWords(
        entry({
          changes: [
            { field: 'description', before: 'x', after: 'y' },
            { field: 'no_of_places', before: 10, after: 20 },
          ],
        }),
        context,
      ),
    ).toBe("Sofia Rossi changed description, places of the session 'Keynote'");
    expect(entryWords(entry({ action: 'join' }), context)).toBe("Sofia Rossi joined 'Keynote'");
  });
});

describe('valueText', () => {
  it('reads instants on the clock named, rooms by name, empty values as none', () => {
    expect(valueText('start_time', '2026-05-12T07:00:00Z', context)).toBe('Tue 12 May 2026, 09:00 CEST');
    expect(valueText('location_id', 'hall-b', context)).toBe('Hall B');
    expect(valueText('description', null, context)).toBe('(none)');
    expect(valueText('tags', [], context)).toBe('(none)');
    expect(valueText('speakers', [{ id: 'u1', name: 'Sofia Rossi' }], context)).toBe('Sofia Rossi');
    expect(valueText('mandatory', true, context)).toBe('Yes');
  });

  it("reads a deleted tag's sessions by name under the label Sessions", () => {
    const sessions = [
      { id: 'a1', name: 'Keynote' },
      { id: 'a2', name: 'Workshop' },
    ];
    expect(fieldLabel('sessions')).toBe('Sessions');
    expect(valueText('sessions', sessions, context)).toBe('Keynote, Workshop');
  });
});

describe('restoredWords', () => {
  it('says what came back, and names the files removed with it', () => {
    expect(restoredWords("the tag 'Cloud'")).toBe("Restored the tag 'Cloud'");
    expect(restoredWords("the detail 'Map'", ['map.png'])).toBe(
      "Restored the detail 'Map'. Its file had been removed with it and did not come back: map.png",
    );
    expect(restoredWords("the session 'Keynote'", ['a.pdf', 'b.png'])).toBe(
      "Restored the session 'Keynote'. 2 of its files had been removed with it and did not come back: a.pdf, b.png",
    );
  });
});
