/**
 * The audit history's core (docs/features.md, "History"; contract/schemas/history.ts): every write through
 * the API adds one entry in the same transaction or batch as its change, so there is no change without its
 * entry and a failed write leaves none. Entries about one event go to events/{e}/history, the others to
 * history/; both expire HISTORY_RETENTION_DAYS later (Firestore TTL on `expire_at`, docs/deploy.md).
 */
import {
  DocumentReference,
  FieldValue,
  Timestamp,
  Transaction,
  type DocumentData,
  type WriteBatch,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  HISTORY_RETENTION_DAYS,
  isTimestampLike,
  type HistoryAuthor,
  type HistoryChange,
  type HistoryRecord,
  type HistoryValue,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { boundedEntry } from './history-bounds';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Set only by the history bench (emulators/scripts/bench-history.ts) on a functions emulator of its own,
 * to measure what recording adds to a save; never set in a deployment.
 */
const disabled = (): boolean => process.env.AGENDA_BENCH_HISTORY_OFF === '1';

/**
 * Who wrote: the caller's id and name, read with their rights once per request, and the endpoint they
 * called (http/endpoints.ts). Only the scheduler and the badge trigger name themselves.
 */
export const historyAuthor = (caller: Caller): HistoryAuthor => ({
  uid: caller.uid,
  name: caller.name,
  endpoint: caller.endpoint,
});

/** Where an entry goes: its event's history, or the top-level history for what belongs to no event. */
export const historyCollection = (eventId: string | null) =>
  eventId
    ? db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.history)
    : db.collection(COLLECTIONS.history);

/**
 * Adds the entry to the transaction or batch that makes the change (never a write of its own); it is
 * written when, and only when, the change is. `at` is the commit's server time. The entry is bounded
 * first (history-bounds.ts), so that no change is too large to save for its entry. Answers its reference.
 */
export function recordHistory(
  writer: Transaction | WriteBatch,
  author: HistoryAuthor,
  entry: HistoryRecord,
): DocumentReference | null {
  if (disabled()) return null;
  const ref = historyCollection(entry.event_id).doc();
  const doc: DocumentData = {
    ...boundedEntry(entry),
    at: FieldValue.serverTimestamp(),
    actor: { uid: author.uid, name: author.name },
    endpoint: author.endpoint,
    expire_at: Timestamp.fromMillis(Date.now() + HISTORY_RETENTION_DAYS * DAY_MS),
  };
  // Both classes have create(ref, data); TypeScript cannot call the union's overloads directly.
  if (writer instanceof Transaction) writer.create(ref, doc);
  else writer.create(ref, doc);
  return ref;
}

/** Field names whose values are never recorded: tokens, secrets, passwords (calendar feed secrets, …). */
const SECRET_FIELD = /token|secret|password/i;

/** The Storage object a download address names (its path), without the address's access token. */
export function fileReference(value: string): string {
  const match = /\/o\/([^?#]+)/.exec(value);
  if (match && /^https?:\/\//.test(value)) {
    try {
      return decodeURIComponent(match[1] ?? '');
    } catch {
      return match[1] ?? '';
    }
  }
  return value;
}

/** A download address keeps no `token=` (it opens the file to whoever holds it). */
const withoutToken = (value: string): string =>
  /^https?:\/\/.*[?&]token=/.test(value)
    ? value
        .replace(/([?&])token=[^&#]*(&?)/, (_all, sep: string, next: string) => (next ? sep : ''))
        .replace(/[?&]$/, '')
    : value;

/**
 * A stored value as JSON for an entry: instants as ISO 8601 UTC strings, references as their paths,
 * download addresses without their token, secret fields dropped, undefined as null.
 */
export function historyValue(value: unknown): HistoryValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return withoutToken(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (isTimestampLike(value)) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (Array.isArray(value)) return value.map(historyValue);
  if (typeof value === 'object') {
    const out: Record<string, HistoryValue> = {};
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      if (!SECRET_FIELD.test(key) && field !== undefined) out[key] = historyValue(field);
    }
    return out;
  }
  return null;
}

/** JSON with sorted keys: two values are the same when these strings are. */
const canonical = (value: HistoryValue): string =>
  JSON.stringify(value, (_key, field: HistoryValue) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => a.localeCompare(b)))
      : field,
  );

/** Whether a stored value is the one an entry recorded (after its conversion to JSON). */
export const sameHistoryValue = (stored: unknown, recorded: HistoryValue): boolean =>
  canonical(historyValue(stored)) === canonical(recorded);

export interface FieldChangesOptions {
  /** Fields not recorded (bookkeeping such as updated_at, search keys, counters the write does not change). */
  omit?: readonly string[];
  /** Fields holding files: recorded by their Storage reference, not their download address. */
  files?: readonly string[];
}

/**
 * The changed fields between two versions of a record (null: it did not exist / no longer does),
 * compared by JSON equality, nested values whole; unchanged fields, omitted and secret fields left out.
 */
export function fieldChanges(
  before: Readonly<Record<string, unknown>> | null | undefined,
  after: Readonly<Record<string, unknown>> | null | undefined,
  options: FieldChangesOptions = {},
): HistoryChange[] {
  const omit = new Set(options.omit ?? []);
  const files = new Set(options.files ?? []);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  const changes: HistoryChange[] = [];
  for (const field of fields) {
    if (omit.has(field) || SECRET_FIELD.test(field)) continue;
    const json = (record: Readonly<Record<string, unknown>> | null | undefined): HistoryValue => {
      const value = historyValue(record?.[field]);
      if (files.has(field) && typeof value === 'string') return fileReference(value);
      return value;
    };
    const was = json(before);
    const now = json(after);
    if (canonical(was) !== canonical(now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}
