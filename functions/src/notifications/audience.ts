/**
 * Who gets a notification, read when it is sent: with send_to_all the event's or the agenda's people,
 * otherwise the hand-picked users, of whom those no longer the event's or the agenda's people are
 * withheld (recipients.ts stillRecipients). With the names the inbox item and the mail carry. Apart from
 * the writes (delivery.ts) because it is the one read of the event's people at send time.
 */
import { z } from 'zod';
import type { Firestore } from 'firebase-admin/firestore';
import { agendaAudience, COLLECTIONS, EVENT_SUBCOLLECTIONS, type StoredNotification } from '@agenda/contract';
import { readAgendaAndRoster } from '../agendas/roster';
import { stillRecipients } from './recipients';

export interface Audience {
  recipients: string[];
  /** Hand-picked users who are no longer the event's or the agenda's people: they get nothing. */
  withheld: string[];
  eventName: string;
  /** The event's country, for the link back to its page. */
  tenantId: string;
  agendaName: string | null;
}

/** What delivery reads of an event besides its participants. */
const eventNameSchema = z.object({ name: z.string(), tenant_id: z.string() });

/**
 * An event's name and participants (one document each, events/{e}/participants/{uid}: see
 * contract/schemas/participants.ts); null when the event is gone. The same query as
 * participants/service.ts `eventParticipantIds`, on the Firestore instance delivery is given.
 */
async function eventParticipants(
  db: Firestore,
  eventId: string,
): Promise<{ name: string; tenantId: string; participants: string[] } | null> {
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const [snapshot, documents] = await Promise.all([
    eventRef.get(),
    eventRef.collection(EVENT_SUBCOLLECTIONS.participants).select().get(),
  ]);
  if (!snapshot.exists) return null;
  const { name, tenant_id: tenantId } = eventNameSchema.parse(snapshot.data());
  return { name, tenantId, participants: documents.docs.map((doc) => doc.id) };
}

/**
 * Who gets the notification, read now: the hand-picked users who are still the event's or the
 * agenda's people (stillRecipients), or with send_to_all the event's participants (event notification)
 * or the agenda's speakers, participants and mandatory participants (agenda notification; a mandatory
 * agenda is for every participant of the event too: agendaAudience).
 */
export async function resolveAudience(db: Firestore, notification: StoredNotification): Promise<Audience> {
  const event = await eventParticipants(db, notification.event_id);
  if (!event) throw new Error(`The event ${notification.event_id} no longer exists`);
  let agendaName: string | null = null;
  let everyone = event.participants;
  if (notification.agenda_id) {
    const agendaRef = db
      .collection(COLLECTIONS.events)
      .doc(notification.event_id)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(notification.agenda_id);
    const agenda = await readAgendaAndRoster(agendaRef, db);
    if (!agenda) throw new Error(`The agenda ${notification.agenda_id} no longer exists`);
    agendaName = agenda.name;
    everyone = agendaAudience(agenda, event.participants);
  }
  const { allowed, withheld } = notification.send_to_all
    ? { allowed: everyone, withheld: [] }
    : await stillRecipients(db, notification, [...new Set(notification.users)]);
  return { recipients: [...new Set(allowed)], withheld, eventName: event.name, tenantId: event.tenantId, agendaName };
}
