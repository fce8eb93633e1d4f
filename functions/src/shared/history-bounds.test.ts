import { describe, expect, it } from 'vitest';
import {
  HISTORY_ENTRY_MAX_BYTES,
  HISTORY_PEOPLE_SAMPLE,
  HISTORY_TEXT_SAMPLE,
  type HistoryRecord,
} from '@agenda/contract';
import { boundedEntry } from './history-bounds';

const entry: HistoryRecord = {
  tenant_id: 'de',
  event_id: 'e1',
  entity: 'event',
  entity_id: 'e1',
  entity_label: 'Summit',
  action: 'update',
  changes: [{ field: 'description', before: 'Old', after: 'New' }],
  restorable: true,
};

/** Well under Firestore's 1 MiB document limit: the bound, with the rest of the entry beside it. */
const storedBytes = (record: HistoryRecord) => Buffer.byteLength(JSON.stringify(record), 'utf8');
const people = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `u${i}`, name: `Person ${i}` }));

describe('boundedEntry', () => {
  it('keeps an ordinary entry whole and restorable', () => {
    expect(boundedEntry(entry)).toEqual(entry);
  });

  it('cuts texts of a change too large to record, and the entry is truncated, not restorable', () => {
    const huge = 'x'.repeat(3 * 1024 * 1024);
    const bounded = boundedEntry({ ...entry, changes: [{ field: 'description', before: huge, after: `${huge}y` }] });
    expect(bounded).toMatchObject({ restorable: false, truncated: true });
    expect(bounded.changes[0]!.before).toBe(`${'x'.repeat(HISTORY_TEXT_SAMPLE)}…`);
    expect(storedBytes(bounded)).toBeLessThan(HISTORY_ENTRY_MAX_BYTES + 4096);
  });

  it('keeps the first people of a list of thousands, and how many it held', () => {
    const bounded = boundedEntry({ ...entry, changes: [{ field: 'waitlist', before: people(30_000), after: [] }] });
    expect(bounded.truncated).toBe(true);
    expect(bounded.changes[0]).toEqual({
      field: 'waitlist',
      before: people(HISTORY_PEOPLE_SAMPLE),
      after: [],
      count: 30_000,
    });
  });

  it('keeps only the names of the first changed fields when even their samples are too large', () => {
    const long = 'y'.repeat(HISTORY_TEXT_SAMPLE);
    const wide = Object.fromEntries(Array.from({ length: HISTORY_PEOPLE_SAMPLE }, (_, i) => [`k${i}`, long]));
    const changes = Array.from({ length: 300 }, (_, i) => ({ field: `f${i}`, before: wide, after: null }));
    const bounded = boundedEntry({ ...entry, entity_label: 'z'.repeat(100_000), changes });
    expect(bounded.changes).toHaveLength(HISTORY_PEOPLE_SAMPLE);
    expect(bounded.changes[0]).toEqual({ field: 'f0', before: null, after: null });
    expect(bounded.entity_label).toHaveLength(HISTORY_TEXT_SAMPLE + 1);
    expect(storedBytes(bounded)).toBeLessThan(HISTORY_ENTRY_MAX_BYTES);
  });

  it('marks an entry whose people lists were sampled (a change with its count) truncated', () => {
    const sampled = { field: 'participants.added', before: null, after: people(HISTORY_PEOPLE_SAMPLE), count: 10_000 };
    expect(boundedEntry({ ...entry, entity: 'participants', changes: [sampled] })).toMatchObject({
      restorable: false,
      truncated: true,
      changes: [sampled],
    });
  });
});
