/**
 * Invite fan-outs in pages: an agenda's deletion (CANCEL to every holder), a change of an
 * agenda (CANCEL to the removed, an update to the others) and an event-wide send (every participant,
 * every agenda to come) each become a run of page documents, inviteRuns/{runId}_{page}
 * (contract/schemas/calendar.ts). No single invocation handles more than INVITE_PAGE_SIZE people, so
 * thousands of holders no longer run into one trigger's or one request's timeout.
 *
 * - A run starts with page 0 (`startInviteRun`, create(): the same run started twice, say by a retried
 *   trigger event whose id names the run, writes nothing the second time).
 * - Each page is claimed in a transaction (pending, or running with an expired lease → running, a lease
 *   of INVITE_PAGE_LEASE_MS, a claim token, one more attempt), reads its slice (at most
 *   INVITE_PAGE_SIZE documents after its cursor, in document-id order: O(page) reads), writes the next
 *   page when the slice was full, sends, and ends `done` with its counts while it still holds the claim.
 * - A failing page records its error, gives the lease back and throws: the trigger (retry: true) runs it
 *   again. A page whose run died is run by the sweeper once its lease has run out. After
 *   INVITE_PAGE_MAX_ATTEMPTS claims it ends `failed`, logged.
 * - Sending is exactly once per person whatever runs a page how often: each (agenda, person) record is
 *   read and written in one transaction with its mail (invites.ts).
 */
import { randomUUID } from 'node:crypto';
import { FieldPath, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import {
  COLLECTIONS,
  docConverter,
  EVENT_SUBCOLLECTIONS,
  eventDocSchema,
  INVITE_PAGE_LEASE_MS,
  INVITE_PAGE_MAX_ATTEMPTS,
  INVITE_PAGE_SIZE,
  INVITE_RUNS_COLLECTION,
  inviteRunPageDocSchema,
  inviteRunPageId,
} from '@agenda/contract';
import { db } from '../lib/firebase';
import { readAgendaAndRoster } from '../agendas/roster';
import { calendarAgenda, type CalendarAgenda, type CalendarEvent } from '../calendar/ics';
import {
  changeInvites,
  invitees,
  invitesCollection,
  locationName,
  logInvites,
  mayKeepInvite,
  sendAgendaInvites,
} from './invites';

const pageConverter = docConverter(inviteRunPageDocSchema);
const eventConverter = docConverter(eventDocSchema);
export type InviteRunPage = z.output<typeof inviteRunPageDocSchema>;

/** What a run does: the same in each of its pages. */
export type InviteRunSeed = Pick<InviteRunPage, 'kind' | 'event_id' | 'agenda_id' | 'agenda_ids' | 'gone' | 'changed'>;

export type PageOutcome = { outcome: 'done'; people: number; mails: number } | { outcome: 'skipped'; reason: string };

/** Firestore's code for a create() over an existing document. */
const ALREADY_EXISTS = 6;

export const inviteRunsCollection = () => db.collection(INVITE_RUNS_COLLECTION).withConverter(pageConverter);
const pageRef = (runId: string, page: number) => inviteRunsCollection().doc(inviteRunPageId(runId, page));

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** Writes page `page` of a run unless it exists: whether this call wrote it. */
async function createPage(
  runId: string,
  page: number,
  cursor: string | null,
  seed: InviteRunSeed,
  now: number,
): Promise<boolean> {
  try {
    await pageRef(runId, page).create({
      ...seed,
      run_id: runId,
      page,
      cursor,
      status: 'pending',
      attempts: 0,
      // Its trigger takes it at once; should the trigger event be lost, the sweeper takes it after this.
      lease_until: Timestamp.fromMillis(now + INVITE_PAGE_LEASE_MS),
      claim_token: null,
      people: null,
      mails: null,
      last_error: null,
      created_at: Timestamp.fromMillis(now),
      done_at: null,
    });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/** Starts a run (its page 0); false when the run had been started already. */
export const startInviteRun = (runId: string, seed: InviteRunSeed, now = Date.now()): Promise<boolean> =>
  createPage(runId, 0, null, seed, now);

/** A run id that is the same for the same trigger event (its delivery retried) and unique otherwise. */
export const runIdOf = (prefix: string, eventId: string): string =>
  `${prefix}-${eventId.replace(/[^A-Za-z0-9-]/g, '-')}`;

interface PageClaim {
  ref: DocumentReference<InviteRunPage>;
  token: string;
  page: InviteRunPage;
}

async function claimPage(ref: DocumentReference<InviteRunPage>, now: number): Promise<PageClaim | { skipped: string }> {
  const token = randomUUID();
  return db.runTransaction(async (tx) => {
    const page = (await tx.get(ref)).data();
    if (!page) return { skipped: 'gone' };
    if (page.status === 'done' || page.status === 'failed') return { skipped: page.status };
    if (page.status === 'running' && (page.lease_until?.toMillis() ?? 0) > now) return { skipped: 'running elsewhere' };
    if (page.attempts >= INVITE_PAGE_MAX_ATTEMPTS) {
      const error = `Gave up after ${page.attempts} attempts${page.last_error ? `: ${page.last_error}` : ''}`;
      tx.update(ref, {
        status: 'failed',
        lease_until: null,
        claim_token: null,
        last_error: error,
        done_at: Timestamp.fromMillis(now),
      });
      logger.error('calendar invites: page failed', { page: ref.id, error });
      return { skipped: 'failed' };
    }
    const claimed = {
      status: 'running' as const,
      attempts: page.attempts + 1,
      lease_until: Timestamp.fromMillis(now + INVITE_PAGE_LEASE_MS),
      claim_token: token,
    };
    tx.update(ref, claimed);
    return { ref, token, page: { ...page, ...claimed } };
  });
}

/** Updates the page if the claim is still this run's. */
async function whileClaimed(claim: PageClaim, fields: Partial<Record<keyof InviteRunPage, unknown>>): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(claim.ref)).data();
    if (!current || current.status !== 'running' || current.claim_token !== claim.token) return false;
    tx.update(claim.ref, fields);
    return true;
  });
}

