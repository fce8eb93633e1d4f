import { AGENDA_IMPORT_TEXTS, MESSAGES } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { issuesOfAnswer, previewImport, type ImportTarget } from './agenda-import';

const target: ImportTarget = {
  timezone: 'America/New_York',
  start: new Date('2026-05-12T04:00:00Z'),
  end: new Date('2026-05-14T04:00:00Z'),
  locations: [{ id: 'loc-1', key: 'HALL' }],
  agendas: [{ id: 'a-1', name: 'Keynote', start: Date.parse('2026-05-12T13:00:00Z'), participant_count: 3 }],
};

describe('previewImport', () => {
  it('plans updates of known keys and sessions, and names the places below the participants', () => {
    const preview = previewImport(
      {
        locations: [{ row: 2, key: 'HALL', name: 'Hall', lat: 1, long: 2 }],
        sessions: [
          {
            row: 2,
            name: 'Keynote',
            start: '2026-05-12 09:00',
            end: '2026-05-12 10:00',
            location: 'HALL',
            numberOfPlaces: 2,
            description: 'x',
          },
          { row: 3, name: 'Late', start: '2026-05-12 23:30', end: '2026-05-13 00:30', description: 'y' },
        ],
      },
      target,
    );
    expect(preview.plan.counts).toEqual({
      locations: { created: 0, updated: 1 },
      sessions: { created: 1, updated: 1 },
    });
    expect(preview.plan.sessions[1]?.item.start.toISOString()).toBe('2026-05-13T03:30:00.000Z');
    expect(preview.issues).toEqual([
      {
        sheet: 'Sessions',
        row: 2,
        column: 'F (numberOfPlaces)',
        message: 'The agenda already has 3 participants: its places cannot be fewer (2)',
      },
    ]);
  });

  it('turns schema refusals into row issues, and refuses an import too large to send', () => {
    const long = previewImport({ locations: [], sessions: [{ row: 7, name: 'x'.repeat(10_001) }] }, target);
    expect(long.rows).toBeNull();
    expect(long.issues).toEqual([
      { sheet: 'Sessions', row: 7, column: 'A (name)', message: 'At most 10000 characters' },
    ]);
    const description = 'd'.repeat(9_000);
    const big = previewImport(
      {
        locations: [],
        sessions: Array.from({ length: 460 }, (_, i) => ({
          row: i + 2,
          name: `S${i}`,
          start: '2026-05-12 09:00',
          end: '2026-05-12 10:00',
          description,
        })),
      },
      target,
    );
    expect(big.issues[0]?.message).toBe(AGENDA_IMPORT_TEXTS.bodyTooLarge);
  });

  it('reads the issues of a 400 answer', () => {
    expect(
      issuesOfAnswer({
        issues: [{ sheet: 'Sessions', row: 4, column: 'B (start)', message: MESSAGES.agendaBeforeEvent }],
      }),
    ).toHaveLength(1);
    expect(issuesOfAnswer({ nothing: true })).toBeNull();
  });
});
