/**
 * The gamification's Firestore trigger (declared in index.ts): the badges the app writes are recorded in
 * the event's history. The points follow the sessions' rosters with each person's schedule
 * (agendas/schedules.ts, points.ts). It serves this resource alone, so it sits beside the code it runs
 * (as notifications/triggers.ts).
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { BADGE_DOCUMENT, recordBadgeWrite } from './badge-history';

// Badges are the app's writes under the rules: the history records them here (badge-history.ts).
// No retry: a repeated event would record the entry twice.
export const recordBadgeHistory = onDocumentWritten(
  { document: BADGE_DOCUMENT, memory: '256MiB', timeoutSeconds: 60 },
  async (event) =>
    recordBadgeWrite(event.params.eventId, event.params.badgeId, event.data?.before.data(), event.data?.after.data()),
);