/** The calendar entry of a deleted agenda, from its run's page. */
function goneAgenda(agendaId: string, gone: NonNullable<InviteRunPage['gone']>): CalendarAgenda {
  return {
    id: agendaId,
    name: gone.name,
    description: gone.description,
    start: gone.start.toDate(),
    end: gone.end.toDate(),
    location: gone.location,
    meetingRoom: gone.meeting_room,
    sequence: gone.sequence,
  };
}

/** A slice of the page: the document ids (and the documents) after its cursor. */
async function holderSlice(agendaId: string, cursor: string | null) {
  // Every record of the agenda, not only live ones: a slice must stay the same when the page runs again.
  let query = invitesCollection().where('agenda_id', '==', agendaId).orderBy(FieldPath.documentId());
  if (cursor) query = query.startAfter(cursor);
  return (await query.limit(INVITE_PAGE_SIZE).get()).docs;
}

async function participantSlice(eventId: string, cursor: string | null) {
  let query = db
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(EVENT_SUBCOLLECTIONS.participants)
    .orderBy(FieldPath.documentId());
  if (cursor) query = query.startAfter(cursor);
  return (await query.limit(INVITE_PAGE_SIZE).select().get()).docs;
}

/** Sends the page's slice; answers the people in it and the mails written. */
async function sendPage(claim: PageClaim, now: number): Promise<{ people: number; mails: number }> {
  const { page } = claim;
  const { event_id: eventId } = page;
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  // The next page first (when the slice was full), so pages run side by side instead of one after another.
  const nextPage = async (slice: readonly { id: string }[]): Promise<void> => {
    const last = slice[slice.length - 1];
    const { kind, event_id, agenda_id, agenda_ids, gone, changed } = page;
    if (slice.length === INVITE_PAGE_SIZE && last)
      await createPage(
        page.run_id,
        page.page + 1,
        last.id,
        { kind, event_id, agenda_id, agenda_ids, gone, changed },
        now,
      );
  };

  if (page.kind === 'event') {
    const slice = await participantSlice(eventId, page.cursor);
    await nextPage(slice);
    const stored = (await eventRef.withConverter(eventConverter).get()).data();
    if (!stored) return { people: slice.length, mails: 0 };
    const people = await invitees(slice.map((doc) => doc.id));
    const event: CalendarEvent = { id: eventId, name: stored.name, timezone: stored.timezone, address: stored.address };
    let mails = 0;
    for (const agendaId of page.agenda_ids)
      mails += (await sendAgendaInvites(eventRef, event, agendaId, people, 'event')).mails;
    return { people: slice.length, mails };
  }

  const agendaId = page.agenda_id ?? '';
  const slice = await holderSlice(agendaId, page.cursor);
  await nextPage(slice);
  const holders = slice.map((doc) => doc.data()).filter((record) => record.method === 'REQUEST');
  if (page.kind === 'cancel') {
    if (!page.gone) throw new Error(`Page ${claim.ref.id} of a deleted agenda names no calendar entry`);
    return {
      people: holders.length,
      mails: await changeInvites(
        'CANCEL',
        agendaId,
        holders.map((h) => h.uid),
        goneAgenda(agendaId, page.gone),
        eventId,
      ),
    };
  }

  // follow: against the agenda as stored now (its deletion has a run of its own).
  const agenda = await readAgendaAndRoster(eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId));
  if (!agenda) return { people: holders.length, mails: 0 };
  const stored = (await eventRef.withConverter(eventConverter).get()).data();
  const facts = stored ? { name: stored.name, timezone: stored.timezone, address: stored.address } : undefined;
  const current = calendarAgenda(agendaId, agenda, await locationName(eventId, agenda.location_id));
  const keeps = await Promise.all(holders.map((holder) => mayKeepInvite(eventRef, agenda, holder)));
  const cancel = holders.filter((_, index) => !keeps[index]).map((h) => h.uid);
  const update = page.changed
    ? holders.filter((h, index) => keeps[index] && h.sequence < agenda.version).map((h) => h.uid)
    : [];
  const mails =
    (await changeInvites('CANCEL', agendaId, cancel, current, eventId, facts)) +
    (await changeInvites('UPDATE', agendaId, update, current, eventId, facts));
  return { people: holders.length, mails };
}

