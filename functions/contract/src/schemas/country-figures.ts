import * as z from 'zod/mini';
import { docConverter, timestampSchema, type TimestampLike } from '../firestore';

/*
 * The country dashboard's figures that the event documents do not carry (docs/features.md, "Dashboards"): its
 * busiest sessions and its notifications sent per month. Agendas and notifications live under their event and
 * name no country, so a country-wide query over them is impossible as they are stored.
 *
 * Design: one small mirror document per session and per sent notification, stamped with the event's
 * country, kept by Firestore triggers (functions/src/dashboards/) and read with bounded queries:
 * countrySessions where tenant_id == t orderBy people desc limit COUNTRY_BUSIEST_SESSIONS (one index
 * read of ten documents), and one count() per month on countryNotifications (tenant_id, sent_at), as
 * the events per month count events. Why a mirror kept by triggers rather than fields the API stamps
 * on the agendas and notifications: an agenda's seats change through many writers (joins, leaves,
 * waitlist promotions, the participant pickers, the import, restores, an event's removal of a person),
 * and a trigger sees every one of them, as the invites' and points' triggers do. Why a mirror rather
 * than running totals: each trigger run writes the source's current state, read in a transaction, so a
 * trigger delivered twice, late or out of order writes the same document again; a counter would have to
 * remember which changes it had counted. The mirror of a month is counted on read, in the viewer's zone.
 * Written by the functions alone; read by the country's admins and root (firestore.rules).
 */

/** A count of people or places. */
const count = z.int().check(z.minimum(0));

/** countrySessions/{eventId}_{agendaId}: a session of a country with its occupancy. */
export const COUNTRY_SESSIONS_COLLECTION = 'countrySessions';
/** countryNotifications/{eventId}_{notificationId}: a notification of a country that was sent, and when. */
export const COUNTRY_NOTIFICATIONS_COLLECTION = 'countryNotifications';

/** How many of a country's sessions the busiest sessions chart shows: the fullest. */
export const COUNTRY_BUSIEST_SESSIONS = 10;

/** The mirror's id: event and source ids, so that two events' documents never share one. */
export const countryMirrorId = (eventId: string, sourceId: string): string => `${eventId}_${sourceId}`;

export const countrySessionDocSchema = z.object({
  tenant_id: z.string(),
  event_id: z.string(),
  agenda_id: z.string(),
  name: z.string(),
  start_time: timestampSchema,
  /** The session's places; 0 means unlimited (docs/product.md §5). */
  places: count,
  seated: count,
  waiting: count,
  /** seated + waiting: what the busiest are ordered by. */
  people: count,
});
export type CountrySessionDoc = z.output<typeof countrySessionDocSchema>;
export const countrySessionConverter = docConverter(countrySessionDocSchema);

export const countryNotificationDocSchema = z.object({
  tenant_id: z.string(),
  event_id: z.string(),
  notification_id: z.string(),
  sent_at: timestampSchema,
});
export type CountryNotificationDoc = z.output<typeof countryNotificationDocSchema>;
export const countryNotificationConverter = docConverter(countryNotificationDocSchema);

/** What a session's mirror takes from its agenda (a stored agenda has it). */
export interface CountrySessionSource<T> {
  agenda_id: string;
  name: string;
  start_time: T;
  no_of_places: number;
  /** The roster's counts, on the agenda document. */
  participant_count: number;
  waitlist_count: number;
}

/** A session's mirror: its country, its event, and its occupancy now. One builder, for the trigger and the seed. */
export function countrySessionOf<T extends TimestampLike>(
  tenantId: string,
  eventId: string,
  agenda: CountrySessionSource<T>,
): Omit<CountrySessionDoc, 'start_time'> & { start_time: T } {
  return {
    tenant_id: tenantId,
    event_id: eventId,
    agenda_id: agenda.agenda_id,
    name: agenda.name,
    start_time: agenda.start_time,
    places: agenda.no_of_places,
    seated: agenda.participant_count,
    waiting: agenda.waitlist_count,
    people: agenda.participant_count + agenda.waitlist_count,
  };
}

/** The occupancy fields the mirror copies: a save that changes none of them leaves the mirror alone. */
export function countrySessionChanged(
  before: CountrySessionSource<TimestampLike> | null,
  after: CountrySessionSource<TimestampLike> | null,
): boolean {
  if (!before || !after) return before !== after;
  return (
    before.name !== after.name ||
    before.start_time.toMillis() !== after.start_time.toMillis() ||
    before.no_of_places !== after.no_of_places ||
    before.participant_count !== after.participant_count ||
    before.waitlist_count !== after.waitlist_count
  );
}

/** What a notification's mirror needs: whether it was sent, and when. */
export interface CountryNotificationSource<T> {
  notification_id: string;
  status: string;
  sent_at: T | null;
}

/** A sent notification's mirror; null when it has not been sent (no mirror: it is not counted). */
export function countryNotificationOf<T extends TimestampLike>(
  tenantId: string,
  eventId: string,
  notification: CountryNotificationSource<T>,
): (Omit<CountryNotificationDoc, 'sent_at'> & { sent_at: T }) | null {
  if (notification.status !== 'sent' || !notification.sent_at) return null;
  return {
    tenant_id: tenantId,
    event_id: eventId,
    notification_id: notification.notification_id,
    sent_at: notification.sent_at,
  };
}
