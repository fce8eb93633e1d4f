/**
 * The waitlist's promotions (docs/features.md, "Waitlist"): every transaction that frees a place in an agenda
 * or adds places (a leave, an organizer's save of the participants, the agenda form, a person removed from
 * the event) calls `promote` on the state it is about to write. The first waiting take the free places in
 * that same write, so a place is never free while someone waits and no promotion is lost to a racing join (a
 * join sees the place taken). Each promoted person gets an inbox item and a mail, created in the same
 * transaction with ids derived from the agenda, the person and the participants' version the transaction
 * writes: a retried attempt writes the same documents, and only the attempt that commits leaves any, so each
 * promotion is told exactly once.
 *
 * A transaction must read before it writes: `promote` reads the promoted people's user documents (their
 * address and whether they still exist), so call it after the transaction's other reads and before its
 * writes, then `notifyPromoted` with the writes.
 */
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  docConverter,
  escapeHtml,
  INBOX_SUBCOLLECTION,
  inboxItemDocSchema,
  MAIL_COLLECTION,
  mailDocSchema,
  notificationSubject,
  oneLine,
  PARTICIPANT_MESSAGES,
  pendingDelivery,
  userDocSchema,
  waitlistPromotions,
  withPromotions,
  type AgendaPeopleFacts,
  type UserDoc,
} from '@agenda/contract';
import { db } from '../lib/firebase';

const userConverter = docConverter(userDocSchema);
const inboxConverter = docConverter(inboxItemDocSchema);
const mailConverter = docConverter(mailDocSchema);

/** The id of one promotion: of its inbox item (users/{uid}/inbox/{id}) and of its mail (mail/{id}). */
const promotionId = (agendaId: string, uid: string, participantsVersion: number): string =>
  `waitlist_${agendaId}_${uid}_${participantsVersion}`;

type PeopleState = Pick<AgendaPeopleFacts, 'no_of_places' | 'participants' | 'waitlist' | 'locked' | 'mandatory'>;

export interface Promotion<A extends PeopleState> {
  /** The agenda with the promoted seated and off the waitlist. */
  agenda: A;
  /** The promoted, first first. */
  promoted: string[];
  /** Their user documents, read in the transaction (a missing one is not told). */
  users: DocumentSnapshot<UserDoc>[];
}

/** The promotions of `agenda` (the state the transaction is about to write), with the promoted people's user documents. */
export async function promote<A extends PeopleState>(
  tx: Transaction,
  agenda: A,
  end: Date,
  now = new Date(),
): Promise<Promotion<A>> {
  const promoted = waitlistPromotions(agenda, end, now);
  if (promoted.length === 0) return { agenda, promoted, users: [] };
  const users = await tx.getAll(
    ...promoted.map((uid) => db.collection(COLLECTIONS.users).doc(uid).withConverter(userConverter)),
  );
  return { agenda: withPromotions(agenda, promoted), promoted, users };
}

export interface PromotionPlace {
  eventId: string;
  eventName: string;
  agendaId: string;
  agendaName: string;
  /** The participants' version the transaction writes (part of the ids). */
  participantsVersion: number;
}

/** The inbox item and the mail of each promoted person, in the transaction (its writes). */
export function notifyPromoted(
  tx: Transaction,
  place: PromotionPlace,
  users: readonly DocumentSnapshot<UserDoc>[],
  now = new Date(),
): void {
  const at = Timestamp.fromDate(now);
  const subject = notificationSubject(place.eventName, place.agendaName);
  const message = PARTICIPANT_MESSAGES.promoted(oneLine(place.agendaName));
  for (const snapshot of users) {
    const user = snapshot.data();
    if (!user) continue;
    const id = promotionId(place.agendaId, snapshot.id, place.participantsVersion);
    tx.set(
      db
        .collection(COLLECTIONS.users)
        .doc(snapshot.id)
        .collection(INBOX_SUBCOLLECTION)
        .doc(id)
        .withConverter(inboxConverter),
      {
        message,
        subject,
        type: 'TEXT',
        link: null,
        notification_id: id,
        event_id: place.eventId,
        agenda_id: place.agendaId,
        created_at: at,
        read_at: null,
      },
    );
    tx.set(db.collection(MAIL_COLLECTION).doc(id).withConverter(mailConverter), {
      to: user.email,
      message: {
        subject: oneLine(PARTICIPANT_MESSAGES.promotedSubject(place.eventName, place.agendaName)),
        text: `${message}\n\n${subject}`,
        html: `<p>${escapeHtml(message)}</p>\n<p style="color:#666;font-size:12px">${escapeHtml(subject)}</p>`,
      },
      source: {
        kind: 'waitlist',
        event_id: place.eventId,
        agenda_id: place.agendaId,
        notification_id: id,
        uid: snapshot.id,
      },
      created_at: at,
      delivery: pendingDelivery(now, Timestamp.fromMillis),
    });
  }
}
