import { agendaClashes, type AgendaClash, type AgendaSlot } from '@agenda/contract';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { clockIn, dayKeyOf, formatDayKey, viewerZone } from '@/lib/zoned-time';

/*
 * The agenda list's logic (docs/product.md §2 Agenda list): days, search, grouping and conflicts, in the
 * viewer's zone (the browser's), with Intl only (@/lib/zoned-time), so no luxon on the programme.
 */

/** The viewer's calendar day of an instant, as "2026-05-12". */
export const dayKey = (instant: number): string => dayKeyOf(clockIn(instant, viewerZone()));

/** "Tue 12 May" for a day chip. */
export const dayChipLabel = (key: string): string => formatDayKey(key, { year: false });

/** "Tue 12 May 2026" for a timeline heading, in the app's one date style. */
export const dayHeading = (key: string): string => formatDayKey(key);

/** The days that have agendas (by their start), in order: one chip each. */
export function agendaDays(agendas: readonly Pick<LiveAgenda, 'start'>[]): string[] {
  return [...new Set(agendas.map((agenda) => dayKey(agenda.start)))].sort();
}

export interface AgendaFilter {
  /** Part of the name, any case; blank shows all. */
  search: string;
  /** A day from `agendaDays`, or null for all days. */
  day: string | null;
}

/** An agenda list ready for searching: each name in lower case, worked out once per list, and each day. */
export interface AgendaSearchIndex<T> {
  agendas: readonly T[];
  names: readonly string[];
  /** Each agenda's day, worked out at the first search by day (a live save rebuilds the index). */
  days: () => readonly string[];
}

/** Built once per agenda list: a keystroke then compares strings only. */
export function agendaSearchIndex<T extends Pick<LiveAgenda, 'name' | 'start'>>(
  agendas: readonly T[],
): AgendaSearchIndex<T> {
  let days: string[] | null = null;
  return {
    agendas,
    names: agendas.map((agenda) => agenda.name.toLocaleLowerCase()),
    days: () => (days ??= agendas.map((agenda) => dayKey(agenda.start))),
  };
}

/** The agendas the search (part of the name, any case) and the chosen day leave, in their order. */
export function searchAgendas<T>(index: AgendaSearchIndex<T>, { search, day }: AgendaFilter): T[] {
  const text = search.trim().toLocaleLowerCase();
  if (!text && !day) return [...index.agendas];
  const days = day ? index.days() : [];
  return index.agendas.filter(
    (_, at) => (!day || days[at] === day) && (!text || (index.names[at] as string).includes(text)),
  );
}

/** The timeline's sections: consecutive agendas of one day (the list comes soonest first). */
export function groupByDay<T extends Pick<LiveAgenda, 'start'>>(
  agendas: readonly T[],
): { day: string; agendas: T[] }[] {
  const groups: { day: string; agendas: T[] }[] = [];
  for (const agenda of agendas) {
    const day = dayKey(agenda.start);
    const last = groups.at(-1);
    if (last?.day === day) last.agendas.push(agenda);
    else groups.push({ day, agendas: [agenda] });
  }
  return groups;
}

const slotOf = (agenda: LiveAgenda): AgendaSlot => ({
  id: agenda.id,
  name: agenda.name,
  start: agenda.start,
  end: agenda.end,
  location_id: agenda.location_id,
  speakers: agenda.speakers,
});

/**
 * Each agenda's clashes with the other sessions of the event (the contract's `agendaClashes`: the
 * same location, or a shared speaker, at overlapping times). Agendas without any are left out. The
 * list comes soonest first, so only the sessions starting before this one ends are compared.
 */
export function clashesByAgenda(agendas: readonly LiveAgenda[]): Map<string, AgendaClash[]> {
  const sorted = [...agendas].sort((a, b) => a.start - b.start);
  const slots = sorted.map(slotOf);
  const result = new Map<string, AgendaClash[]>();
  slots.forEach((slot, index) => {
    const candidates: AgendaSlot[] = [];
    // Earlier sessions still running, and later ones starting before this one ends.
    for (let i = index - 1; i >= 0; i -= 1)
      if ((slots[i] as AgendaSlot).end > slot.start) candidates.push(slots[i] as AgendaSlot);
    for (let i = index + 1; i < slots.length && (slots[i] as AgendaSlot).start < slot.end; i += 1)
      candidates.push(slots[i] as AgendaSlot);
    const clashes = agendaClashes(slot, candidates);
    if (clashes.length > 0 && slot.id) result.set(slot.id, clashes);
  });
  return result;
}

/** One sentence per clash, for the badge's tooltip. */
export function describeClash(
  clash: AgendaClash,
  locationName: (id: string) => string | null,
  locationId: string | null,
): string {
  if (clash.kind === 'location') {
    const where = locationId ? locationName(locationId) : null;
    return `${where ?? 'The location'} is also booked for “${clash.with.name}”`;
  }
  return `A speaker is also in “${clash.with.name}”`;
}
