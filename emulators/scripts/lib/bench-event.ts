import { COLLECTIONS, newEventDoc, type EventDoc, type TenantDoc } from '@agenda/contract';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { DateTime } from 'luxon';

/** A benchmark's country and its public event of `days` days, 08:00 on the first to 18:00 on the last. */
export interface BenchEvent {
  tenantId: string;
  eventId: string;
  name: string;
  description: string;
  /** The first day (its midnight on `zone`'s clock). */
  day1: DateTime;
  days: number;
  zone: string;
  /** Fields the benchmark sets beyond the new event's (a participant count). */
  extra?: Partial<EventDoc<Timestamp>>;
}

/**
 * Writes the benchmark's country and its event with the Admin SDK (past the API: the benchmark times
 * reading them, not making them), and answers the event's reference for its agendas, rooms and people.
 */
export async function seedBenchEvent(db: Firestore, event: BenchEvent): Promise<DocumentReference> {
  const tenant: TenantDoc = {
    locale: event.tenantId.toUpperCase(),
    country_name: 'Agenda benchmark country',
    flag_image_url: null,
    flag_image_ref: null,
  };
  await db.collection(COLLECTIONS.tenants).doc(event.tenantId).set(tenant);
  const eventRef = db.collection(COLLECTIONS.events).doc(event.eventId);
  await eventRef.set({
    ...newEventDoc({
      name: event.name,
      description: event.description,
      address: 'Alexanderplatz 1, Berlin',
      start_date: Timestamp.fromMillis(event.day1.set({ hour: 8 }).toMillis()),
      end_date: Timestamp.fromMillis(
        event.day1
          .plus({ days: event.days - 1 })
          .set({ hour: 18 })
          .toMillis(),
      ),
      timezone: event.zone,
      tenant_id: event.tenantId,
      privacy: false,
      hide_gamification: false,
      hide_wall: false,
    }),
    ...event.extra,
  });
  return eventRef;
}
