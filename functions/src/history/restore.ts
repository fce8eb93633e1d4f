/**
 * POST /history/restore (docs/features.md, "History"): from an entry of an event's history, a deleted agenda,
 * location, detail, tag or survey comes back under its id, or an agenda's or the event's changed fields
 * go back to what they were before. The usual checks apply: an agenda goes through the agenda save
 * (bounds within the event, its location and tags, places: agendas/service.ts saveAgenda), content through its document
 * schema; a record changed since the entry (its fields differ from the entry's `after`) or created again
 * is a 409. The restore is an entry itself (action 'restore'), written in the same transaction. A
 * deleted agenda's or detail's files come back only if still stored (the answer names the others), and a
 * deleted tag goes back on the sessions it was on.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  agendaConverter,
  agendaFileSchema,
  api,
  detailDocSchema,
  type DetailDoc,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  eventSaveSchema,
  eventSearchFields,
  eventStartIssue,
  HISTORY_MESSAGES,
  historyEntryDocSchema,
  locationDocSchema,
  surveyDocSchema,
  CONTENT_SESSIONS_FIELD,
  tagDocSchema,
  contentSessionsSchema,
  type EventSave,
  type HistoryChange,
  type HistoryEntryDoc,
  type HistoryValue,
  type StoredAgenda,
} from '@agenda/contract';
import { saveAgenda, type AgendaRestore } from '../agendas/service';
import { editEvent, eventChildren, visibleEvent, type ContentSubcollection, type StoredEvent } from '../events/access';
import { isRestorableAgendaField, recordContentChange, type ContentEntity } from '../events/history';
import type { Caller } from '../lib/caller';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-error';
import { historyCollection, sameHistoryValue } from '../shared/history';
import { storedFileTokens } from '../shared/storage';

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

/**
 * A deleted record's files that are still stored, with their download addresses whole again, and the
 * names of those that are not: deleting an agenda or a detail removes its files from Storage, so a
 * restore brings back only the ones left (shared with another detail, or not yet removed) rather than
 * addresses that lead nowhere.
 */
async function storedFiles<T extends { name: string; url: string; reference: string }>(files: readonly T[]) {
  const tokens = await storedFileTokens(files.map((file) => file.reference));
  const withToken = (file: T): T => {
    const token = tokens.get(file.reference);
    if (!token) return file;
    const url = new URL(file.url);
    url.searchParams.set('token', token);
    return { ...file, url: url.toString() };
  };
  return {
    kept: files.filter((file) => tokens.has(file.reference)).map(withToken),
    missing: files.filter((file) => !tokens.has(file.reference)).map((file) => file.name),
  };
}

/** What a restore answers beside the record: the files that did not come back, when there were some. */
type Restored = { missing_files?: string[] };
const restoredWith = (missing: readonly string[]): Restored => (missing.length ? { missing_files: [...missing] } : {});

async function restoreAgenda(caller: Caller, eventId: string, entry: HistoryEntryDoc): Promise<Restored> {
  const before = beforeOf(entry.changes);
  // A cleared programme (GET /events/clear) is one entry under the event's id that holds no session.
  if (entry.entity_id === eventId) throw badRequest(HISTORY_MESSAGES.notRestorable);
  if (entry.action === 'delete') {
    const people = agendaPeople.parse(before);
    const files = await storedFiles(people.files);
    const restore: AgendaRestore = { create: { id: entry.entity_id, kept: { ...people, files: files.kept } } };
    await saveAgenda(caller, agendaInput(eventId, undefined, before), restore);
    return restoredWith(files.missing);
  }
  // An entry of files alone (or of other fields the form does not save) has nothing the save takes back.
  if (!entry.changes.some((change) => isRestorableAgendaField(change.field)))
    throw badRequest(HISTORY_MESSAGES.notRestorable);
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
  return {};
}

const CONTENT: Record<Exclude<ContentEntity, 'agenda'>, { sub: ContentSubcollection; schema: z.core.$ZodType }> = {
  location: { sub: 'locations', schema: locationDocSchema },
  detail: { sub: 'details', schema: detailDocSchema },
  tag: { sub: 'tags', schema: tagDocSchema },
  survey: { sub: 'surveys', schema: surveyDocSchema },
};

/** The sessions a deleted tag was on or a deleted location held (its entry's extra field; none in older entries). */
const sessionsOf = (before: Values) => contentSessionsSchema.catch([]).parse(before[CONTENT_SESSIONS_FIELD] ?? []);

/**
 * The fields an entry leaves out when they were null (history's field changes record values, not
 * absences): a location without coordinates.
 */
const NULL_WHEN_ABSENT: Partial<Record<keyof typeof CONTENT, Record<string, null>>> = {
  location: { lat: null, long: null },
};

/**
 * A deleted location, detail, tag or survey, created again under its id (its document schema checks it).
 * A tag goes back on the sessions it was on that still exist, a location on the sessions it held that
 * have no location since (their version raised: their calendar entries name the place again), in the
 * same transaction, and its entry names them.
 */
