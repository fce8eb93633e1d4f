import { z } from 'zod';
import { docConverter, timestampSchema } from '../firestore';
import { documentId } from './common';

/*
 * The audit history (docs/features.md, "History"): one entry per write through the API (and per badge the app
 * writes), written in the same transaction or batch as the change. Entries about one event live at
 * events/{e}/history/{id} (EVENT_SUBCOLLECTIONS.history); entries with no event (countries, users, rights,
 * groups, settings, news) at history/{id} (COLLECTIONS.history). A collection group query on `history` gives
 * a country's log (where tenant_id == t) and root's whole log, newest first by `at`. Entries expire
 * HISTORY_RETENTION_DAYS after they were written (Firestore TTL on `expire_at`).
 */

/** The kinds of records an entry is about. */
export const HISTORY_ENTITIES = [
  'event',
  'agenda',
  'location',
  'detail',
  'tag',
  'survey',
  'participants',
  'waitlist',
  'notification',
  'news',
  'badge',
  'points',
  'tenant',
  'user',
  'rights',
  'group',
  'settings',
  'answers',
  'files',
  'mail',
  'wall_post',
  'wall_comment',
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** What was done. */
export const HISTORY_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'import',
  'publish',
  'join',
  'leave',
  'send',
  'cancel',
  'upload',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** Who did it: the person's id and their name at the time (for words: "Sofia Rossi moved …"). */
export const historyActorSchema = z.object({ uid: z.string(), name: z.string() });
export type HistoryActor = z.infer<typeof historyActorSchema>;

/**
 * A JSON value of a field before or after. Instants are ISO 8601 UTC strings, files their Storage
 * reference (path or id), people `{ id, name }` only; never a token or a secret (fieldChanges drops them).
 */
export type HistoryValue = string | number | boolean | null | HistoryValue[] | { [key: string]: HistoryValue };
export const historyValueSchema: z.ZodType<HistoryValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(historyValueSchema),
    z.record(z.string(), historyValueSchema),
  ]),
);

/**
 * One changed field: absent before (a creation) or after (a deletion) is null. A list recorded only in
 * part (the first HISTORY_PEOPLE_SAMPLE people of thousands added) has `count`: how many it held in all.
 */
export const historyChangeSchema = z.object({
  field: z.string(),
  before: historyValueSchema,
  after: historyValueSchema,
  count: z.int().min(0).optional(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

/** Stored at events/{e}/history/{id} or history/{id}. */
export const historyEntryDocSchema = z.object({
  /** When (the server's time of the write). */
  at: timestampSchema,
  actor: historyActorSchema,
  /** The country of the record (null for what belongs to no country, e.g. a global setting). */
  tenant_id: z.string().nullable(),
  event_id: z.string().nullable(),
  entity: z.enum(HISTORY_ENTITIES),
  entity_id: z.string(),
  /** The record's title or name at the time (for words, after it is gone). */
  entity_label: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  /** The endpoint that wrote it, e.g. 'POST /agendas/new' (or 'trigger badges' for a client write). */
  endpoint: z.string(),
  changes: z.array(historyChangeSchema),
  /** POST /history/restore can bring the record (or its fields) back from this entry. */
  restorable: z.boolean(),
  /**
   * The change was too large to record whole (HISTORY_ENTRY_MAX_BYTES): lists are sampled (with their
   * `count`), long texts cut. Such an entry is never restorable.
   */
  truncated: z.boolean().optional(),
  /** The Firestore TTL policy deletes the entry after this instant (HISTORY_RETENTION_DAYS). */
  expire_at: timestampSchema,
});
export type HistoryEntryDoc<Ts = z.output<typeof timestampSchema>> = Omit<
  z.output<typeof historyEntryDocSchema>,
  'at' | 'expire_at'
> & { at: Ts; expire_at: Ts };

/** Reads entries through their schema (the History screens follow them live). */
export const historyEntryConverter = docConverter(historyEntryDocSchema);

/** An entry with its id. */
export const historyEntrySchema = historyEntryDocSchema.extend({ id: z.string() });
export type HistoryEntry<Ts = z.output<typeof timestampSchema>> = HistoryEntryDoc<Ts> & { id: string };

/**
 * What a write hands to recordHistory: the entry without what the core fills in (the time, the expiry,
 * and the author's id, name and endpoint).
 */
export type HistoryRecord = Omit<HistoryEntryDoc, 'at' | 'actor' | 'endpoint' | 'expire_at'>;

/** Who wrote, and through what: an API caller and the endpoint called, the scheduler, the badge trigger. */
export type HistoryAuthor = HistoryActor & { endpoint: string };

// POST /backendv2/history/restore { event_id, entry_id } -> { result: { entity, entity_id } }
export const historyRestoreSchema = z.object({ event_id: documentId, entry_id: documentId }).strict();
export type HistoryRestore = z.input<typeof historyRestoreSchema>;
export const historyRestoreAnswerSchema = z.object({
  result: z.object({
    entity: z.enum(HISTORY_ENTITIES),
    entity_id: z.string(),
    /** The names of the record's files that were removed from Storage with it, so did not come back. */
    missing_files: z.array(z.string()).optional(),
  }),
});
