/**
 * An event and what belongs to it under the caller's current rights, for every resource that lives
 * under an event (agendas, locations, details, …): loading with the caller's rights, editing in a
 * transaction that re-reads the event, and shaping answers. Rights always come from Firestore (the
 * caller's user record and the stored event), never from the client or the token's claims. Stored
 * events are read through `docConverter(eventDocSchema)`, so a malformed document fails with its field
 * named. The event's own reads and writes are service.ts.
 */
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  QueryDocumentSnapshot,
  Timestamp,
  Transaction,
} from 'firebase-admin/firestore';
import { DateTime } from 'luxon';
import {
  canEditEvent,
  canSeeEvent,
  COLLECTIONS,
  docConverter,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  eventDocSchema,
  type EventAnswer,
  type EventDoc,
  type ParticipantPerson,
  type TenantSummary,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { forbidden, HttpError, notFound } from '../lib/http-error';
import { retriedTransaction } from '../lib/transactions';
import { tenantsById } from '../tenants/service';
import { CONTENT_ENTITIES, recordContentChange } from './history';

export type StoredEvent = EventDoc<Timestamp>;
export type EventSubcollection = (typeof EVENT_SUBCOLLECTIONS)[keyof typeof EVENT_SUBCOLLECTIONS];
/** The event content the generic save and delete below write (each with its history entry). */
export type ContentSubcollection = keyof typeof CONTENT_ENTITIES;

const eventConverter = docConverter<typeof eventDocSchema, StoredEvent>(eventDocSchema);

export const eventsCollection = () => db.collection(COLLECTIONS.events).withConverter(eventConverter);
export const eventRef = (id: string): DocumentReference<StoredEvent> => eventsCollection().doc(id);
export const eventChildren = (eventId: string, sub: EventSubcollection) =>
  db.collection(COLLECTIONS.events).doc(eventId).collection(sub);

export type { Caller };

export const canEdit = (caller: Caller, event: StoredEvent): boolean =>
  canEditEvent(caller.principal, caller.uid, event);
export const canSee = (caller: Caller, event: StoredEvent): boolean => canSeeEvent(caller.principal, caller.uid, event);

export interface VisibleEvent {
  snapshot: DocumentSnapshot<StoredEvent>;
  event: StoredEvent;
  canEdit: boolean;
}

/** The event when the caller may see it; a missing event and a Draft hidden from the caller are both 404. */
export async function visibleEvent(caller: Caller, eventId: string): Promise<VisibleEvent> {
  const snapshot = await eventRef(eventId).get();
  const event = snapshot.data();
  if (!event || !canSee(caller, event)) throw notFound(EVENT_MESSAGES.eventNotFound);
  return { snapshot, event, canEdit: canEdit(caller, event) };
}

/**
 * Runs `work` in a transaction that first reads the event and refuses callers who may not edit it
 * (404 for a Draft they cannot see, 403 otherwise), so a write never lands in an event that was
 * deleted, or whose rights changed, in between.
 */
export async function editEvent<T>(
  caller: Caller,
  eventId: string,
  work: (tx: Transaction, event: StoredEvent, ref: DocumentReference) => Promise<T>,
): Promise<T> {
  const ref = eventRef(eventId);
  // The documents an editor's save touches are the ones joins write (an agenda and its roster): a save
  // during a rush of joins loses races, and is retried like a join until it commits, or answers 503 with
  // a message (lib/transactions.ts), never an error of the transaction itself.
  return retriedTransaction(
    async (tx) => {
      const event = (await tx.get(ref)).data();
      if (!event || !canSee(caller, event)) throw notFound(EVENT_MESSAGES.eventNotFound);
      if (!canEdit(caller, event)) throw forbidden(EVENT_MESSAGES.cannotEdit);
      // The work writes partial updates and subcollections: it gets the plain reference.
      return work(tx, event, ref.withConverter(null));
    },
    () => new HttpError(503, EVENT_MESSAGES.busy),
  );
}

/** The zone's offset from UTC in minutes at the given instant (0 for a zone luxon does not know). */
function zoneOffsetMinutes(zone: string, at: Date): number {
  const local = DateTime.fromJSDate(at, { zone });
  return local.isValid ? local.offset : 0;
}

/** The answer of a stored event (wire JSON, `eventAnswerSchema`), with its people (answers.ts). */
export function toEventAnswer(
  id: string,
  event: StoredEvent,
  tenants: Map<string, TenantSummary>,
  people: { organizers: ParticipantPerson[]; participants: ParticipantPerson[] },
): EventAnswer {
  const tenant = tenants.get(event.tenant_id);
  const start = event.start_date.toDate();
  return {
    id,
    name: event.name,
    description: event.description,
    address: event.address,
    start_date: start.toISOString(),
    end_date: event.end_date.toDate().toISOString(),
    timezone: event.timezone,
    tz_diff: zoneOffsetMinutes(event.timezone, start),
    tenant_id: event.tenant_id,
    tenant: tenant
      ? { locale: tenant.locale, flag_image_url: tenant.flag_image_url, country_name: tenant.country_name }
      : null,
    privacy: event.privacy,
    hide_gamification: event.hide_gamification,
    hide_wall: event.hide_wall,
    poster_url: event.poster_url,
    poster_id: event.poster_id,
    background_image_url: event.background_image_url,
    background_image_id: event.background_image_id,
    logo_url: event.logo_url,
    logo_id: event.logo_id,
    cover_url: event.cover_url,
    cover_id: event.cover_id,
    organizers: people.organizers,
    participants: people.participants,
    participant_count: event.participant_count,
    people_version: event.people_version,
  };
}

/** The countries of the events among `snapshots` (just those records). */
export const tenantsOfEvents = (
  snapshots: readonly QueryDocumentSnapshot<StoredEvent>[],
): Promise<Map<string, TenantSummary>> => tenantsById(snapshots.map((snapshot) => snapshot.data().tenant_id));

/** The documents of an event's subcollection that the caller may see (404 for a hidden or missing event). */
export async function visibleEventChildren(
  caller: Caller,
  eventId: string,
  sub: EventSubcollection,
): Promise<QueryDocumentSnapshot[]> {
  await visibleEvent(caller, eventId);
  return (await eventChildren(eventId, sub).get()).docs;
}

/** One document of an event's subcollection that the caller may see. */
export async function visibleEventChild(
  caller: Caller,
  eventId: string,
  sub: EventSubcollection,
  id: string,
): Promise<DocumentSnapshot> {
  await visibleEvent(caller, eventId);
  const snapshot = await eventChildren(eventId, sub).doc(id).get();
  if (!snapshot.exists) throw notFound(EVENT_MESSAGES.itemNotFound);
  return snapshot;
}

/**
 * Creates (no id) or replaces (the id of an existing document) a document of an event's
 * subcollection, in one transaction with the rights check. Returns its reference.
 */
export async function saveEventChild(
  caller: Caller,
  eventId: string,
  sub: ContentSubcollection,
  id: string | null | undefined,
  doc: DocumentData,
  /** Stored fields an edit keeps (a location's import key). */
  keep: readonly string[] = [],
  /** Reads and updates what follows the document (null when it is new); it may only read before it writes. */
  follow?: (tx: Transaction, event: DocumentReference, existing: DocumentSnapshot | null) => Promise<void>,
): Promise<DocumentReference> {
  return editEvent(caller, eventId, async (tx, stored, event) => {
    const children = event.collection(sub);
    const change = { event: { id: eventId, tenant_id: stored.tenant_id }, entity: CONTENT_ENTITIES[sub] };
    if (!id) {
      const ref = children.doc();
      await follow?.(tx, event, null);
      tx.create(ref, doc);
      recordContentChange(tx, caller, { ...change, entityId: ref.id, before: null, after: doc });
      return ref;
    }
    const ref = children.doc(id);
    const existing = await tx.get(ref);
    if (!existing.exists) throw notFound(EVENT_MESSAGES.itemNotFound);
    await follow?.(tx, event, existing);
    const kept = Object.fromEntries(
      keep.flatMap((field) => (existing.get(field) === undefined ? [] : [[field, existing.get(field) as unknown]])),
    );
    tx.set(ref, { ...kept, ...doc });
    recordContentChange(tx, caller, {
      ...change,
      entityId: ref.id,
      before: existing.data() ?? null,
      after: { ...kept, ...doc },
    });
    return ref;
  });
}

/**
 * Deletes a document of an event's subcollection in one transaction with the rights check;
 * `cleanup` first reads and updates what pointed at it (it may only read before it writes), and may
 * answer fields the history entry keeps beside the document's own (what a restore needs to re-attach).
 * Returns the deleted document as it was.
 */
export async function deleteEventChild(
  caller: Caller,
  eventId: string,
  sub: ContentSubcollection,
  id: string,
  cleanup?: (tx: Transaction, event: DocumentReference) => Promise<Record<string, unknown> | void>,
): Promise<DocumentSnapshot> {
  return editEvent(caller, eventId, async (tx, stored, event) => {
    const ref = event.collection(sub).doc(id);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound(EVENT_MESSAGES.itemNotFound);
    const kept = cleanup ? await cleanup(tx, event) : undefined;
    tx.delete(ref);
    recordContentChange(tx, caller, {
      event: { id: eventId, tenant_id: stored.tenant_id },
      entity: CONTENT_ENTITIES[sub],
      entityId: id,
      before: { ...snapshot.data(), ...kept },
      after: null,
    });
    return snapshot;
  });
}
