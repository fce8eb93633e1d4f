/**
 * POST /history/restore (issue 34, item 3): from an entry of an event's history, a deleted agenda,
 * location, detail, tag or survey comes back under its id, or an agenda's or the event's changed fields
 * go back to what they were before. The usual checks apply: an agenda goes through the agenda save
 * (bounds within the event, its location and tags, places: agendas/service.ts saveAgenda), content through its document
 * schema; a record changed since the entry (its fields differ from the entry's `after`) or created again
 * is a 409. The restore is an entry itself (action 'restore'), written in the same transaction.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  agendaConverter,
  agendaFileSchema,
  api,
  detailDocSchema,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  eventSearchFields,
  HISTORY_MESSAGES,
  historyEntryDocSchema,
  locationDocSchema,
  surveyDocSchema,
  tagDocSchema,
  type HistoryChange,
  type HistoryEntryDoc,
  type HistoryValue,
  type StoredAgenda,
} from '@agenda/contract';
import { saveAgenda, type AgendaRestore } from '../agendas/service';
import { editEvent, eventChildren, visibleEvent, type ContentSubcollection } from '../events/access';
import { recordContentChange, type ContentEntity } from '../events/history';
import type { Caller } from '../lib/caller';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-error';
import { historyCollection, sameHistoryValue } from '../shared/history';

type Values = Record<string, HistoryValue>;
const beforeOf = (changes: readonly HistoryChange[]): Values =>
  Object.fromEntries(changes.map((change) => [change.field, change.before]));

/** 409 unless every field the entry changed still holds the entry's `after`. */
function checkUnchanged(stored: Readonly<Record<string, unknown>> | undefined, entry: HistoryEntryDoc): void {
  if (!stored) throw notFound(HISTORY_MESSAGES.recordGone);
  if (entry.changes.some((change) => !sameHistoryValue(stored[change.field], change.after)))
    throw conflict(HISTORY_MESSAGES.changedSince);
}

