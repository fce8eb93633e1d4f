import { NO_STANDING, scheduleRoles, type AgendaStanding, type ScheduleRole } from '@agenda/contract';
import { clockIn, dayKeyOf, formatDayKey } from '@/lib/zoned-time';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';

/*
 * "My agenda" and "now / next": the viewer's sessions by day on the viewer's own
 * calendar, as the programme's day chips group them (the app's one zone rule, `@/lib/zoned-time`), clashes between them,
 * and what runs now and starts next. Pure, so the unit tests fix `now` and the zone. With the
 * platform's Intl only (`@/lib/zoned-time`): the event home keeps luxon off its path.
 */

type Timed = Pick<LiveAgenda, 'id' | 'name' | 'start' | 'end'>;

/** The calendar day of an instant on the wall clock of `zone` (the viewer's), as "2026-05-12". */
export const zoneDayKey = (instant: number, zone: string): string => dayKeyOf(clockIn(instant, zone));

/** "Tue 12 May 2026" for a day key (a date has no zone: the key is already the viewer's day). */
export const dayHeadingOf = (key: string): string => formatDayKey(key);

/** Consecutive items of one day on `zone`'s calendar, in the order given (soonest first). */
export function groupByZoneDay<T extends { agenda: Pick<LiveAgenda, 'start'> }>(
  items: readonly T[],
  zone: string,
): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = zoneDayKey(item.agenda.start, zone);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/**
 * For each of the given sessions, the others of the list it overlaps in time (a person cannot sit in
 * both). Sessions that touch (one ends as the other starts) do not clash. Those without any are left out.
 */
export function personalClashes(agendas: readonly Timed[]): Map<string, { id: string; name: string }[]> {
  const sorted = [...agendas].sort((a, b) => a.start - b.start || a.end - b.end);
  const result = new Map<string, { id: string; name: string }[]>();
  const add = (a: Timed, b: Timed) => result.set(a.id, [...(result.get(a.id) ?? []), { id: b.id, name: b.name }]);
  sorted.forEach((agenda, index) => {
    // Sorted by start: only the later ones starting before this one ends can overlap it.
    for (let i = index + 1; i < sorted.length; i += 1) {
      const other = sorted[i] as Timed;
      if (other.start >= agenda.end) break;
      if (other.end > agenda.start && other.id !== agenda.id) {
        add(agenda, other);
        add(other, agenda);
      }
    }
  });
  return result;
}

/** One line for a clash mark: "Overlaps “Workshop”" (or two names, then how many more). */
export function clashText(others: readonly { name: string }[]): string {
  const names = others.map((other) => `“${other.name}”`);
  if (names.length <= 2) return `Overlaps ${names.join(' and ')}`;
  return `Overlaps ${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

export interface NowNext<T> {
  /** Sessions running at `now` (started, not ended), soonest end first. */
  now: T[];
  /** The sessions with the earliest start after `now` (several when parallel). */
  next: T[];
}

/** What runs now and what starts next among `agendas`. */
export function nowAndNext<T extends Pick<LiveAgenda, 'start' | 'end'>>(
  agendas: readonly T[],
  now: number,
): NowNext<T> {
  const running = agendas.filter((agenda) => agenda.start <= now && now < agenda.end).sort((a, b) => a.end - b.end);
  const upcoming = agendas.filter((agenda) => agenda.start > now);
  const first = Math.min(...upcoming.map((agenda) => agenda.start));
  return { now: running, next: upcoming.filter((agenda) => agenda.start === first) };
}

/** Whether the event is running at `now` (its start passed, its end not yet). */
export const eventRunning = (event: { start: Date; end: Date }, now: number): boolean =>
  event.start.getTime() <= now && now < event.end.getTime();

/** The event day of `now` when the agendas have one, else null (the list then opens as before). */
export function todayIfScheduled(
  days: readonly string[],
  now: number,
  zone: (instant: number) => string,
): string | null {
  const today = zone(now);
  return days.includes(today) ? today : null;
}

export interface MyAgendaItem {
  agenda: LiveAgenda;
  /** Why it is in the schedule; empty for a session that is only starred. */
  roles: ScheduleRole[];
  starred: boolean;
  /** On the session's waitlist (its Join button says where). */
  waiting: boolean;
}

/**
 * The viewer's sessions: those they speak at, take part in or must attend (`scheduleRoles`, from their own
 * schedule and the agendas' speakers), those they wait for a place in, and those they starred (followed
 * without a seat), soonest first. Starred ids of deleted agendas drop out.
 */
export function myAgendaItems(
  uid: string | null | undefined,
  isEventParticipant: boolean,
  agendas: readonly LiveAgenda[],
  starred: ReadonlySet<string>,
  schedule: ReadonlyMap<string, AgendaStanding>,
): MyAgendaItem[] {
  const sorted = [...agendas].sort((a, b) => a.start - b.start || a.end - b.end);
  return sorted.flatMap((agenda) => {
    const standing = schedule.get(agenda.id) ?? NO_STANDING;
    const roles = uid
      ? scheduleRoles(standing, agenda.speakers.includes(uid), agenda.mandatory, isEventParticipant)
      : [];
    const star = starred.has(agenda.id);
    const waiting = standing.waiting !== null;
    return roles.length || star || waiting ? [{ agenda, roles, starred: star, waiting }] : [];
  });
}

/** A person's agenda laid out from today (docs/features.md, "The attendee's screens"). */
export interface TodayFirst<G> {
  /** Today's group (on the groups' clock, the viewer's), or null when nothing of theirs is on today. */
  today: G | null;
  /** The days still to come, soonest first. */
  later: G[];
  /** The days passed, soonest first: folded under "Earlier days". */
  earlier: G[];
}

/**
 * Today's day first, then the days to come, and the passed days apart (to fold away): what a person
 * looks for at an event is what is left of it. `today` is a day key on the same clock as the groups'
 * (`zoneDayKey(now, zone)`); keys compare as text ("2026-05-12").
 */
export function todayFirst<G extends { day: string }>(groups: readonly G[], today: string): TodayFirst<G> {
  return {
    today: groups.find((group) => group.day === today) ?? null,
    later: groups.filter((group) => group.day > today),
    earlier: groups.filter((group) => group.day < today),
  };
}
