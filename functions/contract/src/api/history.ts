import { historyRestoreAnswerSchema, historyRestoreSchema } from '../schemas/history';
import { endpoint } from './endpoint';

/**
 * The audit history (docs/features.md, "History"): read live from Firestore by the History screens; restored
 * through here.
 */
export const history = {
  restore: endpoint({
    method: 'POST',
    path: '/history/restore',
    access: 'signedIn',
    rights: 'eventEditor',
    input: historyRestoreSchema,
    output: historyRestoreAnswerSchema,
    summary:
      "Restores, from an event's history entry, a deleted agenda, location, detail, tag or survey, or an agenda's or the event's earlier fields (409 when the record changed since)",
  }),
};
