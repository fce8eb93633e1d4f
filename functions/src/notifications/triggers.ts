/**
 * The notifications' Firestore and scheduled functions (declared in index.ts):
 * - `sendDueNotifications`: every minute, every due notification is claimed and delivered exactly once
 *   (delivery.ts), and the reminders before sessions and the feedback prompts after them that fall due are
 *   written, each once (reminders.ts). Cloud Scheduler publishes to the topic `firebase-schedule-sendDueNotifications-<region>`;
 *   the emulator suite runs no schedules, so `npm start` (emulators/scripts/start.ts) publishes to the same
 *   topic on the Pub/Sub emulator every minute and the tests do it on demand (functions/test/helpers.ts
 *   `fireScheduledNotifications`).
 * - `inviteRunPage`: one page of an invite run (invite-runs.ts): each page document created in inviteRuns
 *   is run once. `retry`: a page that fails gives its lease back and throws, and the platform runs it
 *   again; a page whose instance died is run by the sweeper (triggers/sweeper.ts).
 * - Calendar invites follow their agenda (docs/features.md, "Calendar invites"). Whoever holds an agenda's
 *   invite (a REQUEST in calendarInvites) gets, by mail and exactly once (invites.ts changeInvite):
 *   - a CANCEL when the agenda is deleted (also when its whole event is: the agendas go with it);
 *   - a CANCEL when they are removed: from the agenda's participants or mandatory participants, or from
 *     the event (for invites of an event-wide send);
 *   - an updated REQUEST (the new SEQUENCE) when the agenda's name, description, times, location or
 *     Teams link change.
 *   Firestore triggers rather than hooks in each write path: every writer (the agenda form, the
 *   participant pickers, joins and leaves, the spreadsheet import, an event deletion) is covered, and a
 *   trigger event delivered twice changes nothing the second time. An agenda's holders may be thousands:
 *   its triggers only start a run of pages (invite-runs.ts), named after the trigger event so
 *   that a retried event starts nothing new.
 */
