/**
 * Reminders before a person's sessions and the feedback prompt after them (docs/features.md,
 * "Reminders"), run every minute beside the notifications (triggers.ts `sendDueNotifications`).
 *
 * A run at `now` looks at what is due in (now − REMINDER_CATCH_UP_MS, now]:
 * - a reminder is due when a session's start less the person's lead time falls in it and the session has
 *   not started. Who: its speakers, participants and mandatory participants (every participant of the
 *   event for a mandatory session: agendaAudience) and whoever starred it; each with their own lead
 *   time (users/{uid}.reminders; off sends nothing). An inbox item, and a mail for those who asked.
 * - a feedback prompt is due when a session's end falls in it: one inbox item for each person who may
 *   rate it (its participants and mandatory participants).
 * Everything is read at the run, so a person who left, a session deleted or moved, a star taken back is
 * simply not found: nothing to withdraw. A Draft event sends nothing (only its editors see it).
 *
 * Exactly once: a reminder's documents are named after the session, the person and the session's start
 * (reminderId), and created with `create()`, so overlapping runs, a retried run and the catch-up window
 * write each once; a moved session is a new start, so its people are reminded at the new time. No state
 * between runs, so a clock ahead (a test, a late run) changes nothing for the others.
 *
 * Takes the Firestore instance as a parameter, as delivery.ts does: the function passes its own, the
 * tests and the bench the emulator's.
 */
import { logger } from 'firebase-functions';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  agendaAudience,
  appAgendaUrl,
  COLLECTIONS,
  docConverter,
  escapeHtml,
  FEEDBACK_MESSAGES,
  feedbackPromptId,
  INBOX_SUBCOLLECTION,
  inboxItemDocSchema,
  MAIL_COLLECTION,
  mailDocSchema,
  notificationSubject,
  oneLine,
  pendingDelivery,
  REMINDER_CATCH_UP_MS,
  REMINDER_LEAD_CHOICES,
  REMINDER_MESSAGES,
  reminderId,
  reminderSettingsOf,
  type UserDoc,
} from '@agenda/contract';
import { readAgendaAndRoster } from '../agendas/roster';
import { config } from '../config';
import { chunks, eachLimited } from '../lib/in-parts';
import { locationOf, RunReads, sessionsBetween, type FoundSession } from './reminder-reads';

const inboxConverter = docConverter(inboxItemDocSchema);
const mailConverter = docConverter(mailDocSchema);

/** People per batch: an inbox item and a mail each, under Firestore's 500 writes. */
const PEOPLE_PER_BATCH = 200;
/** Batches committed at once. */
const BATCH_CONCURRENCY = 6;
/** Firestore's code for a create() over an existing document. */
const ALREADY_EXISTS = 6;

export interface ReminderRunOptions {
  /** The run's clock (tests, the bench); the instance's by default. */
  now?: Date;
}

export interface ReminderRunCounts {
  /** Sessions with something due. */
  sessions: number;
  /** Reminders written by this run (inbox items; a mail beside each that asked for one). */
  reminders: number;
  mails: number;
  /** Feedback prompts written by this run. */
  prompts: number;
}

/** One due inbox item (and maybe mail) for one person. */
interface Due {
  id: string;
  uid: string;
  user: UserDoc;
  message: string;
  mail: { subject: string; text: string; html: string } | null;
  /**
   * Due since before the last minute: a run on time has most likely written it, so the run reads first
   * instead of trying a batch that would fail on it.
   */
  seen: boolean;
}

/** A run every minute: what fell due before the last minute was the previous run's. */
const RUN_INTERVAL_MS = 60_000;

/** A time in the event's zone with the zone named: "Thu, 3 Dec, 10:30 CET (Europe/Berlin)". */
function eventTimeText(instant: Date, zone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
  return `${text} (${zone})`;
}

