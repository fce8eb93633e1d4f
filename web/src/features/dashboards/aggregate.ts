import { clockIn, dayKeyOf } from '@/lib/zoned-time';

/*
 * Issue 34 item 4: the event dashboard's series, from the documents the screen already listens to
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
  participants: readonly string[];
  waitlist: readonly string[];
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
      // 0 places means unlimited (spec §5).
      places: agenda.no_of_places > 0 ? agenda.no_of_places : null,
      seated: agenda.participants.length,
      waiting: agenda.waitlist.length,
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
