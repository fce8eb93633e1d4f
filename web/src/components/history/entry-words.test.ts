import { describe, expect, it } from 'vitest';
import { entryWords, valueText, type WordsEntry } from './entry-words';

const rooms: Record<string, string> = { hallA: 'Hall A', hallB: 'Hall B' };
const context = { zone: 'Europe/Berlin', locationName: (id: string) => rooms[id] ?? null };
const sofia = { name: 'Sofia Rossi' };

const entry = (fields: Partial<WordsEntry>): WordsEntry => ({
  actor: sofia,
  entity: 'agenda',
  entity_label: 'Keynote',
  action: 'update',
  changes: [],
  ...fields,
});

describe('an entry in words (issue 34)', () => {
  it('says a move of a session with its rooms and times on the event clock, zone named', () => {
    const words = entryWords(
      entry({
        changes: [
          { field: 'location_id', before: 'hallA', after: 'hallB' },
          { field: 'start_time', before: '2026-05-12T07:00:00.000Z', after: '2026-05-12T08:00:00.000Z' },
        ],
      }),
      context,
    );
    expect(words).toBe(
      "Sofia Rossi moved 'Keynote' from Hall A, Tue 12 May 2026, 09:00 CEST to Hall B, Tue 12 May 2026, 10:00 CEST",
    );
  });

  it('says a move and a rename at once, and a rename alone', () => {
    expect(
      entryWords(
        entry({
          entity_label: 'Opening keynote',
          changes: [
            { field: 'name', before: 'Keynote', after: 'Opening keynote' },
            { field: 'location_id', before: 'hallA', after: 'hallB' },
          ],
        }),
        context,
      ),
    ).toBe("Sofia Rossi moved 'Opening keynote' from Hall A to Hall B, and renamed it from 'Keynote'");
    expect(
      entryWords(
        entry({ entity: 'location', changes: [{ field: 'name', before: 'Hall A', after: 'Main hall' }] }),
        context,
      ),
    ).toBe("Sofia Rossi renamed the location 'Hall A' to 'Main hall'");
  });

  it('says creations, deletions, restores, joins and other changes', () => {
    expect(entryWords(entry({ action: 'delete', entity: 'location', entity_label: 'Hall A' }), context)).toBe(
      "Sofia Rossi deleted the location 'Hall A'",
    );
    expect(entryWords(entry({ action: 'restore' }), context)).toBe("Sofia Rossi restored the session 'Keynote'");
    expect(entryWords(entry({ action: 'join', entity: 'waitlist' }), context)).toBe(
      "Sofia Rossi joined the waitlist of 'Keynote'",
    );
    expect(
      entryWords(
        entry({
          entity: 'event',
          entity_label: 'Berlin Tech Summit',
          changes: [
            { field: 'description', before: 'a', after: 'b' },
            { field: 'privacy', before: true, after: false },
            { field: 'max_participants', before: 1, after: 2 },
            { field: 'poster', before: null, after: 'p.png' },
          ],
        }),
        context,
      ),
    ).toBe("Sofia Rossi changed description, privacy, max participants and 1 more of the event 'Berlin Tech Summit'");
  });

  it('shows values readably: instants on the clock, people by name, empty and none', () => {
    expect(valueText('2026-05-12T07:00:00.000Z', 'Europe/Berlin')).toBe('Tue 12 May 2026, 09:00 CEST');
    expect(valueText([{ id: 'u1', name: 'Lukas Hoffmann' }], 'UTC')).toBe('Lukas Hoffmann');
    expect(valueText('', 'UTC')).toBe('(empty)');
    expect(valueText([], 'UTC')).toBe('(none)');
    expect(valueText(null, 'UTC')).toBe('—');
    expect(valueText(true, 'UTC')).toBe('Yes');
  });
});
