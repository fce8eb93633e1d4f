/**
 * The history of an event's badges. The app writes gamificationv2/{e}/badges/{b} directly,
 * under firestore.rules, so no API call records them: this trigger adds the entry to the event's
 * history after each create, update or delete, in a batch of its own (the change is already written).
 *
 * Who: the badge document holds exactly its four fields (validBadge: n, t, f, u) and the installed
 * firebase-functions has no trigger with the writer's auth data, so the writer is not known here; the
 * entry names the app under the rules as its actor (BADGE_ACTOR). The event's editors are the only
 * ones the rules let write badges.
 */
import { COLLECTIONS, type HistoryAction, type HistoryAuthor, type HistoryRecord } from '@agenda/contract';
import { db } from '../lib/firebase';
import { fieldChanges, recordHistory } from '../shared/history';

export const BADGE_DOCUMENT = `${COLLECTIONS.gamification}/{eventId}/badges/{badgeId}` as const;
/** The writer of a badge, as far as the trigger knows: one of the event's editors, through the app. */
const BADGE_ACTOR: HistoryAuthor = {
  uid: 'app',
  name: "An editor (in the app's badge screen)",
  endpoint: 'trigger badges',
};

type Fields = Record<string, unknown> | undefined;

/** A badge's fields by what they mean (the stored keys are one letter); its image by Storage reference. */
const readable = (badge: Fields) => (badge ? { name: badge['n'], threshold: badge['t'], image: badge['f'] } : null);

/** The entry of one badge write, or null when nothing the entry shows changed (or the event is gone). */
function badgeEntry(
  event: { tenant_id?: unknown; name?: unknown } | undefined,
  eventId: string,
  badgeId: string,
  before: Fields,
  after: Fields,
): HistoryRecord | null {
  if (!event || typeof event.tenant_id !== 'string') return null;
  const changes = fieldChanges(readable(before), readable(after), { files: ['image'] });
  if (changes.length === 0) return null;
  const action: HistoryAction = !after ? 'delete' : before ? 'update' : 'create';
  const name = (after ?? before)?.['n'];
  return {
    tenant_id: event.tenant_id,
    event_id: eventId,
    entity: 'badge',
    entity_id: badgeId,
    entity_label: typeof name === 'string' ? name : badgeId,
    action,
    changes,
    restorable: false,
  };
}

/** Records the badge write in the event's history (an event deleted meanwhile gets none). */
export async function recordBadgeWrite(eventId: string, badgeId: string, before: Fields, after: Fields): Promise<void> {
  const event = (await db.collection(COLLECTIONS.events).doc(eventId).get()).data();
  const entry = badgeEntry(event, eventId, badgeId, before, after);
  if (!entry) return;
  const batch = db.batch();
  recordHistory(batch, BADGE_ACTOR, entry);
  await batch.commit();
}
