/** History case of the restore itself (issue 34 item 3): it records an entry of its own. */
import { call } from '../helpers';
import { deletedTagEntry } from '../matrix/history.rows';
import type { HistoryCases } from './cases';

const restore = async (eventId: string, token: string) =>
  call('/history/restore', { token, json: { event_id: eventId, entry_id: await deletedTagEntry(eventId) } });

export const restoreCases: HistoryCases = {
  'POST /history/restore': {
    as: 'organizer',
    call: (c, token) => restore(c.event.id, token),
    entity: 'tag',
    action: 'restore',
    changed: ['text', 'color'],
    // The user may not edit the event: refused before any entry is read (a seeded one would count as added).
    refused: (c, token) => call('/history/restore', { token, json: { event_id: c.event.id, entry_id: 'any' } }),
  },
};
