/** History case of the restore itself: it records an entry of its own. */
import { call } from '../helpers';
import { deletedTagEntry } from '../matrix/history.rows';
import type { HistoryCases } from './cases';

export const restoreCases: HistoryCases = {
  'POST /history/restore': {
    as: 'organizer',
    prepare: (c) => deletedTagEntry(c.event.id),
    call: (c, token, entryId) => call('/history/restore', { token, json: { event_id: c.event.id, entry_id: entryId } }),
    entity: 'tag',
    action: 'restore',
    changed: ['text', 'color'],
    // The user may not edit the event: refused before any entry is read (a seeded one would count as added).
    refused: (c, token) => call('/history/restore', { token, json: { event_id: c.event.id, entry_id: 'any' } }),
  },
};
