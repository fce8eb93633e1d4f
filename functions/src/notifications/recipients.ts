/**
 * Who may still receive a notification when it is sent. Hand-picked recipients are checked when the
 * notification is saved (service.ts checkRecipients), but a scheduled one is sent later: whoever has
 * been removed from the event or the session meanwhile must not get it. This is the one place
 * delivery reads the event's and the agenda's people for that (events/{e}.organizers, the
 * participant documents events/{e}/participants/{uid}, the agenda's speakers and its roster's
 * participants and mandatory participants), with the same rule as the save (contract
 * notificationOutsiders).
 */
import { z } from 'zod';
import type { Firestore } from 'firebase-admin/firestore';
import {
  agendaDocSchema,
  COLLECTIONS,
  docConverter,
  EVENT_SUBCOLLECTIONS,
  notificationOutsiders,
  type StoredNotification,
} from '@agenda/contract';
import { readAgendaAndRoster } from '../agendas/roster';

/** What the check reads of the event. */
const eventOrganizersSchema = z.object({ organizers: z.array(z.string()).optional() });
/** The one field of an agenda an event notification's check reads (a `select('speakers')` query). */
const agendaSpeakersConverter = docConverter(z.object({ speakers: agendaDocSchema.shape.speakers }));
/** Participant documents read per getAll. */
const READ_CHUNK = 300;

export interface StillRecipients {
  /** Those who may still receive it, in the order given. */
  allowed: string[];
  /** Those who are no longer the event's or the agenda's people (or whose event or agenda is gone). */
  withheld: string[];
}

/**
 * Of `users`, who may still receive `notification`, read now: for an event notification its
 * organizers, participants and the speakers of its agendas; for an agenda notification the event's
 * organizers and the agenda's audience (its speakers, participants and mandatory participants, and
 * every participant of the event when the agenda is mandatory). Nobody when the event or the agenda
 * is gone.
 */
export async function stillRecipients(
  db: Firestore,
  notification: Pick<StoredNotification, 'event_id' | 'agenda_id'>,
  users: readonly string[],
): Promise<StillRecipients> {
  const eventRef = db.collection(COLLECTIONS.events).doc(notification.event_id);
  const [eventSnapshot, agenda] = await Promise.all([
    eventRef.get(),
    notification.agenda_id
      ? readAgendaAndRoster(eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(notification.agenda_id), db)
      : null,
  ]);
  if (!eventSnapshot.exists || (notification.agenda_id && !agenda)) return { allowed: [], withheld: [...users] };
  const organizers = eventOrganizersSchema.parse(eventSnapshot.data()).organizers ?? [];
  const candidates = users.filter((uid) => !organizers.includes(uid));

  const participants = new Set<string>();
  if (candidates.length > 0 && (!agenda || agenda.mandatory)) {
    const participantsRef = eventRef.collection(EVENT_SUBCOLLECTIONS.participants);
    for (let at = 0; at < candidates.length; at += READ_CHUNK) {
      const part = candidates.slice(at, at + READ_CHUNK);
      const snapshots = await db.getAll(...part.map((uid) => participantsRef.doc(uid)));
      for (const snapshot of snapshots) if (snapshot.exists) participants.add(snapshot.id);
    }
  }
  // An event notification also goes to the speakers of its agendas: read only when someone needs it.
  const speakersOfAgendas =
    !agenda && candidates.some((uid) => !participants.has(uid))
      ? (
          await eventRef
            .collection(EVENT_SUBCOLLECTIONS.agendas)
            .select('speakers')
            .withConverter(agendaSpeakersConverter)
            .get()
        ).docs.flatMap((doc) => doc.data().speakers)
      : [];

  const outsiders = new Set(
    notificationOutsiders(candidates, {
      organizers,
      agenda,
      speakersOfAgendas,
      isEventParticipant: (uid) => participants.has(uid),
    }),
  );
  return {
    allowed: users.filter((uid) => !outsiders.has(uid)),
    withheld: users.filter((uid) => outsiders.has(uid)),
  };
}
