/** Tags (docs/product.md §3 Tag): events/{e}/tags/{t}, read and written under the event's rights (events/service.ts). */
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  EVENT_SUBCOLLECTIONS,
  eventContentConverters,
  CONTENT_SESSIONS_FIELD,
  type Tag,
  type TagDoc,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { deleteEventChild, saveEventChild, visibleEventChild, visibleEventChildren } from '../events/access';

const SUB = EVENT_SUBCOLLECTIONS.tags;
const tagDocs = eventContentConverters.tags;

const toTag = (snapshot: DocumentSnapshot, eventId: string): Tag => ({
  id: snapshot.id,
  eventId,
  ...tagDocs.fromFirestore(snapshot),
});

/** The tags of an event the caller may see, sorted by text. */
export async function tagsOf(caller: Caller, eventId: string): Promise<Tag[]> {
  const docs = await visibleEventChildren(caller, eventId, SUB);
  return docs.map((doc) => toTag(doc, eventId)).sort((a, b) => a.text.localeCompare(b.text));
}

export const tagById = async (caller: Caller, eventId: string, id: string): Promise<Tag> =>
  toTag(await visibleEventChild(caller, eventId, SUB, id), eventId);

/** Creates (no id) or replaces a tag; answers its id. */
export const saveTag = async (
  caller: Caller,
  eventId: string,
  id: string | null | undefined,
  doc: TagDoc,
): Promise<string> => (await saveEventChild(caller, eventId, SUB, id, tagDocs.toFirestore(doc))).id;

/** The tag leaves every agenda of the event too; its entry names them, for a restore to put it back. */
export async function removeTag(caller: Caller, eventId: string, id: string): Promise<void> {
  await deleteEventChild(caller, eventId, SUB, id, async (tx, event) => {
    const agendas = await tx.get(event.collection(EVENT_SUBCOLLECTIONS.agendas).where('tags', 'array-contains', id));
    for (const agenda of agendas.docs) tx.update(agenda.ref, { tags: FieldValue.arrayRemove(id) });
    if (agendas.empty) return {};
    const sessions = agendas.docs.map((agenda) => ({ id: agenda.id, name: String(agenda.get('name') ?? '') }));
    return { [CONTENT_SESSIONS_FIELD]: sessions };
  });
}
