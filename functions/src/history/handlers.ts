import { api } from '@agenda/contract';
import { route } from '../http/endpoints';
import { logs } from '../lib/logs';
import { restoreFromHistory } from './restore';

export const historyRoutes = [
  // Editors of the event (root, its country's admins, its organizers); the restore records its own entry.
  route(api.history.restore, async ({ event_id, entry_id }, caller, { requestId }) => {
    const result = await restoreFromHistory(caller, event_id, entry_id);
    logs.eventContentSaved(requestId, caller.uid, event_id, 'history', result.entity_id);
    return { result };
  }),
];
