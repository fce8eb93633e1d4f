/**
 * The country dashboard's mirrors (contract/schemas/country-figures.ts says why mirrors kept by
 * triggers): countrySessions follows each agenda's occupancy and countryNotifications each sent
 * notification, both stamped with their event's country. Each write is the source's state read in a
 * transaction, so a trigger that runs twice, late or out of order writes the same document again.
 * An event moved to another country moves its mirrors in the same transaction (eventMirrors).
 */
import {
  agendaConverter,
  COLLECTIONS,
  COUNTRY_NOTIFICATIONS_COLLECTION,
  COUNTRY_SESSIONS_COLLECTION,
  countryMirrorId,
  countryNotificationOf,
  countrySessionOf,
  EVENT_SUBCOLLECTIONS,
  notificationConverter,
  type DocConverter,
} from '@agenda/contract';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { retriedTransaction } from '../lib/transactions';
import { contended } from './read-count';

/** A stored document through its converter; null when missing or malformed (a malformed one has no mirror). */
function parsed<T>(snapshot: DocumentSnapshot, converter: DocConverter<T>): T | null {
  if (!snapshot.exists) return null;
  try {
    return converter.fromFirestore({ id: snapshot.id, data: () => snapshot.data() });
  } catch {
    return null;
  }
}

const tenantOf = (event: DocumentSnapshot): string | null => {
  const tenant: unknown = event.get('tenant_id');
  return typeof tenant === 'string' && tenant !== '' ? tenant : null;
};

/** Writes the mirror of one agenda as it is now, or removes it with the agenda (or its event). */
export async function mirrorCountrySession(eventId: string, agendaId: string): Promise<void> {
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const agendaRef = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId);
  const mirrorRef = db.collection(COUNTRY_SESSIONS_COLLECTION).doc(countryMirrorId(eventId, agendaId));
  await retriedTransaction(
    async (tx) => {
      const [event, agendaSnapshot] = await tx.getAll(eventRef, agendaRef);
      const agenda = agendaSnapshot ? parsed(agendaSnapshot, agendaConverter) : null;
      const tenant = event ? tenantOf(event) : null;
      if (!agenda || !tenant) tx.delete(mirrorRef);
      else tx.set(mirrorRef, countrySessionOf(tenant, eventId, agenda));
    },
    contended(`the mirror of session ${agendaId}`),
  );
}

/** Writes the mirror of one notification once it is sent, or removes it (not sent, deleted). */
export async function mirrorCountryNotification(eventId: string, notificationId: string): Promise<void> {
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const notificationRef = eventRef.collection(EVENT_SUBCOLLECTIONS.notifications).doc(notificationId);
  const mirrorRef = db.collection(COUNTRY_NOTIFICATIONS_COLLECTION).doc(countryMirrorId(eventId, notificationId));
  await retriedTransaction(
    async (tx) => {
      const [event, notificationSnapshot] = await tx.getAll(eventRef, notificationRef);
      const notification = notificationSnapshot ? parsed(notificationSnapshot, notificationConverter) : null;
      const tenant = event ? tenantOf(event) : null;
      const mirror = notification && tenant ? countryNotificationOf(tenant, eventId, notification) : null;
      if (mirror) tx.set(mirrorRef, mirror);
      else tx.delete(mirrorRef);
    },
    contended(`the mirror of notification ${notificationId}`),
  );
}

const mirrorsOfEvent = (collection: string, eventId: string) =>
  db.collection(collection).where('event_id', '==', eventId).select('tenant_id');

/**
 * An event moved to another country takes its sessions and notifications along, in the move's own
 * transaction (events/service.ts saveEvent): its mirrors read here, before the transaction's writes...
 */
export async function eventMirrors(tx: Transaction, eventId: string): Promise<DocumentReference[]> {
  const found = await Promise.all([
    tx.get(mirrorsOfEvent(COUNTRY_SESSIONS_COLLECTION, eventId)),
    tx.get(mirrorsOfEvent(COUNTRY_NOTIFICATIONS_COLLECTION, eventId)),
  ]);
  return found.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref));
}

/** ...and stamped with the new country with the event's own change: no moment shows them to the old one. */
export function moveEventMirrors(tx: Transaction, mirrors: readonly DocumentReference[], tenantId: string): void {
  for (const mirror of mirrors) tx.update(mirror, { tenant_id: tenantId });
}

/**
 * After an event's move, the mirrors still stamped with another country (one a trigger wrote from the
 * event as it was, while the move committed) are written again from their sources. Safe to run twice:
 * each is rewritten from what is stored.
 */
export async function remirrorMovedEvent(eventId: string, tenantId: string): Promise<number> {
  const [sessions, notifications] = await Promise.all([
    mirrorsOfEvent(COUNTRY_SESSIONS_COLLECTION, eventId).get(),
    mirrorsOfEvent(COUNTRY_NOTIFICATIONS_COLLECTION, eventId).get(),
  ]);
  const stale = (doc: DocumentSnapshot) => doc.get('tenant_id') !== tenantId;
  const sourceOf = (doc: DocumentSnapshot) => doc.id.slice(eventId.length + 1);
  await Promise.all([
    ...sessions.docs.filter(stale).map((doc) => mirrorCountrySession(eventId, sourceOf(doc))),
    ...notifications.docs.filter(stale).map((doc) => mirrorCountryNotification(eventId, sourceOf(doc))),
  ]);
  return sessions.docs.filter(stale).length + notifications.docs.filter(stale).length;
}