/**
 * Runs one page if it is to run (pending, or running with an expired lease at `now`). Throws when the
 * page failed, after recording the error and giving the lease back (its trigger retries it).
 */
export async function runInvitePage(ref: DocumentReference<InviteRunPage>, now = Date.now()): Promise<PageOutcome> {
  const claim = await claimPage(ref, now);
  if ('skipped' in claim) return { outcome: 'skipped', reason: claim.skipped };
  try {
    const counts = await sendPage(claim, now);
    const ended = await whileClaimed(claim, {
      status: 'done',
      lease_until: null,
      claim_token: null,
      ...counts,
      done_at: Timestamp.now(),
    });
    if (!ended) return { outcome: 'skipped', reason: 'claim lost' };
    logInvites(`page ${claim.page.page} of a ${claim.page.kind} run`, {
      runId: claim.page.run_id,
      eventId: claim.page.event_id,
      agendaId: claim.page.agenda_id,
      attempt: claim.page.attempts,
      ...counts,
    });
    return { outcome: 'done', ...counts };
  } catch (error) {
    logger.error('calendar invites: page failed, to be retried', {
      page: ref.id,
      attempt: claim.page.attempts,
      error: errorText(error),
    });
    await whileClaimed(claim, { lease_until: Timestamp.fromMillis(now), last_error: errorText(error) }).catch(
      (recordError: unknown) =>
        logger.error('calendar invites: page failure not recorded', { page: ref.id, error: errorText(recordError) }),
    );
    throw error;
  }
}

/**
 * Pages whose lease has run out at `now`: pending ones their trigger never took and running ones whose
 * run died. Ended pages hold no lease (null), which a timestamp range never matches.
 */
export async function stuckInvitePages(now: number, limit: number): Promise<DocumentReference<InviteRunPage>[]> {
  const snapshot = await inviteRunsCollection()
    .where('lease_until', '<=', Timestamp.fromMillis(now))
    .orderBy('lease_until')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.ref);
}
