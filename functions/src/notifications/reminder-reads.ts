/**
 * What the reminder job (reminders.ts) reads: the sessions whose start or end falls in a run's window, and,
 * shared between a run's sessions, their events, the events' participants, who starred a session, the
 * people's records and a session's room.
 */
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  oneLine,
  STARS_SUBCOLLECTION,
  userDocSchema,
  type UserDoc,
} from '@agenda/contract';
import { z } from 'zod';
import type { AgendaAndRoster } from '../agendas/roster';
import { chunks } from '../lib/in-parts';

/** What a run reads of an event. */
const eventFactsSchema = z.object({
  name: z.string(),
  tenant_id: z.string(),
  timezone: z.string(),
  privacy: z.boolean(),
});
export type EventFacts = z.infer<typeof eventFactsSchema>;

/** A session found by the run's queries, with its event. */
export interface FoundSession {
  ref: DocumentReference;
  eventId: string;
  agendaId: string;
}

/** The agendas (of events) whose `field` lies in (from, to]: a collection-group range query. */
export async function sessionsBetween(db: Firestore, field: 'start_time' | 'end_date', from: number, to: number) {
  const snapshot = await db
    .collectionGroup(EVENT_SUBCOLLECTIONS.agendas)
    .where(field, '>', Timestamp.fromMillis(from))
    .where(field, '<=', Timestamp.fromMillis(to))
    .select()
    .get();
  return snapshot.docs.flatMap((doc): FoundSession[] => {
    const eventRef = doc.ref.parent.parent;
    // Only events/{e}/agendas/{a}: no other collection of that name holds sessions.
    if (!eventRef || eventRef.parent.id !== COLLECTIONS.events) return [];
    return [{ ref: doc.ref, eventId: eventRef.id, agendaId: doc.id }];
  });
}

/** The run's reads shared between sessions: events, users, the event's participants. */
export class RunReads {
  private readonly events = new Map<string, Promise<EventFacts | null>>();
  private readonly participants = new Map<string, Promise<string[]>>();
  constructor(private readonly db: Firestore) {}

  event(eventId: string): Promise<EventFacts | null> {
    let read = this.events.get(eventId);
    if (!read) {
      read = this.db
        .collection(COLLECTIONS.events)
        .doc(eventId)
        .get()
        .then((snapshot) => (snapshot.exists ? (eventFactsSchema.safeParse(snapshot.data()).data ?? null) : null));
      this.events.set(eventId, read);
    }
    return read;
  }

  eventParticipants(eventId: string): Promise<string[]> {
    let read = this.participants.get(eventId);
    if (!read) {
      read = this.db
        .collection(COLLECTIONS.events)
        .doc(eventId)
        .collection(EVENT_SUBCOLLECTIONS.participants)
        .select()
        .get()
        .then((snapshot) => snapshot.docs.map((doc) => doc.id));
      this.participants.set(eventId, read);
    }
    return read;
  }

  /** Whoever starred the agenda (users/{uid}/stars/{eventId} listing it). */
  async starredBy(eventId: string, agendaId: string): Promise<string[]> {
    const snapshot = await this.db
      .collectionGroup(STARS_SUBCOLLECTION)
      .where('agendas', 'array-contains', agendaId)
      .select('event_id')
      .get();
    return snapshot.docs.flatMap((doc) =>
      doc.get('event_id') === eventId && doc.ref.parent.parent ? [doc.ref.parent.parent.id] : [],
    );
  }

  /** The user records of `uids` (those that exist), read in chunks. */
  async users(uids: readonly string[]): Promise<Map<string, UserDoc>> {
    const found = new Map<string, UserDoc>();
    for (const part of chunks(uids, 300)) {
      const snapshots = await this.db.getAll(...part.map((uid) => this.db.collection(COLLECTIONS.users).doc(uid)));
      // A record that does not parse is skipped, not the run: the others still get theirs.
      for (const snapshot of snapshots) {
        const user = snapshot.exists ? userDocSchema.safeParse(snapshot.data()).data : undefined;
        if (user) found.set(snapshot.id, user);
      }
    }
    return found;
  }
}

/** The session's room, named in the reminder; null when it has none or it is gone. */
export async function locationOf(db: Firestore, eventId: string, agenda: AgendaAndRoster): Promise<string | null> {
  if (!agenda.location_id) return null;
  const snapshot = await db
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(EVENT_SUBCOLLECTIONS.locations)
    .doc(agenda.location_id)
    .get();
  const name: unknown = snapshot.get('name');
  return typeof name === 'string' && name.trim() ? oneLine(name) : null;
}