async function restoreContent(caller: Caller, eventId: string, entry: HistoryEntryDoc): Promise<Restored> {
  const entity = entry.entity as keyof typeof CONTENT;
  const kind = CONTENT[entity];
  const before = beforeOf(entry.changes);
  const parsed = z.safeParse(kind.schema, { ...NULL_WHEN_ABSENT[entity], ...before });
  if (!parsed.success) throw badRequest(HISTORY_MESSAGES.notRestorable);
  let doc = parsed.data as Record<string, unknown>;
  let missing: string[] = [];
  if (entry.entity === 'detail') {
    const files = await storedFiles((doc as DetailDoc).event_details_file);
    doc = { ...doc, event_details_file: files.kept };
    missing = files.missing;
  }
  const sessions = entry.entity === 'tag' || entry.entity === 'location' ? sessionsOf(before) : [];
  await editEvent(caller, eventId, async (tx, event, eventRef) => {
    const ref = eventRef.collection(kind.sub).doc(entry.entity_id);
    if ((await tx.get(ref)).exists) throw conflict(HISTORY_MESSAGES.existsAgain);
    const agendas = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas);
    const found = sessions.length ? await tx.getAll(...sessions.map((session) => agendas.doc(session.id))) : [];
    // A session moved to another place since keeps it.
    const back = found.filter(
      (agenda) => agenda.exists && (entry.entity === 'tag' || (agenda.get('location_id') ?? null) === null),
    );
    tx.create(ref, doc);
    for (const agenda of back)
      tx.update(
        agenda.ref,
        entry.entity === 'tag'
          ? { tags: FieldValue.arrayUnion(entry.entity_id) }
          : { location_id: entry.entity_id, version: FieldValue.increment(1) },
      );
    const reattached = back.map((agenda) => ({ id: agenda.id, name: String(agenda.get('name') ?? '') }));
    recordContentChange(tx, caller, {
      event: { id: eventId, tenant_id: event.tenant_id },
      entity: entry.entity as ContentEntity,
      entityId: entry.entity_id,
      action: 'restore',
      before: null,
      after: reattached.length ? { ...doc, [CONTENT_SESSIONS_FIELD]: reattached } : doc,
    });
  });
  return restoredWith(missing);
}

/**
 * The event's own fields an entry can take back (not its country, people or images), each with the
 * event form's field: the restored event goes through the form's schema and its start check, as a save
 * from the form would.
 */
const EVENT_FIELDS = {
  name: 'eventName',
  description: 'description',
  address: 'address',
  start_date: 'startDate',
  end_date: 'endDate',
  timezone: 'timezone',
  privacy: 'privacy',
  hide_gamification: 'hide_gamification',
  hide_wall: 'noWall',
} as const satisfies Partial<Record<keyof StoredEvent, keyof EventSave>>;
type EventField = keyof typeof EVENT_FIELDS;
const isEventField = (field: string): field is EventField => Object.hasOwn(EVENT_FIELDS, field);

/** The event form's input for the stored event with `values` put back (instants as ISO strings). */
function eventInput(eventId: string, event: StoredEvent, values: Values): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...event, ...values };
  const input: Record<string, unknown> = { id: eventId, tenantId: event.tenant_id };
  for (const [stored, field] of Object.entries(EVENT_FIELDS)) {
    const value = merged[stored];
    input[field] = value instanceof Timestamp ? value.toDate().toISOString() : value;
  }
  return input;
}

async function restoreEvent(caller: Caller, eventId: string, entry: HistoryEntryDoc): Promise<void> {
  const known = entry.changes.filter((change) => isEventField(change.field));
  if (known.length === 0) throw badRequest(HISTORY_MESSAGES.notRestorable);
  const values = beforeOf(known);
  await editEvent(caller, eventId, async (tx, event, ref) => {
    checkUnchanged(event, { ...entry, changes: known });
    const parsed = eventSaveSchema.safeParse(eventInput(eventId, event, values));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      throw badRequest(`${HISTORY_MESSAGES.notRestorable}: ${issue?.message ?? ''}`, {
        [field]: [issue?.message ?? ''],
      });
    }
    const form = parsed.data;
    const startIssue = eventStartIssue(form.startDate, form.timezone, new Date(), event.start_date.toDate());
    if (startIssue) throw badRequest(`${HISTORY_MESSAGES.notRestorable}: ${startIssue}`, { startDate: [startIssue] });
    const restored: Record<EventField, unknown> = {
      name: form.eventName,
      description: form.description,
      address: form.address,
      start_date: Timestamp.fromDate(form.startDate),
      end_date: Timestamp.fromDate(form.endDate),
      timezone: form.timezone,
      privacy: form.privacy,
      hide_gamification: form.hide_gamification,
      hide_wall: form.noWall,
    };
    // Only the entry's fields are written back; the others were only checked, as they stand.
    const update: Record<string, unknown> = Object.fromEntries(
      known.map(({ field }) => [field, restored[field as EventField]]),
    );
    if ('name' in update) Object.assign(update, eventSearchFields(form.eventName));
    const after = { ...event, ...update } as Record<string, unknown>;
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
): Promise<{ entity: HistoryEntryDoc['entity']; entity_id: string } & Restored> {
  const { canEdit } = await visibleEvent(caller, eventId);
  if (!canEdit) throw forbidden(EVENT_MESSAGES.cannotEdit);
  const snapshot = await historyCollection(eventId).doc(entryId).get();
  if (!snapshot.exists) throw notFound(HISTORY_MESSAGES.entryNotFound);
  const entry = historyEntryDocSchema.parse(snapshot.data());
  if (entry.truncated) throw badRequest(HISTORY_MESSAGES.truncated);
  if (!entry.restorable) throw badRequest(HISTORY_MESSAGES.notRestorable);
  let restored: Restored = {};
  if (entry.entity === 'agenda') restored = await restoreAgenda(caller, eventId, entry);
  else if (entry.entity === 'event' && entry.action !== 'delete') await restoreEvent(caller, eventId, entry);
  else if (entry.entity in CONTENT && entry.action === 'delete')
    restored = await restoreContent(caller, eventId, entry);
  else throw badRequest(HISTORY_MESSAGES.notRestorable);
  return { entity: entry.entity, entity_id: entry.entity_id, ...restored };
}
