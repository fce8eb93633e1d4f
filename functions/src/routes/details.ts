import { Router } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  detailSaveSchema,
  eventContentItemQuerySchema,
  eventContentListQuerySchema,
  type Detail,
  type DetailDoc,
  type DetailFile,
} from '../contract';
import { authenticate } from '../middleware/auth';
import { notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { validate } from '../lib/validate';
import { callerOf, editEvent, visibleEventChild, visibleEventChildren } from '../services/events';
import { deleteStoredFile } from '../services/storage';

export const detailsRouter = Router();
detailsRouter.use('/details', authenticate);

const SUB = EVENT_SUBCOLLECTIONS.details;

const filesOf = (snapshot: DocumentSnapshot): DetailFile[] => (snapshot.get('event_details_file') as DetailFile[] | undefined) ?? [];
const referencesOf = (snapshots: readonly DocumentSnapshot[]): string[] => snapshots.flatMap((snapshot) => filesOf(snapshot).map((file) => file.reference));

function toDetail(snapshot: DocumentSnapshot, eventId: string): Detail {
  const doc = snapshot.data() as DetailDoc;
  return {
    id: snapshot.id,
    eventId,
    title: doc.title,
    description: doc.description,
    order_number: doc.order_number,
    event_details_file: filesOf(snapshot),
  };
}

// GET /backendv2/details?eventId -> { details }, sorted by order_number (whoever may see the event)
detailsRouter.get('/details', async (req, res) => {
  const { eventId } = validate(eventContentListQuerySchema, req.query);
  const docs = await visibleEventChildren(await callerOf(req), eventId, SUB);
  res.json({
    details: docs.map((doc) => toDetail(doc, eventId)).sort((a, b) => a.order_number - b.order_number || a.title.localeCompare(b.title)),
  });
});

// GET /backendv2/details/byId?id&eventId -> { detail }
detailsRouter.get('/details/byId', async (req, res) => {
  const { id, eventId } = validate(eventContentItemQuerySchema, req.query);
  res.json({ detail: toDetail(await visibleEventChild(await callerOf(req), eventId, SUB, id), eventId) });
});

// POST /backendv2/details/new { id?, title, description, order, eventId, files, deletedFiles } -> { result: detail } (editors)
// Spec §4 saving order: the client has uploaded the new files; the record is saved; only then are
// files removed from Storage: those in deletedFiles and those the record no longer lists, unless
// this record or another detail of the event still points at them.
detailsRouter.post('/details/new', async (req, res) => {
  const input = validate(detailSaveSchema, req.body);
  const caller = await callerOf(req);
  const doc: DetailDoc = { title: input.title, description: input.description, order_number: input.order, event_details_file: input.files };
  const saved = await editEvent(caller, input.eventId, async (tx, _event, event) => {
    const all = await tx.get(event.collection(SUB));
    const ref = input.id ? event.collection(SUB).doc(input.id) : event.collection(SUB).doc();
    const before = all.docs.find((snapshot) => snapshot.id === ref.id);
    if (input.id && !before) throw notFound(EVENT_MESSAGES.itemNotFound);
    tx.set(ref, doc);
    const stillUsed = new Set([...input.files.map((file) => file.reference), ...referencesOf(all.docs.filter((snapshot) => snapshot.id !== ref.id))]);
    const dropped = [...input.deletedFiles, ...referencesOf(before ? [before] : [])];
    return { id: ref.id, unused: [...new Set(dropped)].filter((reference) => !stillUsed.has(reference)) };
  });
  await Promise.all(saved.unused.map((reference) => deleteStoredFile(req.requestId, reference)));
  logs.eventContentSaved(req.requestId, caller.uid, input.eventId, SUB, saved.id);
  res.json({ result: { id: saved.id, eventId: input.eventId, ...doc } satisfies Detail });
});

// DELETE /backendv2/details?eventId&id -> { result: { id } } (editors); its files go after the record,
// unless another detail of the event still points at them.
detailsRouter.delete('/details', async (req, res) => {
  const { id, eventId } = validate(eventContentItemQuerySchema, req.query);
  const caller = await callerOf(req);
  const unused = await editEvent(caller, eventId, async (tx, _event, event) => {
    const all = await tx.get(event.collection(SUB));
    const target = all.docs.find((snapshot) => snapshot.id === id);
    if (!target) throw notFound(EVENT_MESSAGES.itemNotFound);
    tx.delete(target.ref);
    const stillUsed = new Set(referencesOf(all.docs.filter((snapshot) => snapshot.id !== id)));
    return referencesOf([target]).filter((reference) => !stillUsed.has(reference));
  });
  await Promise.all(unused.map((reference) => deleteStoredFile(req.requestId, reference)));
  logs.eventContentDeleted(req.requestId, caller.uid, eventId, SUB, id);
  res.json({ result: { id } });
});