/** Creates each due item (inbox item, and the mail when asked) once; what exists already is left alone. */
async function writeDue(
  db: Firestore,
  session: { eventId: string; agendaId: string; tenantId: string; subject: string },
  kind: 'reminder' | 'feedback',
  items: readonly Due[],
): Promise<{ written: number; mails: number }> {
  // Stamped with the instance's clock: the run's may be the schedule's, a little ahead.
  const at = new Date();
  let written = 0;
  let mails = 0;
  const inboxOf = (item: Due) =>
    db
      .collection(COLLECTIONS.users)
      .doc(item.uid)
      .collection(INBOX_SUBCOLLECTION)
      .doc(item.id)
      .withConverter(inboxConverter);
  const link = appAgendaUrl(config.appOrigin, session.eventId, session.agendaId, session.tenantId);

  const writeChunk = async (part: readonly Due[]): Promise<void> => {
    if (part.length === 0) return;
    const stamp = Timestamp.fromDate(at);
    const batch = db.batch();
    for (const item of part) {
      batch.create(inboxOf(item), {
        message: item.message,
        subject: session.subject,
        type: 'LINK',
        link,
        notification_id: item.id,
        event_id: session.eventId,
        agenda_id: session.agendaId,
        created_at: stamp,
        read_at: null,
      });
      if (item.mail)
        batch.create(db.collection(MAIL_COLLECTION).doc(item.id).withConverter(mailConverter), {
          to: item.user.email,
          message: item.mail,
          source: {
            kind: 'reminder',
            event_id: session.eventId,
            agenda_id: session.agendaId,
            notification_id: item.id,
            uid: item.uid,
          },
          created_at: stamp,
          delivery: pendingDelivery(at, Timestamp.fromMillis),
        });
    }
    try {
      await batch.commit();
      written += part.length;
      mails += part.filter((item) => item.mail).length;
    } catch (error) {
      // Another run wrote some of these first: the batch wrote nothing, so write the ones still missing.
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
      const missing = await unwritten(part);
      if (missing.length < part.length) await writeChunk(missing);
      else throw error;
    }
  };
  /** The items of `part` not written yet (one read of their inbox items). */
  const unwritten = async (part: readonly Due[]): Promise<Due[]> => {
    const existing = await db.getAll(...part.map((item) => inboxOf(item).withConverter(null)));
    return part.filter((_, index) => !existing[index]?.exists);
  };
  const fresh = items.filter((item) => !item.seen);
  const seen = items.filter((item) => item.seen);
  await eachLimited(
    [
      ...chunks(fresh, PEOPLE_PER_BATCH).map((part) => ({ part, read: false })),
      ...chunks(seen, PEOPLE_PER_BATCH).map((part) => ({ part, read: true })),
    ],
    BATCH_CONCURRENCY,
    async ({ part, read }) => writeChunk(read && part.length > 0 ? await unwritten(part) : part),
  );
  if (written > 0)
    logger.info(kind === 'reminder' ? 'reminders sent' : 'feedback prompts sent', { ...session, written, mails });
  return { written, mails };
}

/** The reminders due in the window for one session. */
async function remindersOf(
  db: Firestore,
  reads: RunReads,
  found: FoundSession,
  window: { from: number; now: number },
): Promise<{ reminders: number; mails: number }> {
  const [event, agenda] = await Promise.all([reads.event(found.eventId), readAgendaAndRoster(found.ref, db)]);
  if (!event || event.privacy || !agenda) return { reminders: 0, mails: 0 };
  const start = agenda.start_time.toMillis();
  if (start <= window.now) return { reminders: 0, mails: 0 };
  const [eventParticipants, starredBy] = await Promise.all([
    agenda.mandatory ? reads.eventParticipants(found.eventId) : Promise.resolve([]),
    reads.starredBy(found.eventId, found.agendaId),
  ]);
  const people = [...new Set([...agendaAudience(agenda, eventParticipants), ...starredBy])];
  const users = await reads.users(people);
  const place = await locationOf(db, found.eventId, agenda);
  const subject = notificationSubject(event.name, agenda.name);
  const url = appAgendaUrl(config.appOrigin, found.eventId, found.agendaId, event.tenant_id);
  const when = REMINDER_MESSAGES.mailWhen(eventTimeText(agenda.start_time.toDate(), event.timezone), place);
  const due: Due[] = [];
  for (const [uid, user] of users) {
    const { lead_minutes: lead, mail } = reminderSettingsOf(user.reminders);
    const moment = start - lead * 60_000;
    if (lead === 0 || moment <= window.from || moment > window.now) continue;
    const message = REMINDER_MESSAGES.inbox(agenda.name, lead, place);
    due.push({
      seen: moment <= window.now - RUN_INTERVAL_MS,
      id: reminderId(found.agendaId, uid, start),
      uid,
      user,
      message,
      mail: mail
        ? {
            subject: oneLine(REMINDER_MESSAGES.mailSubject(agenda.name, lead)),
            text: `${message}\n${when}\n\n${REMINDER_MESSAGES.openSession}: ${url}\n\n${subject}\n${REMINDER_MESSAGES.mailFooter}`,
            html: [
              `<p><strong>${escapeHtml(message)}</strong></p>`,
              `<p>${escapeHtml(when)}</p>`,
              `<p><a href="${escapeHtml(url)}">${escapeHtml(REMINDER_MESSAGES.openSession)}</a></p>`,
              `<p style="color:#666;font-size:12px">${escapeHtml(subject)}<br>${escapeHtml(REMINDER_MESSAGES.mailFooter)}</p>`,
            ].join('\n'),
          }
        : null,
    });
  }
  const { written, mails } = await writeDue(
    db,
    { eventId: found.eventId, agendaId: found.agendaId, tenantId: event.tenant_id, subject },
    'reminder',
    due,
  );
  return { reminders: written, mails };
}

