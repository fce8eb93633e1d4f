import { Router } from 'express';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { EVENT_SUBCOLLECTIONS, eventContentItemQuerySchema, eventContentListQuerySchema, tagSaveSchema, type Tag, type TagDoc } from '../contract';
import { authenticate } from '../middleware/auth';
import { logs } from '../lib/logs';
import { validate } from '../lib/validate';
import { callerOf, deleteEventChild, saveEventChild, visibleEventChild, visibleEventChildren } from '../services/events';

export const tagsRouter = Router();
tagsRouter.use('/tags', authenticate);

const SUB = EVENT_SUBCOLLECTIONS.tags;

function toTag(snapshot: DocumentSnapshot, eventId: string): Tag {
  const doc = snapshot.data() as TagDoc;
  return { id: snapshot.id, eventId, text: doc.text, color: doc.color };
}

// GET /backendv2/tags?eventId -> { tags }, sorted by text (whoever may see the event)
tagsRouter.get('/tags', async (req, res) => {
  const { eventId } = validate(eventContentListQuerySchema, req.query);
  const docs = await visibleEventChildren(await callerOf(req), eventId, SUB);
  res.json({ tags: docs.map((doc) => toTag(doc, eventId)).sort((a, b) => a.text.localeCompare(b.text)) });
});

// GET /backendv2/tags/byId?id&eventId -> { tag }
tagsRouter.get('/tags/byId', async (req, res) => {
  const { id, eventId } = validate(eventContentItemQuerySchema, req.query);
  res.json({ tag: toTag(await visibleEventChild(await callerOf(req), eventId, SUB, id), eventId) });
});

// POST /backendv2/tags/new { id?, name, eventId, colour } -> { result: tag } (editors), stored as { text, color }
tagsRouter.post('/tags/new', async (req, res) => {
  const input = validate(tagSaveSchema, req.body);
  const caller = await callerOf(req);
  const doc: TagDoc = { text: input.name, color: input.colour };
  const ref = await saveEventChild(caller, input.eventId, SUB, input.id, doc);
  logs.eventContentSaved(req.requestId, caller.uid, input.eventId, SUB, ref.id);
  res.json({ result: { id: ref.id, eventId: input.eventId, ...doc } satisfies Tag });
});

// DELETE /backendv2/tags?eventId&id -> { result: { id } } (editors); the tag leaves every agenda too.
tagsRouter.delete('/tags', async (req, res) => {
  const { id, eventId } = validate(eventContentItemQuerySchema, req.query);
  const caller = await callerOf(req);
  await deleteEventChild(caller, eventId, SUB, id, async (tx, event) => {
    const agendas = await tx.get(event.collection(EVENT_SUBCOLLECTIONS.agendas).where('tags', 'array-contains', id));
    for (const agenda of agendas.docs) tx.update(agenda.ref, { tags: FieldValue.arrayRemove(id) });
  });
  logs.eventContentDeleted(req.requestId, caller.uid, eventId, SUB, id);
  res.json({ result: { id } });
});
