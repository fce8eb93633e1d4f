/**
 * POST /agendas/import: the Agenda list's Import event. The browser read the workbook and previewed it
 * with `checkAgendaImport`; here the same check runs again, inside one transaction that first reads the
 * event (the caller's current rights, its zone and bounds) and its locations and agendas, so that the
 * plan (what is created, what is updated) is made on the data it writes over.
 *
 * All or nothing: every location and session is written in that single transaction. Firestore's old
 * limit of 500 writes per commit is gone; what bounds a commit now is its 10 MiB request size
 * (https://cloud.google.com/firestore/quotas, "Writes and transactions"). The import's body is bounded
 * (AGENDA_IMPORT_BODY_LIMIT_BYTES, 4 MB) and the written documents are about as large as the rows, so
 * an import of the largest allowed size still fits one commit. Chunked batches would leave the first
 * chunks written when a later one fails (and visible to the live list in between); one transaction
 * leaves either everything or nothing, and no reader ever sees half an import.
 */
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  agendaConverter,
  agendaDocSchema,
  checkAgendaImport,
  COLLECTIONS,
  docConverter,
  EVENT_SUBCOLLECTIONS,
  importPlacesIssues,
  IMPORT_MESSAGES,
  locationDocSchema,
  locationNameKey,
  planAgendaImport,
  type AgendaImportResult,
  type AgendaImportRows,
  type ImportIssue,
  type LocationDoc,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { HttpError } from '../lib/http-error';
import { recordContentChange } from '../events/history';
import { editEvent } from '../events/access';
import { notifyPromoted, promote, type Promotion } from './waitlist';
import { setAgendaAndRoster, withRosters, writeRoster, type AgendaAndRoster } from './roster';

const keyFields = z.object({ key: z.string().optional(), name: z.string().optional() });
const locationConverter = docConverter(locationDocSchema);

