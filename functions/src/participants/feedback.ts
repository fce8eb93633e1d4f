/**
 * Feedback after a session (docs/features.md "Feedback after a session"). A person who took part in a
 * session (in its participants or mandatory participants, or any participant of the event for a
 * mandatory session) rates it from its end until FEEDBACK_WINDOW_MS later. The save is one transaction
 * that reads the agenda, its roster, the person's earlier rating and the summary, and writes the rating
 * and the summary (count and sum) together, so the average stays right whatever the order of saves.
 * Only the API reads and writes these documents (firestore.rules opens none of them); the GET answers
 * the event's editors with the raters' names, the session's speakers without, and others their own alone.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import {
  AGENDA_FEEDBACK,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  FEEDBACK_MESSAGES,
  FEEDBACK_WINDOW_MS,
  feedbackDocSchema,
  feedbackSummaryDocSchema,
  type FeedbackAnswer,
  type FeedbackDoc,
  type FeedbackSummaryDoc,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { eventChildren, visibleEvent } from '../events/access';
import { countCall } from '../shared/rate-limit';
import { readAgendaAndRoster, type AgendaAndRoster } from '../agendas/roster';
import { eventOfAgenda, peopleOf } from './service';

const feedbackRefs = (agenda: DocumentReference, uid: string) => ({
  mine: agenda.collection(AGENDA_FEEDBACK.collection).doc(uid),
  summary: agenda.collection(AGENDA_FEEDBACK.summaryCollection).doc(AGENDA_FEEDBACK.summaryDoc),
});

const agendaRef = (eventId: string, agendaId: string) =>
  eventChildren(eventId, EVENT_SUBCOLLECTIONS.agendas).withConverter(null).doc(agendaId);

/** Whether the person took part in the session: a participant, a mandatory participant, or (a mandatory session) of the event. */
async function tookPart(eventId: string, agenda: AgendaAndRoster, uid: string): Promise<boolean> {
  if (agenda.participants.includes(uid) || agenda.mparticipants.includes(uid)) return true;
  if (!agenda.mandatory) return false;
  return (await eventChildren(eventId, EVENT_SUBCOLLECTIONS.participants).doc(uid).get()).exists;
}

const windowOf = (agenda: AgendaAndRoster) => {
  const opens = agenda.end_date.toMillis();
  return { opens, closes: opens + FEEDBACK_WINDOW_MS };
};

/** The caller's own rating, the window, and what they may see of everyone's. */
export async function feedbackFor(caller: Caller, agendaId: string, eventIdGiven?: string): Promise<FeedbackAnswer> {
  const eventId = await eventOfAgenda(agendaId, eventIdGiven);
  const { canEdit } = await visibleEvent(caller, eventId);
  const ref = agendaRef(eventId, agendaId);
  const agenda = await readAgendaAndRoster(ref);
  if (!agenda) throw notFound(EVENT_MESSAGES.agendaNotFound);
  const refs = feedbackRefs(ref, caller.uid);
  const speaker = agenda.speakers.includes(caller.uid);
  const seesAll = canEdit || speaker;
  // What the answer needs, read side by side: the caller's own rating, whether they took part, and for
  // organizers and speakers every rating with the summary.
  const [mineSnapshot, canRate, all, summarySnapshot] = await Promise.all([
    refs.mine.get(),
    tookPart(eventId, agenda, caller.uid),
    seesAll ? ref.collection(AGENDA_FEEDBACK.collection).get() : null,
    seesAll ? refs.summary.get() : null,
  ]);
  const mine = mineSnapshot.exists ? feedbackDocSchema.parse(mineSnapshot.data()) : null;
  let summary: FeedbackAnswer['summary'] = null;
  if (all && summarySnapshot) {
    const stored = all.docs.map((d) => ({ uid: d.id, ...feedbackDocSchema.parse(d.data()) }));
    const names = canEdit
      ? new Map(
          (
            await peopleOf(
              stored.map((s) => s.uid),
              caller,
              true,
            )
          ).map((p) => [p.id, p.name]),
        )
      : new Map<string, string>();
    const counts = summarySnapshot.exists
      ? feedbackSummaryDocSchema.parse(summarySnapshot.data())
      : { count: 0, sum: 0 };
    summary = {
      count: counts.count,
      average: counts.count > 0 ? Math.round((counts.sum / counts.count) * 10) / 10 : null,
      comments: stored
        .filter((s) => s.comment !== '')
        .sort((a, b) => b.updated_at - a.updated_at)
        .map((s) => ({ rating: s.rating, comment: s.comment, name: canEdit ? (names.get(s.uid) ?? null) : null })),
    };
  }
  return {
    agendaId,
    eventId,
    ...windowOf(agenda),
    canRate,
    mine: mine && { rating: mine.rating, comment: mine.comment },
    summary,
  };
}

/**
 * Saves the caller's rating (replacing their earlier one) and the summary in one transaction: 400 before the
 * session's end or after the window, 403 for one who did not take part; counts toward RATE_LIMITS.feedback.
 */
export async function saveFeedback(
  caller: Caller,
  input: { agendaId: string; eventId?: string | undefined; rating: number; comment: string },
): Promise<FeedbackAnswer> {
  await countCall(caller.uid, 'feedback');
  const eventId = await eventOfAgenda(input.agendaId, input.eventId);
  await visibleEvent(caller, eventId);
  const ref = agendaRef(eventId, input.agendaId);
  const refs = feedbackRefs(ref, caller.uid);
  await db.runTransaction(async (tx) => {
    const agenda = await readAgendaAndRoster(ref, tx);
    if (!agenda) throw notFound(EVENT_MESSAGES.agendaNotFound);
    const [mineSnapshot, summarySnapshot] = await tx.getAll(refs.mine, refs.summary);
    // The window first: nobody may rate a session that has not ended or whose window closed.
    const { opens, closes } = windowOf(agenda);
    const now = Date.now();
    if (now < opens) throw badRequest(FEEDBACK_MESSAGES.notYet);
    if (now > closes) throw badRequest(FEEDBACK_MESSAGES.closed);
    if (!(await tookPart(eventId, agenda, caller.uid))) throw forbidden(FEEDBACK_MESSAGES.notParticipant);
    const before = mineSnapshot?.exists ? feedbackDocSchema.parse(mineSnapshot.data()) : null;
    const counts: FeedbackSummaryDoc = summarySnapshot?.exists
      ? feedbackSummaryDocSchema.parse(summarySnapshot.data())
      : { count: 0, sum: 0 };
    const next: FeedbackSummaryDoc = before
      ? { count: counts.count, sum: counts.sum - before.rating + input.rating }
      : { count: counts.count + 1, sum: counts.sum + input.rating };
    const doc: FeedbackDoc = { rating: input.rating, comment: input.comment, updated_at: now };
    tx.set(refs.mine, doc);
    tx.set(refs.summary, next);
  });
  return feedbackFor(caller, input.agendaId, eventId);
}
