/**
 * The wall's Firestore trigger (declared in index.ts): the speakers of an event's agendas take part in
 * its wall, so each has a document the rules can read (speakers.ts). It serves this resource alone, so
 * it sits beside the code it runs (as gamification/triggers.ts).
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import { changedSpeakers, followSpeakersOf } from './speakers';

const AGENDA_DOCUMENT = `${COLLECTIONS.events}/{eventId}/${EVENT_SUBCOLLECTIONS.agendas}/{agendaId}` as const;

// Retried: a repeated event changes nothing (speakers.ts reads the agenda as it is now). It runs on
// every agenda write (Firestore triggers cannot filter by field), so it decides from the event's
// before and after alone: a write that leaves the speakers as they were (a title, a room, a roster
// change, a repeated save) costs no read and no write.
export const followSpeakers = onDocumentWritten(
  { document: AGENDA_DOCUMENT, memory: '256MiB', timeoutSeconds: 120, retry: true },
  async (event) => {
    const changed = changedSpeakers(event.data?.before.data(), event.data?.after.data());
    if (changed.length > 0) await followSpeakersOf(event.params.eventId, event.params.agendaId, changed);
  },
);
