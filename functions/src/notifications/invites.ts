/**
 * Calendar invites by mail (docs/features.md, "Calendar invites"; docs/product.md §7 send{Agenda,Event}Emails, §8's
 * confirmations).
 *
 * Each (agenda, person) has one record, calendarInvites/{agendaId}_{uid} (contract/schemas/calendar.ts),
 * written in one transaction with the mail document that carries the invite, after reading the agenda
 * and the record afresh. So:
 * - a repeat of a send, however late (a retried request, a page run twice), finds the current SEQUENCE
 *   already sent and writes nothing (two overlapping sends: the second transaction re-runs and finds
 *   the first's record); a person gets an agenda's invite again only when its SEQUENCE went up;
 * - a change of the agenda (triggers.ts, in pages: invite-runs.ts) sends an
 *   update (REQUEST, higher SEQUENCE) to those who hold the invite, and a deletion or a removal a
 *   CANCEL, each exactly once.
 * The mail (outbox `mail`, Trigger Email format) carries the invite as nodemailer's icalEvent: the
 * text/calendar; method=… part that calendar apps act on, also attached as invite.ics.
 */
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  agendaConverter,
  isAgendaPerson,
  CALENDAR_INVITES_COLLECTION,
  calendarInviteDocSchema,
  calendarInviteId,
  COLLECTIONS,
  docConverter,
  escapeHtml,
  EVENT_SUBCOLLECTIONS,
  MAIL_COLLECTION,
  oneLine,
  pendingDelivery,
  type InviteMethodName,
  type MailDoc,
} from '@agenda/contract';
import { db } from '../lib/firebase';
import type { AgendaAndRoster } from '../agendas/roster';
import { fromMailbox, SMTP_FROM } from '../mail/smtp-params';
import {
  calendarAgenda,
  httpLink,
  inviteIcs,
  localTimes,
  uidDomain,
  type CalendarAgenda,
  type CalendarEvent,
  type Mailbox,
} from '../calendar/ics';

const inviteConverter = docConverter(calendarInviteDocSchema);
type InviteRecord = ReturnType<typeof inviteConverter.fromFirestore>;

/** Recipients per transaction: a record and a mail each, plus the agenda read. */
const INVITE_RECIPIENTS_PER_TRANSACTION = 100;

/** Why a person is invited: every agenda of the event (event-wide send) or this agenda (agenda-level). */
export type InviteScope = 'event' | 'agenda';

export interface Invitee {
  uid: string;
  email: string;
  name: string;
}

export interface InviteCounts {
  recipients: number;
  mails: number;
  /** Recipients who already had the agenda's current invite (same SEQUENCE). */
  skipped: number;
}

export const invitesCollection = () => db.collection(CALENDAR_INVITES_COLLECTION).withConverter(inviteConverter);
const inviteRef = (agendaId: string, uid: string) => invitesCollection().doc(calendarInviteId(agendaId, uid));

/** The organizer named in invites: the sender's mailbox (SMTP_FROM). */
function organizer(): Mailbox {
  return fromMailbox(SMTP_FROM.value());
}

/** Address, name and id of each user with an address; people without one are left out. */
export async function invitees(uids: readonly string[]): Promise<Invitee[]> {
  const unique = [...new Set(uids)];
  const found: Invitee[] = [];
  for (let i = 0; i < unique.length; i += 300) {
    const refs = unique.slice(i, i + 300).map((uid) => db.collection(COLLECTIONS.users).doc(uid));
    const snapshots = refs.length ? await db.getAll(...refs, { fieldMask: ['email', 'first_name', 'last_name'] }) : [];
    for (const snapshot of snapshots) {
      const email = snapshot.get('email');
      if (!snapshot.exists || typeof email !== 'string' || !email.includes('@')) continue;
      const name = [snapshot.get('first_name'), snapshot.get('last_name')]
        .filter((part) => typeof part === 'string' && part)
        .join(' ');
      found.push({ uid: snapshot.id, email, name: name || email });
    }
  }
  return found;
}

export async function locationName(eventId: string, locationId: string | null): Promise<string | null> {
  if (!locationId) return null;
  const snapshot = await db
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(EVENT_SUBCOLLECTIONS.locations)
    .doc(locationId)
    .get();
  const name = snapshot.get('name');
  return typeof name === 'string' ? name : null;
}

