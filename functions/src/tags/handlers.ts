import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { api, EVENT_SUBCOLLECTIONS, eventContentConverters, type Tag, type TagDoc } from '@agenda/contract';
import { route } from '../http/endpoints';
import { logs } from '../lib/logs';
import { deleteEventChild, saveEventChild, visibleEventChild, visibleEventChildren } from '../events/service';

const SUB = EVENT_SUBCOLLECTIONS.tags;
const tagDocs = eventContentConverters.tags;

const toTag = (snapshot: DocumentSnapshot, eventId: string): Tag => ({ id: snapshot.id, eventId, ...tagDocs.fromFirestore(snapshot) });

export const tagRoutes = [
  route(api.tags.list, async ({ eventId }, caller) => {
    const docs = await visibleEventChildren(caller, eventId, SUB);
    return { tags: docs.map((doc) => toTag(doc, eventId)).sort((a, b) => a.text.localeCompare(b.text)) };
  }),

  route(api.tags.byId, async ({ id, eventId }, caller) => ({
    tag: toTag(await visibleEventChild(caller, eventId, SUB, id), eventId),
  })),

  // The save form names the fields name and colour; the document stores them as text and color.
  route(api.tags.save, async (input, caller, { requestId }) => {
    const doc: TagDoc = { text: input.name, color: input.colour };
    const ref = await saveEventChild(caller, input.eventId, SUB, input.id, tagDocs.toFirestore(doc));
    logs.eventContentSaved(requestId, caller.uid, input.eventId, SUB, ref.id);
    return { result: { id: ref.id, eventId: input.eventId, ...doc } };
  }),

  // The tag leaves every agenda of the event too.
  route(api.tags.remove, async ({ id, eventId }, caller, { requestId }) => {
    await deleteEventChild(caller, eventId, SUB, id, async (tx, event) => {
      const agendas = await tx.get(event.collection(EVENT_SUBCOLLECTIONS.agendas).where('tags', 'array-contains', id));
      for (const agenda of agendas.docs) tx.update(agenda.ref, { tags: FieldValue.arrayRemove(id) });
    });
    logs.eventContentDeleted(requestId, caller.uid, eventId, SUB, id);
    return { result: { id } };
  }),
];
