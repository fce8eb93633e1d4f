import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

/*
 * Typed Firestore converters made from the contract's document schemas. The Admin SDK (functions,
 * demo seed, benchmarks) and the web SDK (the app's live lists) both accept these objects in
 * `withConverter`: a document read through one is parsed by its schema (a malformed document throws
 * with the field named, instead of flowing on as a cast), and a document written through one is
 * checked by the same schema. Timestamps stay each SDK's own class: the schemas only require their
 * `toMillis`/`toDate` shape.
 *
 * zod's tree-shakable `zod/mini`: this module and the stored documents the signed-in frame reads
 * live (event-doc, inbox, user-authority, api-error) are on the event list's path, and the full zod API
 * would cost the list about 12 KB more. A converter takes a schema of either flavour.
 */

/** The part of a Firestore Timestamp both SDKs share. */
export interface TimestampLike {
  toMillis(): number;
  toDate(): Date;
}

export const isTimestampLike = (value: unknown): value is TimestampLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TimestampLike).toMillis === 'function' &&
  typeof (value as TimestampLike).toDate === 'function';

/** A stored instant (a Firestore Timestamp of either SDK). */
export const timestampSchema = z.custom<TimestampLike>(isTimestampLike, { error: 'Expected a Firestore timestamp' });

/** What both SDKs hand to `fromFirestore`. */
export interface SnapshotLike {
  readonly id: string;
  data(): unknown;
}

/** A converter whose reads are parsed by `schema`; `T` is the stored shape (with the SDK's own Timestamp). */
export interface DocConverter<T> {
  toFirestore(value: T): Record<string, unknown>;
  fromFirestore(snapshot: SnapshotLike): T;
}

export function docConverter<
  S extends core.$ZodType<Record<string, unknown>>,
  T extends core.output<S> = core.output<S>,
>(schema: S): DocConverter<T> {
  return {
    toFirestore: (value) => z.parse(schema, value) as Record<string, unknown>,
    fromFirestore: (snapshot) => {
      const parsed = z.safeParse(schema, snapshot.data());
      if (parsed.success) return parsed.data as T;
      const issue = parsed.error.issues[0];
      throw new Error(
        `Stored document ${snapshot.id} does not match its schema at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}`,
      );
    },
  };
}