import { logger } from 'firebase-functions';
import { onDocumentCreated, onDocumentDeleted, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { Timestamp } from 'firebase-admin/firestore';
import {
  AGENDA_ROSTER,
  agendaConverter,
  agendaRosterSchema,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  INVITE_RUNS_COLLECTION,
  type StoredAgenda,
} from '@agenda/contract';
import { db } from '../lib/firebase';
import { readAgendaAndRoster } from '../agendas/roster';
import { calendarAgenda } from '../calendar/ics';
import { runDueNotifications } from './delivery';
import { runDueReminders } from './reminders';
import { inviteRunsCollection, runIdOf, runInvitePage, startInviteRun } from './invite-runs';
import { changeInvite, invitesCollection, locationName, logInvites, mayKeepInvite } from './invites';
import { calendarFieldsChanged, inviteFieldsChanged, rosterPeopleLeft } from './invite-fields';

export const sendDueNotifications = onSchedule(
  // Runs are at least once and may overlap: the claim's lease and the delivery records make that
  // harmless. No platform retry: a failed notification is retried by the next run (attempts).
  { schedule: 'every 1 minutes', timeZone: 'Etc/UTC', memory: '512MiB', timeoutSeconds: 300, retryCount: 0 },
  async (event) => {
    // Reminders take the schedule's time when it is later than the instance's clock (as the sweeper
    // does): a run is never early for what was due at its time. Notifications go by their own time.
    const now = new Date(Math.max(Date.now(), Date.parse(event.scheduleTime) || 0));
    const [outcomes, reminders] = await Promise.all([runDueNotifications(db), runDueReminders(db, { now })]);
    if (outcomes.length > 0) logger.info('notification run', { outcomes });
    if (reminders.sessions > 0) logger.info('reminder run', { ...reminders });
  },
);

export const inviteRunPage = onDocumentCreated(
  // SMTP is the mail trigger's: a page only writes records and outbox documents, INVITE_PAGE_SIZE people at most.
  { document: `${INVITE_RUNS_COLLECTION}/{pageId}`, memory: '256MiB', timeoutSeconds: 300, retry: true },
  async (event) => {
    await runInvitePage(inviteRunsCollection().doc(event.params.pageId));
  },
);

/**
 * A write that raised only the agenda's version: the location it is held in was renamed
 * (locations/service.ts), so its calendar entries name an old place. Any other save also changes its
 * audit fields (updated_at), so it is not mistaken for one.
 */
function onlyVersionRaised(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  // A record from before versions existed has none: version 0.
  const version = (data: Record<string, unknown>) => (typeof data.version === 'number' ? data.version : 0);
  if (!before || !after || !(version(after) > version(before))) return false;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('version');
  return [...keys].every((key) => JSON.stringify(before[key]) === JSON.stringify(after[key]));
}

const parse = (data: unknown, id: string): StoredAgenda | null => {
  if (!data) return null;
  try {
    return agendaConverter.fromFirestore({ id, data: () => data });
  } catch {
    return null;
  }
};

/** Whether anyone holds a live invite of the agenda (one read). */
const hasHolders = async (agendaId: string): Promise<boolean> =>
  !(
    await invitesCollection()
      .where('agenda_id', '==', agendaId)
      .where('method', '==', 'REQUEST')
      .limit(1)
      .select()
      .get()
  ).empty;

const AGENDA_DOCUMENT = `${COLLECTIONS.events}/{eventId}/${EVENT_SUBCOLLECTIONS.agendas}/{agendaId}` as const;

/** A deleted agenda (also with its event): a CANCEL with a SEQUENCE above every one sent, page by page. */
export const agendaInvitesCancel = onDocumentDeleted(
  { document: AGENDA_DOCUMENT, memory: '256MiB', timeoutSeconds: 60, retry: true },
  async (event) => {
    const { eventId, agendaId } = event.params;
    const before = parse(event.data?.data(), agendaId);
    if (!before || !(await hasHolders(agendaId))) return;
    const gone = calendarAgenda(agendaId, before, await locationName(eventId, before.location_id), before.version + 1);
    const started = await startInviteRun(runIdOf('cancel', event.id), {
      kind: 'cancel',
      event_id: eventId,
      agenda_id: agendaId,
      agenda_ids: [],
      changed: false,
      gone: {
        name: gone.name,
        description: gone.description,
        start: Timestamp.fromDate(gone.start),
        end: Timestamp.fromDate(gone.end),
        location: gone.location,
        meeting_room: gone.meetingRoom,
        sequence: gone.sequence,
      },
    });
    logInvites('cancel run (agenda deleted)', { eventId, agendaId, started });
  },
);

/** A changed agenda: removed people get a CANCEL, the others an update when what calendars show changed (page by page). */
export const agendaInvitesFollow = onDocumentUpdated(
  { document: AGENDA_DOCUMENT, memory: '256MiB', timeoutSeconds: 60, retry: true },
  async (event) => {
    const { eventId, agendaId } = event.params;
    const before = parse(event.data?.before.data(), agendaId);
    const after = parse(event.data?.after.data(), agendaId);
    if (!before || !after) return;
    const changed =
      calendarFieldsChanged(before, after) || onlyVersionRaised(event.data?.before.data(), event.data?.after.data());
    // A join, a file, a list's version…: no holder's calendar changes, nothing read, nothing to page through.
    if (!changed && !inviteFieldsChanged(before, after)) return;
    await followInvites(event.id, eventId, agendaId, changed, 'agenda changed');
  },
);

/**
 * Starts the run that takes the agenda's invites where it now is (once per trigger event): a CANCEL to
 * who may no longer keep one, and an update to the others when `changed` (what calendars show changed).
 */
async function followInvites(
  triggerEventId: string,
  eventId: string,
  agendaId: string,
  changed: boolean,
  why: string,
): Promise<void> {
  if (!(await hasHolders(agendaId))) return;
  const started = await startInviteRun(runIdOf('follow', triggerEventId), {
    kind: 'follow',
    event_id: eventId,
    agenda_id: agendaId,
    agenda_ids: [],
    gone: null,
    changed,
  });
  logInvites(`follow run (${why})`, { eventId, agendaId, changed, started });
}

/** A roster that lost someone (a leave, a picker, a removal from the event): their invites may go (page by page). */
export const rosterInvitesFollow = onDocumentUpdated(
  {
    document: `${AGENDA_DOCUMENT}/${AGENDA_ROSTER.collection}/${AGENDA_ROSTER.doc}`,
    memory: '256MiB',
    timeoutSeconds: 60,
    retry: true,
  },
  async (event) => {
    const { eventId, agendaId } = event.params;
    const before = agendaRosterSchema.safeParse(event.data?.before.data()).data;
    const after = agendaRosterSchema.safeParse(event.data?.after.data()).data;
    // A join, a waitlist's change: nobody's invite changes, nothing read.
    if (!before || !after || !rosterPeopleLeft(before, after)) return;
    await followInvites(event.id, eventId, agendaId, false, 'people left');
  },
);

/**
 * A person who leaves the event loses the invites of its event-wide send (agenda-level ones follow
 * their agenda): at most one per agenda of the event, so no paging.
 */
export const eventInvitesFollow = onDocumentDeleted(
  {
    document: `${COLLECTIONS.events}/{eventId}/${EVENT_SUBCOLLECTIONS.participants}/{uid}`,
    memory: '256MiB',
    timeoutSeconds: 300,
    retry: true,
  },
  async (event) => {
    const { eventId, uid } = event.params;
    const held = await invitesCollection()
      .where('event_id', '==', eventId)
      .where('uid', '==', uid)
      .where('method', '==', 'REQUEST')
      .get();
    if (held.empty) return;
    const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
    let cancelled = 0;
    for (const doc of held.docs) {
      const record = doc.data();
      const agenda = await readAgendaAndRoster(eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(record.agenda_id));
      // A deleted agenda is the agenda trigger's; one the person may keep stays.
      if (!agenda || (await mayKeepInvite(eventRef, agenda, record))) continue;
      const current = calendarAgenda(record.agenda_id, agenda, await locationName(eventId, agenda.location_id));
      if (await changeInvite('CANCEL', record.agenda_id, uid, current, eventId)) cancelled += 1;
    }
    if (cancelled) logInvites('cancelled (left the event)', { eventId, uid, cancelled });
  },
);
