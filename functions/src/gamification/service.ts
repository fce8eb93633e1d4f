/** gamificationv2/{eventId}: the event's points (its badges live below it, written by the app under the rules). */
import { COLLECTIONS, EVENT_MESSAGES, gamificationConverter, type GamificationDoc } from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { notFound } from '../lib/http-error';
import { editEvent } from '../events/access';
import { fieldChanges, historyAuthor, recordHistory } from '../shared/history';

/** The entry of the event's points, from `before` (null: none yet) to `after` (null: removed). */
const pointsEntry = (
  event: { tenant_id: string; name: string },
  eventId: string,
  before: GamificationDoc | null,
  after: GamificationDoc | null,
) => ({
  tenant_id: event.tenant_id,
  event_id: eventId,
  entity: 'points' as const,
  entity_id: eventId,
  entity_label: event.name,
  action: !after ? ('delete' as const) : before ? ('update' as const) : ('create' as const),
  changes: fieldChanges(before, after, { omit: ['event_id'] }),
  restorable: false,
});

const pointsRef = (eventId: string) =>
  db.collection(COLLECTIONS.gamification).doc(eventId).withConverter(gamificationConverter);

/** The event's points, or undefined while none are set. */
export const pointsOf = async (eventId: string): Promise<GamificationDoc | undefined> =>
  (await pointsRef(eventId).get()).data();

/** Editors of the event, on their current rights, in one transaction with the event's read. */
export async function savePoints(caller: Caller, doc: GamificationDoc): Promise<void> {
  const actor = historyAuthor(caller);
  await editEvent(caller, doc.event_id, async (tx, event) => {
    const before = (await tx.get(pointsRef(doc.event_id))).data() ?? null;
    recordHistory(tx, actor, pointsEntry(event, doc.event_id, before, doc));
    tx.set(pointsRef(doc.event_id), doc);
  });
}

/** Editors. The badges stay: they are the app's, under the rules, and go with the event. */
export async function removePoints(caller: Caller, eventId: string): Promise<void> {
  const actor = historyAuthor(caller);
  await editEvent(caller, eventId, async (tx, event) => {
    const ref = pointsRef(eventId);
    const before = (await tx.get(ref)).data();
    if (!before) throw notFound(EVENT_MESSAGES.itemNotFound);
    recordHistory(tx, actor, pointsEntry(event, eventId, before, null));
    tx.delete(ref);
  });
}