export async function importAgendas(
  caller: Caller,
  eventId: string,
  rows: AgendaImportRows,
): Promise<AgendaImportResult> {
  return editEvent(caller, eventId, async (tx, event, eventRef) => {
    const locationsRef = eventRef.collection(EVENT_SUBCOLLECTIONS.locations).withConverter(locationConverter);
    const agendasRef = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter);
    // Only the fields that identify what a row updates are read of the locations (a document without them is
    // never matched); the agendas with their rosters (an update with more places, or the lock lifted,
    // promotes the first waiting).
    const [storedLocations, storedAgendas, user] = await Promise.all([
      tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.locations).select('key', 'name')),
      tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.agendas)),
      tx.get(db.collection(COLLECTIONS.users).doc(caller.uid)),
    ]);
    const locations = storedLocations.docs.flatMap((doc) => {
      const parsed = keyFields.safeParse(doc.data());
      return parsed.success ? [{ id: doc.id, key: parsed.data.key ?? null, name: parsed.data.name ?? null }] : [];
    });
    // A stored agenda its schema refuses is never matched by a row (nor read further), as before the rosters.
    const readable = storedAgendas.docs.filter((doc) => agendaDocSchema.safeParse(doc.data()).success);
    const agendas = (await withRosters(readable, tx)).map(({ id, stored }) => ({
      id,
      name: stored.name,
      start: stored.start_time.toMillis(),
      taken: stored.participants.length,
      people: stored,
    }));
    const locationKeys = new Set(locations.flatMap((location) => (location.key ? [location.key] : [])));
    const locationNames = new Set(
      locations.flatMap((location) => (location.name ? [locationNameKey(location.name)] : [])),
    );
    const checked = checkAgendaImport(rows, {
      timezone: event.timezone,
      start: event.start_date.toDate(),
      end: event.end_date.toDate(),
      locationKeys,
      locationNames,
    });
    const taken = new Map(agendas.map((agenda) => [agenda.id, agenda.taken]));
    const plan = planAgendaImport(checked, { locations, sessions: agendas });
    const issues: ImportIssue[] = [...checked.issues, ...importPlacesIssues(plan, taken)];
    if (issues.length > 0) {
      issues.sort((a, b) => a.sheet.localeCompare(b.sheet) || (a.row ?? 0) - (b.row ?? 0));
      throw new HttpError(
        400,
        `${IMPORT_MESSAGES.invalidRows(issues.length)}: ${issues[0]?.message ?? ''}`,
        undefined,
        { issues },
      );
    }

    const now = Timestamp.now();
    const first = typeof user.get('first_name') === 'string' ? (user.get('first_name') as string) : '';
    const last = typeof user.get('last_name') === 'string' ? (user.get('last_name') as string) : '';
    const name =
      [first, last].filter(Boolean).join(' ') ||
      (typeof user.get('email') === 'string' ? (user.get('email') as string) : null);

    // The updated sessions' promotions, read before the writes (a transaction reads first).
    const stored = new Map<string, AgendaAndRoster>(agendas.map((agenda) => [agenda.id, agenda.people]));
    const promotions = new Map<string, Promotion<AgendaAndRoster>>();
    for (const { item, id } of plan.sessions) {
      const people = id ? stored.get(id) : undefined;
      if (!id || !people || people.waitlist.length === 0) continue;
      const next = {
        ...people,
        no_of_places: item.numberOfPlaces,
        waitlist: item.mandatory ? [] : people.waitlist,
        locked: item.locked,
        mandatory: item.mandatory,
      };
      promotions.set(id, await promote(tx, next, item.end));
    }

    const entryIds = plan.locations.map(({ item, id, key }) => {
      const doc: LocationDoc = { name: item.name, lat: item.lat, long: item.long, key };
      const ref: DocumentReference<LocationDoc> = id ? locationsRef.doc(id) : locationsRef.doc();
      if (id) tx.update(ref, doc);
      else tx.create(ref, doc);
      return ref.id;
    });
    for (const { item, id, location } of plan.sessions) {
      const fields = {
        name: item.name,
        description: item.description,
        start_time: Timestamp.fromDate(item.start),
        end_date: Timestamp.fromDate(item.end),
        mandatory: item.mandatory,
        locked: item.locked,
        location_id: location === null ? null : 'id' in location ? location.id : (entryIds[location.entry] ?? null),
        no_of_places: item.numberOfPlaces,
        updated_at: now,
        updated_by: caller.uid,
        updated_by_name: name,
      };
      if (id) {
        // An update keeps the agenda's people, files, tags and Teams link (the sheet has no columns for them).
        const promotion = promotions.get(id);
        const people = stored.get(id);
        if (promotion && people) {
          const participantsVersion = people.participants_version + (promotion.promoted.length ? 1 : 0);
          writeRoster(tx, agendasRef.doc(id), promotion.agenda, {
            ...fields,
            participants_version: participantsVersion,
            version: FieldValue.increment(1),
          });
          notifyPromoted(
            tx,
            { eventId, eventName: event.name, agendaId: id, agendaName: item.name, participantsVersion },
            promotion.users,
          );
          continue;
        }
        tx.update(agendasRef.doc(id), { ...fields, version: FieldValue.increment(1) });
        continue;
      }
      const ref = agendasRef.doc();
      // docs/product.md §9: imported sessions have meeting false and no tags.
      setAgendaAndRoster(tx, ref, {
        ...fields,
        agenda_id: ref.id,
        tags: [],
        meeting_room: null,
        speakers: [],
        participants: [],
        mparticipants: [],
        waitlist: [],
        participant_count: 0,
        mparticipant_count: 0,
        waitlist_count: 0,
        roster_version: 0,
        files: [],
        version: 1,
        speakers_version: 0,
        participants_version: 0,
        mparticipants_version: 0,
      });
    }
    // One entry for the whole import: what it created and updated (the sheet's rows are not kept).
    recordContentChange(tx, caller, {
      event: { id: eventId, tenant_id: event.tenant_id },
      entity: 'agenda',
      entityId: eventId,
      action: 'import',
      before: null,
      after: { name: event.name, imported: { ...plan.counts } },
    });
    return plan.counts;
  });
}
