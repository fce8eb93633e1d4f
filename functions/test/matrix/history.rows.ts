import { Timestamp } from 'firebase-admin/firestore';
import { api, EVENT_SUBCOLLECTIONS, type HistoryEntryDoc } from '@agenda/contract';
import { eventDoc } from '../event-fixtures';
import { EDIT_DRAFT, EDIT_PUBLIC, row } from './matrix';
import type { EventContentContext } from './event-context';

type Ctx = EventContentContext;

/**
 * The entry of a tag deleted from the event (a fresh id each time, so that every persona's restore
 * meets one), as the API records it. Answers the entry's id.
 */
export async function deletedTagEntry(eventId: string): Promise<string> {
  const ref = eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.history).doc();
  const entry: HistoryEntryDoc<Timestamp> = {
    at: Timestamp.now(),
    actor: { uid: 'someone', name: 'Some One' },
    tenant_id: 'de',
    event_id: eventId,
    entity: 'tag',
    entity_id: `restored-${ref.id}`,
    entity_label: 'Gone',
    action: 'delete',
    endpoint: 'DELETE /tags',
    changes: [
      { field: 'color', before: '#123456', after: null },
      { field: 'text', before: 'Gone', after: null },
    ],
    restorable: true,
    expire_at: Timestamp.now(),
  };
  await ref.set(entry);
  return ref.id;
}

export const rows = [
  row(api.history.restore, EDIT_PUBLIC, async (c: Ctx) => ({
    event_id: c.publicEvent.id,
    entry_id: await deletedTagEntry(c.publicEvent.id),
  })),
  row(
    api.history.restore,
    EDIT_DRAFT,
    async (c: Ctx) => ({ event_id: c.draftEvent.id, entry_id: await deletedTagEntry(c.draftEvent.id) }),
    { case: 'a draft' },
  ),
];