/** The mail document of one invite or cancellation. */
function inviteMail(
  method: InviteMethodName,
  agenda: CalendarAgenda,
  event: CalendarEvent,
  to: Invitee,
  updated = false,
): Omit<MailDoc<Timestamp>, 'source'> {
  const ics = inviteIcs({
    method,
    agenda,
    event,
    organizer: organizer(),
    attendee: { name: to.name, email: to.email },
    domain: uidDomain(),
  });
  const when = localTimes(agenda.start, agenda.end, event.timezone);
  const teams = httpLink(agenda.meetingRoom);
  const cancelled = method === 'CANCEL';
  const subject = oneLine(
    `${cancelled ? 'Cancelled' : updated ? 'Updated invitation' : 'Invitation'}: ${agenda.name} (${event.name})`,
  );
  const lines = [
    cancelled
      ? `"${agenda.name}" has been cancelled, or you are no longer invited to it.`
      : `You are invited to "${agenda.name}".`,
    `Event: ${event.name}`,
    `When: ${when}`,
    ...(agenda.location ? [`Where: ${agenda.location}`] : []),
    ...(teams && !cancelled ? [`Teams: ${teams}`] : []),
    '',
    cancelled
      ? 'The attached calendar file removes it from your calendar.'
      : 'The attached calendar file adds it to your calendar.',
  ];
  const html = [
    `<p>${escapeHtml(lines[0]!)}</p>`,
    '<p>',
    `Event: ${escapeHtml(event.name)}<br>`,
    `When: ${escapeHtml(when)}<br>`,
    ...(agenda.location ? [`Where: ${escapeHtml(agenda.location)}<br>`] : []),
    ...(teams && !cancelled
      ? [`Teams: <a href="${escapeHtml(teams)}" target="_blank" rel="noopener noreferrer">${escapeHtml(teams)}</a><br>`]
      : []),
    '</p>',
    `<p style="color:#666;font-size:12px">${escapeHtml(lines[lines.length - 1]!)}</p>`,
  ].join('\n');
  return {
    to: to.email,
    message: {
      subject,
      text: lines.join('\n'),
      html,
      // nodemailer sends it as the text/calendar; method=… part calendar apps act on, and attaches it as invite.ics.
      icalEvent: { method, filename: 'invite.ics', content: ics },
    },
    created_at: Timestamp.now(),
  };
}

/** Writes the record and its mail in `tx` (the caller has read the record in `tx` first). */
function writeInvite(
  tx: Transaction,
  method: InviteMethodName,
  agendaId: string,
  agenda: CalendarAgenda,
  event: CalendarEvent,
  to: Invitee,
  scope: InviteScope,
  updated = false,
): void {
  const mailRef = db.collection(MAIL_COLLECTION).doc();
  const mail: MailDoc<Timestamp> = {
    ...inviteMail(method, agenda, event, to, updated),
    source: { kind: 'invite', event_id: event.id, agenda_id: agendaId, notification_id: null, uid: to.uid },
    delivery: pendingDelivery(new Date(), Timestamp.fromMillis),
  };
  tx.create(mailRef, mail);
  tx.set(inviteRef(agendaId, to.uid), {
    event_id: event.id,
    agenda_id: agendaId,
    uid: to.uid,
    email: to.email,
    name: to.name,
    event_name: event.name,
    timezone: event.timezone,
    method,
    sequence: agenda.sequence,
    sent_at: Timestamp.now(),
    mail_id: mailRef.id,
    scope,
  });
}

/**
 * Whether the record already holds this REQUEST (same SEQUENCE). No time limit: a repeat after any
 * delay (a request retried by the client, a page run again) must not mail anyone twice.
 */
function isRepeat(record: InviteRecord | undefined, sequence: number): boolean {
  return record !== undefined && record.method === 'REQUEST' && record.sequence === sequence;
}

/**
 * Queues the current invite of one agenda for `people` (REQUEST), skipping those who already hold
 * it. The agenda is read in each transaction, so the SEQUENCE sent is the stored one.
 */