/** The feedback prompts of one session that ended in the window: who may rate it. */
async function promptsOf(db: Firestore, reads: RunReads, found: FoundSession, now: number): Promise<number> {
  const [event, agenda] = await Promise.all([reads.event(found.eventId), readAgendaAndRoster(found.ref, db)]);
  if (!event || event.privacy || !agenda) return 0;
  const eventParticipants = agenda.mandatory ? await reads.eventParticipants(found.eventId) : [];
  // Who took part (participants/feedback.ts tookPart): not its speakers, nor those who only starred it.
  const people = [...new Set([...agenda.participants, ...agenda.mparticipants, ...eventParticipants])];
  const users = await reads.users(people);
  const message = FEEDBACK_MESSAGES.prompt(agenda.name);
  const seen = agenda.end_date.toMillis() <= now - RUN_INTERVAL_MS;
  const due = [...users].map(([uid, user]): Due => ({
    id: feedbackPromptId(found.agendaId, uid),
    uid,
    user,
    message,
    mail: null,
    seen,
  }));
  const subject = notificationSubject(event.name, agenda.name);
  return (
    await writeDue(
      db,
      { eventId: found.eventId, agendaId: found.agendaId, tenantId: event.tenant_id, subject },
      'feedback',
      due,
    )
  ).written;
}

/** One run: the reminders and feedback prompts due at `now` (see the top of this file). */
export async function runDueReminders(db: Firestore, options: ReminderRunOptions = {}): Promise<ReminderRunCounts> {
  const now = (options.now ?? new Date()).getTime();
  const from = now - REMINDER_CATCH_UP_MS;
  const leads = REMINDER_LEAD_CHOICES.filter((lead) => lead > 0);
  // A session is a candidate when some lead time puts its moment in the window: one range per lead.
  const [byLead, ended] = await Promise.all([
    Promise.all(leads.map((lead) => sessionsBetween(db, 'start_time', from + lead * 60_000, now + lead * 60_000))),
    sessionsBetween(db, 'end_date', from, now),
  ]);
  const starting = new Map(byLead.flat().map((found) => [found.ref.path, found]));
  const reads = new RunReads(db);
  const counts: ReminderRunCounts = { sessions: 0, reminders: 0, mails: 0, prompts: 0 };
  await eachLimited([...starting.values()], 4, async (found) => {
    const { reminders, mails } = await remindersOf(db, reads, found, { from, now });
    counts.reminders += reminders;
    counts.mails += mails;
    if (reminders > 0) counts.sessions += 1;
  });
  await eachLimited(ended, 4, async (found) => {
    const prompts = await promptsOf(db, reads, found, now);
    counts.prompts += prompts;
    if (prompts > 0) counts.sessions += 1;
  });
  return counts;
}