/** The agenda form's input for the stored fields `values` (validated by the save's own schema). */
function agendaInput(eventId: string, id: string | undefined, values: Readonly<Record<string, unknown>>) {
  const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : value);
  const parsed = api.agendas.save.input.safeParse({
    ...(id ? { id } : {}),
    eventId,
    name: values.name,
    description: values.description,
    startTime: iso(values.start_time),
    endTime: iso(values.end_date),
    locationId: values.location_id ?? null,
    tags: values.tags ?? [],
    numberOfPlaces: values.no_of_places ?? 0,
    mandatory: values.mandatory ?? false,
    locked: values.locked ?? false,
    meeting: values.meeting_room ?? null,
  });
  if (!parsed.success) throw badRequest(`${HISTORY_MESSAGES.notRestorable}: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

const agendaPeople = z.object({
  speakers: z.array(z.string()).default([]),
  participants: z.array(z.string()).default([]),
  mparticipants: z.array(z.string()).default([]),
  waitlist: z.array(z.string()).default([]),
  files: z.array(agendaFileSchema).default([]),
});

async function restoreAgenda(caller: Caller, eventId: string, entry: HistoryEntryDoc): Promise<void> {
  const before = beforeOf(entry.changes);
  if (entry.action === 'delete') {
    const kept = agendaPeople.parse(before);
    const restore: AgendaRestore = { create: { id: entry.entity_id, kept } };
    await saveAgenda(caller, agendaInput(eventId, undefined, before), restore);
    return;
  }
  const snapshot = await eventChildren(eventId, EVENT_SUBCOLLECTIONS.agendas)
    .withConverter(agendaConverter)
    .doc(entry.entity_id)
    .get();
  const stored = snapshot.data();
  if (!stored) throw notFound(HISTORY_MESSAGES.recordGone);
  checkUnchanged(stored, entry);
  // The save re-checks in its transaction that nothing changed since.
  const check = (current: StoredAgenda | undefined) => checkUnchanged(current, entry);
  await saveAgenda(caller, agendaInput(eventId, entry.entity_id, { ...stored, ...before }), { check });
}

const CONTENT: Record<Exclude<ContentEntity, 'agenda'>, { sub: ContentSubcollection; schema: z.ZodType }> = {
  location: { sub: 'locations', schema: locationDocSchema },
  detail: { sub: 'details', schema: detailDocSchema },
  tag: { sub: 'tags', schema: tagDocSchema },
  survey: { sub: 'surveys', schema: surveyDocSchema },
};

/** A deleted location, detail, tag or survey, created again under its id (its document schema checks it). */
async function restoreContent(caller: Caller, eventId: string, entry: HistoryEntryDoc): Promise<void> {
  const kind = CONTENT[entry.entity as keyof typeof CONTENT];
  const parsed = kind.schema.safeParse(beforeOf(entry.changes));
  if (!parsed.success) throw badRequest(HISTORY_MESSAGES.notRestorable);
  const doc = parsed.data as Record<string, unknown>;
  await editEvent(caller, eventId, async (tx, event, eventRef) => {
    const ref = eventRef.collection(kind.sub).doc(entry.entity_id);
    if ((await tx.get(ref)).exists) throw conflict(HISTORY_MESSAGES.existsAgain);
    tx.create(ref, doc);
    recordContentChange(tx, caller, {
      event: { id: eventId, tenant_id: event.tenant_id },
      entity: entry.entity as ContentEntity,
      entityId: entry.entity_id,
      action: 'restore',
      before: null,
      after: doc,
    });
  });
}

/** The event's own fields an entry can take back (not its country, people or images). */
const EVENT_FIELDS = z
  .object({
    name: z.string().min(1),
    description: z.string(),
    address: z.string(),
    start_date: z.iso.datetime(),
    end_date: z.iso.datetime(),
    timezone: z.string().min(1),
    privacy: z.boolean(),
    hide_gamification: z.boolean(),
    hide_wall: z.boolean(),
  })
  .partial();

async function restoreEvent(caller: Caller, eventId: string, entry: HistoryEntryDoc): Promise<void> {
  const known = entry.changes.filter((change) => change.field in EVENT_FIELDS.shape);
  const parsed = EVENT_FIELDS.safeParse(beforeOf(known));
  if (!parsed.success || known.length === 0) throw badRequest(HISTORY_MESSAGES.notRestorable);
  const { start_date, end_date, ...plain } = parsed.data;
  await editEvent(caller, eventId, async (tx, event, ref) => {
    checkUnchanged(event, { ...entry, changes: known });
    const update: Record<string, unknown> = { ...plain };
    if (start_date) update.start_date = Timestamp.fromDate(new Date(start_date));
    if (end_date) update.end_date = Timestamp.fromDate(new Date(end_date));
    if (plain.name) Object.assign(update, eventSearchFields(plain.name));
    const after = { ...event, ...update } as Record<string, unknown>;
    const [start, end] = [after.start_date, after.end_date] as Timestamp[];
    if (start && end && start.toMillis() >= end.toMillis())
      throw badRequest(EVENT_MESSAGES.endBeforeStart, { endDate: [EVENT_MESSAGES.endBeforeStart] });
    tx.update(ref, update);
    recordContentChange(tx, caller, {
      event: { id: eventId, tenant_id: event.tenant_id },
      entity: 'event',
      entityId: eventId,
      action: 'restore',
      before: event,
      after,
    });
  });
}

export async function restoreFromHistory(
  caller: Caller,
  eventId: string,
  entryId: string,
): Promise<{ entity: HistoryEntryDoc['entity']; entity_id: string }> {
  const { canEdit } = await visibleEvent(caller, eventId);
  if (!canEdit) throw forbidden(EVENT_MESSAGES.cannotEdit);
  const snapshot = await historyCollection(eventId).doc(entryId).get();
  if (!snapshot.exists) throw notFound(HISTORY_MESSAGES.entryNotFound);
  const entry = historyEntryDocSchema.parse(snapshot.data());
  if (!entry.restorable) throw badRequest(HISTORY_MESSAGES.notRestorable);
  if (entry.entity === 'agenda') await restoreAgenda(caller, eventId, entry);
  else if (entry.entity === 'event' && entry.action !== 'delete') await restoreEvent(caller, eventId, entry);
  else if (entry.entity in CONTENT && entry.action === 'delete') await restoreContent(caller, eventId, entry);
  else throw badRequest(HISTORY_MESSAGES.notRestorable);
  return { entity: entry.entity, entity_id: entry.entity_id };
}