export async function sendAgendaInvites(
  eventRef: DocumentReference,
  event: CalendarEvent,
  agendaId: string,
  people: readonly Invitee[],
  scope: InviteScope,
): Promise<InviteCounts> {
  const agendaRef = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter).doc(agendaId);
  const counts: InviteCounts = { recipients: people.length, mails: 0, skipped: 0 };
  for (let i = 0; i < people.length; i += INVITE_RECIPIENTS_PER_TRANSACTION) {
    const chunk = people.slice(i, i + INVITE_RECIPIENTS_PER_TRANSACTION);
    const first = (await agendaRef.get()).data();
    if (!first) break;
    const where = await locationName(event.id, first.location_id);
    const result = await db.runTransaction(async (tx) => {
      let mails = 0;
      let skipped = 0;
      const agendaDoc = (await tx.get(agendaRef)).data();
      if (!agendaDoc) return { mails, skipped };
      const records = await tx.getAll(...chunk.map((person) => inviteRef(agendaId, person.uid)));
      const agenda = calendarAgenda(
        agendaId,
        agendaDoc,
        agendaDoc.location_id === first.location_id ? where : await locationName(event.id, agendaDoc.location_id),
      );
      chunk.forEach((person, index) => {
        const record = records[index]?.data();
        if (isRepeat(record, agenda.sequence)) {
          skipped += 1;
          return;
        }
        // An event-wide invite stays event-wide when the agenda's own send repeats it.
        const updated = record?.method === 'REQUEST' && record.sequence < agenda.sequence;
        writeInvite(
          tx,
          'REQUEST',
          agendaId,
          agenda,
          event,
          person,
          record?.scope === 'event' ? 'event' : scope,
          updated,
        );
        mails += 1;
      });
      return { mails, skipped };
    });
    counts.mails += result.mails;
    counts.skipped += result.skipped;
  }
  return counts;
}

export type InviteChange = 'CANCEL' | 'UPDATE';

/** One holder's change, in a transaction that has read the holder's record: whether a mail was written. */
function applyChange(
  tx: Transaction,
  record: InviteRecord | undefined,
  change: InviteChange,
  agendaId: string,
  agenda: CalendarAgenda,
  eventId: string,
  eventFacts?: Partial<CalendarEvent>,
): boolean {
  if (!record || record.method !== 'REQUEST') return false;
  if (change === 'UPDATE' && record.sequence >= agenda.sequence) return false;
  const sequence = Math.max(agenda.sequence, record.sequence + (change === 'CANCEL' ? 0 : 1));
  const event: CalendarEvent = {
    id: eventId,
    name: eventFacts?.name ?? record.event_name,
    timezone: eventFacts?.timezone ?? record.timezone,
    address: eventFacts?.address ?? '',
  };
  writeInvite(
    tx,
    change === 'CANCEL' ? 'CANCEL' : 'REQUEST',
    agendaId,
    { ...agenda, sequence },
    event,
    { uid: record.uid, email: record.email, name: record.name },
    record.scope,
    change === 'UPDATE',
  );
  return true;
}

/**
 * Sends one holder of an invite its CANCEL or its updated REQUEST, once: the record is read again in
 * the transaction and nothing is written when it already says so (a repeated trigger event).
 * `agenda` is what the calendar entry becomes (for a CANCEL: as it was, with its new SEQUENCE).
 */
export async function changeInvite(
  change: InviteChange,
  agendaId: string,
  uid: string,
  agenda: CalendarAgenda,
  eventId: string,
  eventFacts?: Partial<CalendarEvent>,
): Promise<boolean> {
  return db.runTransaction(async (tx) =>
    applyChange(tx, (await tx.get(inviteRef(agendaId, uid))).data(), change, agendaId, agenda, eventId, eventFacts),
  );
}

/** changeInvite for many holders of one agenda, INVITE_RECIPIENTS_PER_TRANSACTION per transaction: the mails written. */
export async function changeInvites(
  change: InviteChange,
  agendaId: string,
  uids: readonly string[],
  agenda: CalendarAgenda,
  eventId: string,
  eventFacts?: Partial<CalendarEvent>,
): Promise<number> {
  let mails = 0;
  for (let i = 0; i < uids.length; i += INVITE_RECIPIENTS_PER_TRANSACTION) {
    const chunk = uids.slice(i, i + INVITE_RECIPIENTS_PER_TRANSACTION);
    mails += await db.runTransaction(async (tx) => {
      const records = await tx.getAll(...chunk.map((uid) => inviteRef(agendaId, uid)));
      return records.filter((snapshot) =>
        applyChange(tx, snapshot.data(), change, agendaId, agenda, eventId, eventFacts),
      ).length;
    });
  }
  return mails;
}

/** Whether an invite holder may keep the agenda's invite (a removed person gets a CANCEL). */
export async function mayKeepInvite(
  eventRef: DocumentReference,
  agenda: AgendaAndRoster,
  record: InviteRecord,
): Promise<boolean> {
  if (isAgendaPerson(agenda, record.uid)) return true;
  if (record.scope !== 'event' && !agenda.mandatory) return false;
  const participant: DocumentSnapshot = await eventRef
    .collection(EVENT_SUBCOLLECTIONS.participants)
    .doc(record.uid)
    .get();
  return participant.exists;
}

export function logInvites(kind: string, facts: Record<string, unknown>): void {
  logger.info(`calendar invites: ${kind}`, facts);
}
