/**
 * A participant's points in an event (issue 32 item 20): gamificationv2/{eventId}/points/{uid}, the
 * sessions of the event they joined times POINTS_PER_JOINED_SESSION, for them alone to read
 * (firestore.rules). Counted again from the agendas whenever an agenda's participants change
 * (triggers.ts), so every writer (a join or leave, the participant pickers, a waitlist promotion, the
 * spreadsheet import, an agenda or event deleted) is covered and a repeated trigger event changes
 * nothing. No sessions: no document (an event deleted leaves none behind, whatever order its agendas
 * and its gamification go in).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  pointsForSessions,
  POINTS_SUBCOLLECTION,
  userPointsConverter,
} from '@agenda/contract';
import { db } from '../lib/firebase';

/** Recounts at once at most this many people (an import may change thousands). */
const RECOUNT_CONCURRENCY = 8;

const participantsOf = z.object({ participants: z.array(z.string()).default([]) });

/** The people whose joined sessions differ between two versions of an agenda (either may be missing). */
export function changedParticipants(before: unknown, after: unknown): string[] {
  const read = (data: unknown) => new Set(data ? (participantsOf.safeParse(data).data?.participants ?? []) : []);
  const was = read(before);
  const is = read(after);
  return [...[...was].filter((uid) => !is.has(uid)), ...[...is].filter((uid) => !was.has(uid))];
}

/** Counts `uid`'s joined sessions of the event now and stores their points (or removes them at none). */
export async function recountPoints(eventId: string, uid: string): Promise<void> {
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const pointsRef = db
    .collection(COLLECTIONS.gamification)
    .doc(eventId)
    .collection(POINTS_SUBCOLLECTION)
    .doc(uid)
    .withConverter(userPointsConverter);
  await db.runTransaction(async (tx) => {
    const [event, joined] = await Promise.all([
      tx.get(eventRef),
      tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).where('participants', 'array-contains', uid).select()),
    ]);
    const tenantId: unknown = event.get('tenant_id');
    if (!event.exists || typeof tenantId !== 'string' || joined.size === 0) {
      tx.delete(pointsRef);
      return;
    }
    tx.set(pointsRef, {
      uid,
      event_id: eventId,
      tenant_id: tenantId,
      sessions: joined.size,
      points: pointsForSessions(joined.size),
      updated_at: Timestamp.now(),
    });
  });
}

/** Recounts the points of `uids` in the event, a few at a time. */
export async function recountPointsOf(eventId: string, uids: readonly string[]): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(RECOUNT_CONCURRENCY, uids.length) }, async () => {
    while (next < uids.length) await recountPoints(eventId, uids[next++]!);
  });
  await Promise.all(workers);
}
