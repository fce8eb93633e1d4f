/**
 * The gamification's Firestore triggers (declared in index.ts): the points (points.ts) of everyone who
 * joined or left a session are counted again, whoever changed its participants; a deleted session
 * (also with its event) takes its points away. Not on creation: an agenda is created without
 * participants (agendas/service.ts, the import), and thousands of imported sessions would each start
 * a function for nothing. These serve this resource alone, so they sit beside the code they run (as
 * notifications/triggers.ts).
 */
import { onDocumentDeleted, onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import { changedParticipants, recountPointsOf } from './points';
import { BADGE_DOCUMENT, recordBadgeWrite } from './badge-history';

const AGENDA_DOCUMENT = `${COLLECTIONS.events}/{eventId}/${EVENT_SUBCOLLECTIONS.agendas}/{agendaId}` as const;
const OPTIONS = { document: AGENDA_DOCUMENT, memory: '256MiB', timeoutSeconds: 300, retry: true } as const;

export const countSessionPoints = onDocumentUpdated(OPTIONS, async (event) => {
  // Most agenda writes (a name, a file, a version) change nobody's sessions: nothing is read.
  const changed = changedParticipants(event.data?.before.data(), event.data?.after.data());
  if (changed.length > 0) await recountPointsOf(event.params.eventId, changed);
});

export const dropSessionPoints = onDocumentDeleted(OPTIONS, async (event) => {
  const changed = changedParticipants(event.data?.data(), null);
  if (changed.length > 0) await recountPointsOf(event.params.eventId, changed);
});

// Badges are the app's writes under the rules: the history records them here (badge-history.ts).
// No retry: a repeated event would record the entry twice.
export const recordBadgeHistory = onDocumentWritten(
  { document: BADGE_DOCUMENT, memory: '256MiB', timeoutSeconds: 60 },
  async (event) =>
    recordBadgeWrite(event.params.eventId, event.params.badgeId, event.data?.before.data(), event.data?.after.data()),
);
