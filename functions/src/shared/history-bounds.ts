/**
 * An entry's size bound: Firestore refuses a document over 1 MiB, and the entry is written in the same
 * transaction as its change, so an entry too large would fail the save itself. Whatever the record
 * holds, an entry's values stay within HISTORY_ENTRY_MAX_BYTES: past it, long texts are cut and long
 * lists keep their first HISTORY_PEOPLE_SAMPLE items (with the list's `count`), and failing that only
 * the names of the changed fields are kept. Such an entry is `truncated`, and never restorable: it no
 * longer holds what was there before.
 */
import {
  HISTORY_ENTRY_MAX_BYTES,
  HISTORY_PEOPLE_SAMPLE,
  HISTORY_TEXT_SAMPLE,
  type HistoryChange,
  type HistoryRecord,
  type HistoryValue,
} from '@agenda/contract';

const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8');

const cutText = (text: string): string =>
  text.length > HISTORY_TEXT_SAMPLE ? `${text.slice(0, HISTORY_TEXT_SAMPLE)}…` : text;

/** A value with its texts cut, its lists and maps at their first HISTORY_PEOPLE_SAMPLE items. */
function sampled(value: HistoryValue): HistoryValue {
  if (typeof value === 'string') return cutText(value);
  if (Array.isArray(value)) return value.slice(0, HISTORY_PEOPLE_SAMPLE).map(sampled);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, HISTORY_PEOPLE_SAMPLE)
        .map(([key, field]) => [key, sampled(field)]),
    );
  return value;
}

/** The length of a list value cut by `sampled` (the change's `count`), else the count it had. */
function countOf(change: HistoryChange): number | undefined {
  const list = [change.before, change.after].find(
    (value): value is HistoryValue[] => Array.isArray(value) && value.length > HISTORY_PEOPLE_SAMPLE,
  );
  return list ? list.length : change.count;
}

function sampledChange(change: HistoryChange): HistoryChange {
  const count = countOf(change);
  return {
    field: change.field,
    before: sampled(change.before),
    after: sampled(change.after),
    ...(count === undefined ? {} : { count }),
  };
}

/** The changed fields' names alone (their values dropped), the first HISTORY_PEOPLE_SAMPLE of them. */
const namesOnly = (changes: readonly HistoryChange[]): HistoryChange[] =>
  changes.slice(0, HISTORY_PEOPLE_SAMPLE).map((change) => ({
    field: cutText(change.field),
    before: null,
    after: null,
    ...(change.count === undefined ? {} : { count: change.count }),
  }));

/**
 * The entry as it is stored: within HISTORY_ENTRY_MAX_BYTES, its label cut to HISTORY_TEXT_SAMPLE
 * characters. An entry whose lists were already sampled (a change with `count`: listChanges) is
 * `truncated` too.
 */
export function boundedEntry(entry: HistoryRecord): HistoryRecord {
  const label = cutText(entry.entity_label);
  let changes = entry.changes;
  let truncated = entry.truncated === true || changes.some((change) => change.count !== undefined);
  if (bytes(changes) > HISTORY_ENTRY_MAX_BYTES) {
    truncated = true;
    changes = changes.map(sampledChange);
    if (bytes(changes) > HISTORY_ENTRY_MAX_BYTES) changes = namesOnly(changes);
  }
  if (!truncated) return label === entry.entity_label ? entry : { ...entry, entity_label: label };
  return { ...entry, entity_label: label, changes, restorable: false, truncated: true };
}
