/**
 * History entries about a user's own record: created from the directory, refreshed, signed
 * out everywhere, their calendar feed made or revoked. Top-level history, in the user's country (its
 * admins read it); the person as `{ id, name }`, their fields without the address or any secret.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { type HistoryAction, type HistoryChange, type HistoryRecord } from '@agenda/contract';
import { historyPersonOf } from '../shared/history-people';

/** The entry of a change to the user of `snapshot` (read before the change). */
export function userEntry(snapshot: DocumentSnapshot, action: HistoryAction, changes: HistoryChange[]): HistoryRecord {
  const tenantId: unknown = snapshot.get('tenant_id');
  return {
    tenant_id: typeof tenantId === 'string' ? tenantId : null,
    event_id: null,
    entity: 'user',
    entity_id: snapshot.id,
    entity_label: historyPersonOf(snapshot).name,
    action,
    changes,
    restorable: false,
  };
}

/** The fields of a user record an entry shows: who they are and where, never their address. */
export const USER_RECORDED_FIELDS = ['first_name', 'last_name', 'job_title', 'tenant_id'] as const;
