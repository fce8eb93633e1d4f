/**
 * The people of events and agendas (contract/schemas/participants.ts): event participants are
 * documents events/{e}/participants/{uid}; organizers and agenda roles are arrays on their documents.
 */
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS } from '../contract';
import { db } from '../lib/firebase';
import { eventsCollection, type StoredEvent } from './events';

/** The ids of an event's participants (one document each, keyed by user id). */
export async function eventParticipantIds(db: Firestore, eventId: string): Promise<string[]> {
  const snapshot = await db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.participants).select().get();
  return snapshot.docs.map((doc) => doc.id);
}

/** Whether `uid` takes part in the event. */
export async function isEventParticipant(db: Firestore, eventId: string, uid: string): Promise<boolean> {
  return (await db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.participants).doc(uid).get()).exists;
}

/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

/**
 * The events `uid` takes part in, at most `limit` ("my events"): a collection-group query on the
 * participant documents (their `uid` field), then the events themselves by id.
 */
export async function joinedEvents(uid: string, limit: number): Promise<QueryDocumentSnapshot<StoredEvent>[]> {
  const mine = await db.collectionGroup(EVENT_SUBCOLLECTIONS.participants).where('uid', '==', uid).select('event_id').limit(limit).get();
  const ids = [...new Set(mine.docs.flatMap((doc) => (doc.ref.parent.parent?.parent.id === COLLECTIONS.events ? [doc.ref.parent.parent.id] : [])))];
  const chunks = Array.from({ length: Math.ceil(ids.length / IN_LIMIT) }, (_, index) => ids.slice(index * IN_LIMIT, (index + 1) * IN_LIMIT));
  const found = await Promise.all(chunks.map((chunk) => eventsCollection().where(FieldPath.documentId(), 'in', chunk).get()));
  return found.flatMap((snapshot) => snapshot.docs);
}
