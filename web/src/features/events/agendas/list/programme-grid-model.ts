import { clockIn, dayKeyOf } from '@/lib/zoned-time';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';

/*
 * The programme by room (the pretalx schedule): one column per location for a day,
 * sessions placed by their hours, parallel sessions of one room side by side in lanes. Pure, so the
 * unit tests fix the zone.
 */

/** The column of sessions without a location. */
export const NO_ROOM = '';

interface GridSession {
  agenda: LiveAgenda;
  /** Minutes from the grid's top to the session's start and end (clipped to the day). */
  top: number;
  bottom: number;
  /** Its lane among the room's overlapping sessions, and how many lanes that cluster needs. */
  lane: number;
  lanes: number;
}

interface GridRoom {
  id: string;
  name: string;
  sessions: GridSession[];
}

export interface ProgrammeGrid {
  /** The instant of the grid's first row (a whole hour) and its length in minutes. */
  from: number;
  minutes: number;
  rooms: GridRoom[];
}

const HOUR = 3_600_000;

/** Places each session of a room in the first lane free at its start; a cluster of overlaps shares a lane count. */
function lanesOf(sessions: GridSession[]): GridSession[] {
  const sorted = [...sessions].sort((a, b) => a.top - b.top || a.bottom - b.bottom);
  let cluster: GridSession[] = [];
  let clusterEnd = -Infinity;
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((session) => session.lane + 1));
    for (const session of cluster) session.lanes = lanes;
    cluster = [];
  };
  for (const session of sorted) {
    if (session.top >= clusterEnd) {
      close();
      clusterEnd = -Infinity;
    }
    const busy = new Set(cluster.filter((other) => other.bottom > session.top).map((other) => other.lane));
    let lane = 0;
    while (busy.has(lane)) lane += 1;
    session.lane = lane;
    cluster.push(session);
    clusterEnd = Math.max(clusterEnd, session.bottom);
  }
  close();
  return sorted;
}

/**
 * The grid of `day` ("2026-05-12" in `zone`): the sessions starting that day, one column per room in
 * the order of `locations` (rooms without a session that day left out; sessions without a location in
 * a last "No room" column), from the whole hour before the first start to the one after the last end.
 */
export function programmeGrid(
  agendas: readonly LiveAgenda[],
  locations: readonly { id: string; name: string }[],
  day: string,
  zone: string,
): ProgrammeGrid {
  const ofDay = agendas.filter((agenda) => dayKeyOf(clockIn(agenda.start, zone)) === day);
  if (ofDay.length === 0) return { from: 0, minutes: 0, rooms: [] };
  const first = Math.min(...ofDay.map((agenda) => agenda.start));
  const last = Math.max(...ofDay.map((agenda) => agenda.end));
  const firstClock = clockIn(first, zone);
  // The whole hour on the zone's clock (offsets of half an hour keep their own hours).
  const from = first - (firstClock.minute * 60_000 + (first % 60_000));
  const to = Math.max(from + HOUR, Math.ceil((last - from) / HOUR) * HOUR + from);
  const minutes = Math.round((to - from) / 60_000);
  const known = new Set(locations.map((location) => location.id));
  const roomOf = (agenda: LiveAgenda) =>
    agenda.location_id && known.has(agenda.location_id) ? agenda.location_id : NO_ROOM;
  const columns = [...locations, { id: NO_ROOM, name: 'No room' }];
  const rooms = columns.flatMap((room) => {
    const sessions = ofDay
      .filter((agenda) => roomOf(agenda) === room.id)
      .map((agenda): GridSession => ({
        agenda,
        top: Math.round((agenda.start - from) / 60_000),
        // A session running past the grid's end (into the next day) is drawn to the end.
        bottom: Math.min(
          minutes,
          Math.max(Math.round((agenda.end - from) / 60_000), Math.round((agenda.start - from) / 60_000) + 15),
        ),
        lane: 0,
        lanes: 1,
      }));
    return sessions.length > 0 ? [{ id: room.id, name: room.name, sessions: lanesOf(sessions) }] : [];
  });
  return { from, minutes, rooms };
}

/** Whether sessions of different rooms run at the same time on a day: the week view then hands over. */
export function hasParallelRooms(agendas: readonly Pick<LiveAgenda, 'start' | 'end' | 'location_id'>[]): boolean {
  const sorted = [...agendas].sort((a, b) => a.start - b.start);
  for (let i = 0; i < sorted.length; i += 1) {
    const a = sorted[i] as (typeof sorted)[number];
    for (let j = i + 1; j < sorted.length && (sorted[j] as (typeof sorted)[number]).start < a.end; j += 1) {
      if ((sorted[j] as (typeof sorted)[number]).location_id !== a.location_id) return true;
    }
  }
  return false;
}
