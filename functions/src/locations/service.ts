/** Locations (docs/product.md §3 Location): events/{e}/locations/{l}, read and written under the event's rights (events/service.ts). */
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  CONTENT_SESSIONS_FIELD,
  EVENT_SUBCOLLECTIONS,
  locationDocSchema,
  type Location,
  type LocationDoc,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { deleteEventChild, saveEventChild, visibleEventChild, visibleEventChildren } from '../events/access';

const SUB = EVENT_SUBCOLLECTIONS.locations;

/**
 * The agendas held in a location get a new version (with `changes`, such as leaving a deleted location):
 * their calendar invites name the place, an invite is sent again for a new version (its SEQUENCE), and an
 * editor's form based on the version before is told that the agenda changed.
 */
async function raiseVersionsAt(
  tx: Transaction,
  event: DocumentReference,
  locationId: string,
  changes: Record<string, unknown> = {},
): Promise<DocumentSnapshot[]> {
  const agendas = await tx.get(event.collection(EVENT_SUBCOLLECTIONS.agendas).where('location_id', '==', locationId));
  for (const agenda of agendas.docs) tx.update(agenda.ref, { ...changes, version: FieldValue.increment(1) });
  return agendas.docs;
}

function toLocation(snapshot: DocumentSnapshot, eventId: string): Location {
  const doc = locationDocSchema.parse(snapshot.data());
  return { id: snapshot.id, eventId, ...doc };
}

/** The locations of an event the caller may see, sorted by name. */
export async function locationsOf(caller: Caller, eventId: string): Promise<Location[]> {
  const docs = await visibleEventChildren(caller, eventId, SUB);
  return docs.map((doc) => toLocation(doc, eventId)).sort((a, b) => a.name.localeCompare(b.name));
}

export const locationById = async (caller: Caller, eventId: string, id: string): Promise<Location> =>
  toLocation(await visibleEventChild(caller, eventId, SUB, id), eventId);

/**
 * Creates (no id) or replaces a location; answers its id. An imported location keeps its key, so that
 * importing the workbook again updates it. The agendas held there get a new version when its name
 * changes: their calendar invites name the place, and an invite is sent again only for a new version
 * (SEQUENCE).
 */
export async function saveLocation(
  caller: Caller,
  eventId: string,
  id: string | null | undefined,
  doc: LocationDoc,
): Promise<string> {
  const ref = await saveEventChild(caller, eventId, SUB, id, doc, ['key'], async (tx, event, existing) => {
    if (!existing || existing.get('name') === doc.name) return;
    await raiseVersionsAt(tx, event, existing.id);
  });
  return ref.id;
}

/**
 * Agendas held in the location keep their place in the program without a location; its entry names them,
 * for a restore to put them back there.
 */
export async function removeLocation(caller: Caller, eventId: string, id: string): Promise<void> {
  await deleteEventChild(caller, eventId, SUB, id, async (tx, event) => {
    const held = await raiseVersionsAt(tx, event, id, { location_id: null });
    if (held.length === 0) return {};
    return {
      [CONTENT_SESSIONS_FIELD]: held.map((agenda) => ({ id: agenda.id, name: String(agenda.get('name') ?? '') })),
    };
  });
}
