import { clockIn, dayKeyOf } from '@/lib/zoned-time';

/*
 * The event dashboard's series, from the documents the screen already listens to
 * (the event's participants and agendas). Pure, so that each figure is unit-tested apart from the
 * charts; the charts and their tables draw exactly what these return.
 */

/** One calendar day on the event's clock: how many joined that day and how many had joined by its end. */
export interface JoinedDay {
  /** "2026-05-12" on the event zone's calendar. */
  day: string;
  joined: number;
  total: number;
}

/**
 * People joined over time: the participants' `added_at` instants grouped by day on `zone`'s calendar,
 * oldest first, with the running total. Days nobody joined are left out (the table lists what
 * happened; the line joins the days it has).
 */
export function joinedOverTime(addedAt: readonly number[], zone: string): JoinedDay[] {
  const perDay = new Map<string, number>();
  for (const at of addedAt) {
    const day = dayKeyOf(clockIn(at, zone));
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  let total = 0;
  return [...perDay.keys()].sort().map((day) => {
    const joined = perDay.get(day) ?? 0;
    total += joined;
    return { day, joined, total };
  });
}

/** What occupancy needs of an agenda (a LiveAgenda has it). */
export interface OccupancySource {
  id: string;
  name: string;
  start: number;
  no_of_places: number;
  participant_count: number;
  waitlist_count: number;
}

/** A session's occupancy: its places (null when unlimited), who has a place, who waits. */
export interface SessionOccupancy {
  id: string;
  name: string;
  start: number;
  places: number | null;
  seated: number;
  waiting: number;
}

/** Occupancy per session, in programme order (soonest first, then by name). */
export function occupancyPerSession(agendas: readonly OccupancySource[]): SessionOccupancy[] {
  return agendas
    .map((agenda) => ({
      id: agenda.id,
      name: agenda.name,
      start: agenda.start,
      // 0 places means unlimited (docs/product.md §5).
      places: agenda.no_of_places > 0 ? agenda.no_of_places : null,
      seated: agenda.participant_count,
      waiting: agenda.waitlist_count,
    }))
    .sort((a, b) => a.start - b.start || a.name.localeCompare(b.name));
}

/**
 * The sessions a chart has room for: the fullest `count` (most people seated and waiting, then
 * programme order), shown in programme order. The table beside the chart lists every session.
 */
export function busiest(sessions: readonly SessionOccupancy[], count: number): SessionOccupancy[] {
  const kept = new Set(
    [...sessions]
      .sort((a, b) => b.seated + b.waiting - (a.seated + a.waiting))
      .slice(0, count)
      .map((session) => session.id),
  );
  return sessions.filter((session) => kept.has(session.id));
}

/** What the room-and-day count needs of an agenda. */
export interface PlacedSession {
  start: number;
  location_id: string | null;
}

/** The name a session without a room (or with a deleted one) is counted under. */
export const NO_ROOM = 'No room';

/** Sessions per room and day: days on the event's calendar, rooms by name, and the count of each pair. */
export interface RoomsByDay {
  days: string[];
  rooms: string[];
  /** `counts[room][dayIndex]`: how many sessions start in `room` on `days[dayIndex]`. */
  counts: Record<string, number[]>;
  /** The table's rows: one per day and room that has sessions, by day then room. */
  rows: { day: string; room: string; sessions: number }[];
}

export function sessionsByRoomAndDay(
  agendas: readonly PlacedSession[],
  rooms: ReadonlyMap<string, string>,
  zone: string,
): RoomsByDay {
  const pairs = new Map<string, Map<string, number>>();
  for (const agenda of agendas) {
    const day = dayKeyOf(clockIn(agenda.start, zone));
    const room = (agenda.location_id && rooms.get(agenda.location_id)) || NO_ROOM;
    const perRoom = pairs.get(day) ?? new Map<string, number>();
    perRoom.set(room, (perRoom.get(room) ?? 0) + 1);
    pairs.set(day, perRoom);
  }
  const days = [...pairs.keys()].sort();
  const roomNames = [...new Set([...pairs.values()].flatMap((perRoom) => [...perRoom.keys()]))].sort((a, b) =>
    a === NO_ROOM ? 1 : b === NO_ROOM ? -1 : a.localeCompare(b),
  );
  const counts = Object.fromEntries(roomNames.map((room) => [room, days.map((day) => pairs.get(day)?.get(room) ?? 0)]));
  const rows = days.flatMap((day) =>
    roomNames.flatMap((room) => {
      const sessions = pairs.get(day)?.get(room) ?? 0;
      return sessions ? [{ day, room, sessions }] : [];
    }),
  );
  return { days, rooms: roomNames, counts, rows };
}

/** What the delivery figures need of a stored notification. */
export interface NotificationSource {
  id: string;
  message: string;
  status: 'scheduled' | 'sending' | 'sent' | 'failed';
  start: number;
  sent_at: number | null;
  recipients: number | null;
  delivered: number | null;
  failed: number | null;
  /** Recipients who read it in their inbox (counted once each by a trigger). */
  read: number;
}

/** A notification that went out: when, to how many, how many got it, could not be reached, and read it. */
export interface NotificationDelivery {
  id: string;
  message: string;
  sentAt: number;
  recipients: number;
  delivered: number;
  failed: number;
  read: number;
}

/**
 * The event's notifications that were sent (or ended failed after a run), oldest first. Scheduled ones
 * and those being sent have no figures yet and are counted apart (`pending`).
 */
export function notificationDeliveries(notifications: readonly NotificationSource[]): {
  sent: NotificationDelivery[];
  pending: number;
} {
  const sent = notifications
    .filter((notification) => notification.status === 'sent' || notification.status === 'failed')
    .map((notification) => ({
      id: notification.id,
      message: notification.message,
      sentAt: notification.sent_at ?? notification.start,
      recipients: notification.recipients ?? 0,
      delivered: notification.delivered ?? 0,
      failed: notification.failed ?? 0,
      read: notification.read,
    }))
    .sort((a, b) => a.sentAt - b.sentAt);
  return { sent, pending: notifications.length - sent.length };
}

/** The free places of a session: its places not taken (none when its places are unlimited, or it is full). */
export const freePlaces = (row: { places: number | null; seated: number }): number =>
  row.places === null ? 0 : Math.max(0, row.places - row.seated);
