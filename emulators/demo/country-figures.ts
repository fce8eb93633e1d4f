/**
 * The country dashboard's mirrors (contract/schemas/country-figures.ts) of documents written without the
 * functions' triggers: the demo seed writes with the Admin SDK, possibly before the functions load, and
 * a database from before the mirrors existed has none. Writes every agenda's and every sent
 * notification's mirror with the builders the triggers use; idempotent (a set of each source's state),
 * so running it again, or beside the triggers, changes nothing.
 */
import { Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import {
  agendaConverter,
  COLLECTIONS,
  COUNTRY_NOTIFICATIONS_COLLECTION,
  COUNTRY_SESSIONS_COLLECTION,
  countryMirrorId,
  countryNotificationOf,
  countrySessionOf,
  EVENT_SUBCOLLECTIONS,
  notificationConverter,
} from '@agenda/contract';

/** Writes per batch, under Firestore's 500. */
const BATCH_WRITES = 400;

/** What a backfill wrote, and the documents it left out because they break their schema (as the triggers do). */
export interface BackfillCounts {
  sessions: number;
  notifications: number;
  skipped: number;
}

/** The document's data through its converter, or null when it breaks its schema (counted, never a stop). */
function parsed<T>(snapshot: { data: () => T }, counts: BackfillCounts): T | null {
  try {
    return snapshot.data();
  } catch {
    counts.skipped += 1;
    return null;
  }
}

export async function backfillCountryFigures(db: Firestore): Promise<BackfillCounts> {
  const writes: ((batch: WriteBatch) => void)[] = [];
  const counts: BackfillCounts = { sessions: 0, notifications: 0, skipped: 0 };
  for (const event of (await db.collection(COLLECTIONS.events).get()).docs) {
    const tenant: unknown = event.get('tenant_id');
    if (typeof tenant !== 'string' || tenant === '') continue;
    const [agendas, sent] = await Promise.all([
      event.ref.collection(EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter).get(),
      event.ref
        .collection(EVENT_SUBCOLLECTIONS.notifications)
        .withConverter(notificationConverter)
        .where('status', '==', 'sent')
        .get(),
    ]);
    for (const agenda of agendas.docs) {
      const stored = parsed(agenda, counts);
      if (!stored) continue;
      const mirror = countrySessionOf(tenant, event.id, stored);
      const ref = db.collection(COUNTRY_SESSIONS_COLLECTION).doc(countryMirrorId(event.id, agenda.id));
      writes.push((batch) => batch.set(ref, mirror));
      counts.sessions += 1;
    }
    for (const notification of sent.docs) {
      const stored = parsed(notification, counts);
      const mirror = stored ? countryNotificationOf(tenant, event.id, stored) : null;
      if (!mirror) continue;
      const ref = db.collection(COUNTRY_NOTIFICATIONS_COLLECTION).doc(countryMirrorId(event.id, notification.id));
      writes.push((batch) => batch.set(ref, mirror));
      counts.notifications += 1;
    }
  }
  for (let start = 0; start < writes.length; start += BATCH_WRITES) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + BATCH_WRITES)) write(batch);
    await batch.commit();
  }
  return counts;
}

/**
 * Where a database records that its mirrors were filled in (read by no app or rule: the Admin SDK only).
 * A deploy runs the backfill once per database, after the triggers are live, so every later write is
 * mirrored by them: a source changed while the backfill ran can leave its mirror one change behind until
 * its next write.
 */
export const COUNTRY_FIGURES_MIGRATION = 'migrations/country-figures';

/** The backfill, once per database (again with `force`); answers whether it ran and what it wrote. */
export async function migrateCountryFigures(
  db: Firestore,
  { force = false }: { force?: boolean } = {},
): Promise<{ ran: boolean } & BackfillCounts> {
  const marker = db.doc(COUNTRY_FIGURES_MIGRATION);
  if (!force && (await marker.get()).exists) return { ran: false, sessions: 0, notifications: 0, skipped: 0 };
  const written = await backfillCountryFigures(db);
  await marker.set({ done_at: Timestamp.now(), ...written });
  return { ran: true, ...written };
}
