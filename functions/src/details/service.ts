/**
 * Details (docs/product.md §3 Detail): events/{e}/details/{d}, read and written under the event's rights
 * (events/service.ts), with the files they point at in Storage.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  eventContentConverters,
  type DetailAnswer,
  type DetailDoc,
  type ParsedInputOf,
  withFileId,
} from '@agenda/contract';
import type { api } from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { notFound } from '../lib/http-error';
import { recordContentChange } from '../events/history';
import { editEvent, visibleEventChild, visibleEventChildren } from '../events/access';
import { checkStoredFiles, deleteStoredFile } from '../shared/storage';

type DetailSave = ParsedInputOf<typeof api.details.save>;

const SUB = EVENT_SUBCOLLECTIONS.details;
const detailDocs = eventContentConverters.details;

function toDetail(snapshot: DocumentSnapshot, eventId: string): DetailAnswer {
  const doc = detailDocs.fromFirestore(snapshot);
  return { id: snapshot.id, eventId, ...doc, event_details_file: doc.event_details_file.map(withFileId) };
}

/** The Storage references of the files the details point at. */
const referencesOf = (docs: readonly DetailDoc[]): string[] =>
  docs.flatMap((doc) => doc.event_details_file.map((file) => file.reference));

/** The details of an event the caller may see, by order, then title. */
export async function detailsOf(caller: Caller, eventId: string): Promise<DetailAnswer[]> {
  const docs = await visibleEventChildren(caller, eventId, SUB);
  return docs
    .map((doc) => toDetail(doc, eventId))
    .sort((a, b) => a.order_number - b.order_number || a.title.localeCompare(b.title));
}

export const detailById = async (caller: Caller, eventId: string, id: string): Promise<DetailAnswer> =>
  toDetail(await visibleEventChild(caller, eventId, SUB, id), eventId);

/**
 * docs/product.md §4 saving order: the client has uploaded the new files; the record is saved; only then are
 * files removed from Storage: those in deletedFiles and those the record no longer lists, unless
 * this record or another detail of the event still points at them. Answers the detail's id.
 */
export async function saveDetail(
  caller: Caller,
  input: DetailSave,
  doc: DetailDoc,
  requestId: string,
): Promise<string> {
  const saved = await editEvent(caller, input.eventId, async (tx, stored, event) => {
    checkStoredFiles(
      input.files.map((file, index) => ({ address: file.url, reference: file.reference, field: `files.${index}.url` })),
    );
    const details = event.collection(SUB).withConverter(detailDocs);
    const all = await tx.get(details);
    const ref = input.id ? details.doc(input.id) : details.doc();
    const before = all.docs.find((snapshot) => snapshot.id === ref.id)?.data();
    if (input.id && !before) throw notFound(EVENT_MESSAGES.itemNotFound);
    tx.set(ref, doc);
    const change = { event: { id: input.eventId, tenant_id: stored.tenant_id }, entity: 'detail' as const };
    recordContentChange(tx, caller, { ...change, entityId: ref.id, before: before ?? null, after: doc });
    const others = all.docs.filter((snapshot) => snapshot.id !== ref.id).map((snapshot) => snapshot.data());
    const stillUsed = new Set(referencesOf([doc, ...others]));
    const dropped = [...input.deletedFiles, ...referencesOf(before ? [before] : [])];
    return { id: ref.id, unused: [...new Set(dropped)].filter((reference) => !stillUsed.has(reference)) };
  });
  await Promise.all(saved.unused.map((reference) => deleteStoredFile(requestId, reference)));
  return saved.id;
}

/** Its files go after the record, unless another detail of the event still points at them. */
export async function removeDetail(caller: Caller, eventId: string, id: string, requestId: string): Promise<void> {
  const unused = await editEvent(caller, eventId, async (tx, stored, event) => {
    const all = await tx.get(event.collection(SUB).withConverter(detailDocs));
    const target = all.docs.find((snapshot) => snapshot.id === id);
    if (!target) throw notFound(EVENT_MESSAGES.itemNotFound);
    tx.delete(target.ref);
    recordContentChange(tx, caller, {
      event: { id: eventId, tenant_id: stored.tenant_id },
      entity: 'detail',
      entityId: id,
      before: target.data(),
      after: null,
    });
    const stillUsed = new Set(
      referencesOf(all.docs.filter((snapshot) => snapshot.id !== id).map((snapshot) => snapshot.data())),
    );
    return referencesOf([target.data()]).filter((reference) => !stillUsed.has(reference));
  });
  await Promise.all(unused.map((reference) => deleteStoredFile(requestId, reference)));
}
