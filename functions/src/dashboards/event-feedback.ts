/**
 * The event's feedback for its dashboard (docs/features.md "Feedback after a session"): per rated session
 * its name, start, count, average and newest comments. The count and average come from each session's
 * summary document (feedbackSummary/all, one read per session, kept by every save); only the sessions
 * someone rated are read further: their newest FEEDBACK_DASHBOARD_COMMENTS ratings and a count() of the
 * ratings with a comment, so a session with thousands of ratings costs a bounded read. The event's
 * editors (root, admins of its country, its organizers) see every session with the raters' names; a
 * speaker sees the sessions they speak in without names; anyone else is refused with 403.
 */
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  AGENDA_FEEDBACK,
  EVENT_SUBCOLLECTIONS,
  FEEDBACK_DASHBOARD_COMMENTS,
  FEEDBACK_MESSAGES,
  feedbackDocSchema,
  feedbackSummaryDocSchema,
  type EventFeedbackAnswer,
  type SessionFeedback,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { forbidden } from '../lib/http-error';
import { eventChildren, visibleEvent } from '../events/access';
import { countCall } from '../shared/rate-limit';
import { peopleOf } from '../participants/service';

/** Summaries read in one batched read each (a big programme's hundreds of sessions in a few calls). */
const SUMMARY_BATCH = 100;

interface RatedSession {
  ref: DocumentReference;
  agendaId: string;
  name: string;
  start: number;
  count: number;
  average: number;
}

/** One decimal, as the session overview shows it. */
const averageOf = (sum: number, count: number) => Math.round((sum / count) * 10) / 10;

/** The sessions among `agendas` that someone rated, with their count and average from the summaries. */
async function ratedSessions(agendas: readonly DocumentSnapshot[]): Promise<RatedSession[]> {
  const rated: RatedSession[] = [];
  for (let from = 0; from < agendas.length; from += SUMMARY_BATCH) {
    const batch = agendas.slice(from, from + SUMMARY_BATCH);
    const summaries = await db.getAll(
      ...batch.map((agenda) =>
        agenda.ref.collection(AGENDA_FEEDBACK.summaryCollection).doc(AGENDA_FEEDBACK.summaryDoc),
      ),
    );
    batch.forEach((agenda, index) => {
      const summary = summaries[index];
      if (!summary?.exists) return;
      const { count, sum } = feedbackSummaryDocSchema.parse(summary.data());
      if (count <= 0) return;
      const start: unknown = agenda.get('start_time');
      rated.push({
        ref: agenda.ref,
        agendaId: agenda.id,
        name: String(agenda.get('name') ?? ''),
        start: start instanceof Timestamp ? start.toMillis() : 0,
        count,
        average: averageOf(sum, count),
      });
    });
  }
  return rated;
}

/** The newest ratings of a session (with their raters' ids) and how many of all its ratings carry a comment. */
async function commentsOf(session: RatedSession) {
  const ratings = session.ref.collection(AGENDA_FEEDBACK.collection);
  const [newest, withComment] = await Promise.all([
    ratings.orderBy('updated_at', 'desc').limit(FEEDBACK_DASHBOARD_COMMENTS).get(),
    ratings.where('comment', '!=', '').count().get(),
  ]);
  const comments = newest.docs
    .map((d) => ({ uid: d.id, ...feedbackDocSchema.parse(d.data()) }))
    .filter((rating) => rating.comment !== '');
  return { comments, moreComments: Math.max(0, withComment.data().count - comments.length) };
}

/** GET /participants/event/feedback?e: counts toward RATE_LIMITS.feedbackReads; 404 for an event the caller cannot see. */
export async function eventFeedback(caller: Caller, eventId: string): Promise<EventFeedbackAnswer> {
  await countCall(caller.uid, 'feedbackReads');
  const { canEdit } = await visibleEvent(caller, eventId);
  const agendas = eventChildren(eventId, EVENT_SUBCOLLECTIONS.agendas);
  const mine = canEdit ? agendas : agendas.where('speakers', 'array-contains', caller.uid);
  const listed = await mine.select('name', 'start_time').get();
  if (!canEdit && listed.empty) throw forbidden(FEEDBACK_MESSAGES.eventForbidden);
  const rated = await ratedSessions(listed.docs);
  const read = await Promise.all(rated.map(commentsOf));
  const names = canEdit
    ? new Map(
        (await peopleOf([...new Set(read.flatMap((session) => session.comments.map((c) => c.uid)))], caller, true)).map(
          (person) => [person.id, person.name],
        ),
      )
    : null;
  const sessions: SessionFeedback[] = rated.map((session, index) => {
    const { comments, moreComments } = read[index] ?? { comments: [], moreComments: 0 };
    return {
      agendaId: session.agendaId,
      name: session.name,
      start: session.start,
      count: session.count,
      average: session.average,
      comments: comments.map((c) => ({
        rating: c.rating,
        comment: c.comment,
        name: names ? (names.get(c.uid) ?? null) : null,
        updatedAt: c.updated_at,
      })),
      moreComments,
    };
  });
  return { eventId, names: canEdit, sessions };
}
