import { docConverter, eventDocSchema, type EventAnswer } from '@agenda/contract';
import type { SnapshotEvent } from './list-snapshot';

/**
 * An event as the screens use it, whether it came from a live Firestore listener (timestamps) or
 * from the API (ISO strings): the dates are Date objects, the search fields are left out.
 * Shared by the event lists and the event screens. API answers are parsed by the contract's
 * `eventAnswerSchema` (through `call`).
 */
export type EventItem = Omit<
  EventAnswer,
  'start_date' | 'end_date' | 'tz_diff' | 'tenant' | 'organizers' | 'participants'
> & {
  start: Date;
  end: Date;
  /** The organizers' user ids (the event's edit right), as the event stores them. */
  organizers: string[];
};

/** events/{id} read live: documents are parsed by the contract's schema (a malformed one fails loudly). */
export const eventConverter = docConverter(eventDocSchema);
export type StoredEvent = ReturnType<typeof eventConverter.fromFirestore>;

/** An event read live through `eventConverter`. */
export function eventFromStored(id: string, stored: StoredEvent): EventItem {
  const { name_lower: _nameLower, name_trigrams: _nameTrigrams, start_date, end_date, ...rest } = stored;
  return { id, ...rest, start: start_date.toDate(), end: end_date.toDate() };
}

export function eventFromAnswer(answer: EventAnswer): EventItem {
  // The answer names organizers and participants as people (spec §3); the screens need the organizers' ids.
  const {
    start_date,
    end_date,
    tz_diff: _tzDiff,
    tenant: _tenant,
    organizers,
    participants: _people,
    ...rest
  } = answer;
  return {
    ...rest,
    organizers: organizers.map((person) => person.id),
    start: new Date(start_date),
    end: new Date(end_date),
  };
}

interface TimestampLike {
  toDate: () => Date;
}

const isTimestamp = (value: unknown): value is TimestampLike =>
  typeof value === 'object' && value !== null && typeof (value as Partial<TimestampLike>).toDate === 'function';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
const toDate = (value: unknown): Date => (isTimestamp(value) ? value.toDate() : new Date(Number.NaN));

/**
 * An events/{id} document given loosely (missing fields fall back, never throw). Screens read events
 * through `eventConverter` and `eventFromStored`; this stays for the single-event listener and test fixtures.
 */
export function eventFromDoc(data: Record<string, unknown> & { id: string }): EventItem {
  return {
    id: data.id,
    name: text(data.name),
    description: text(data.description),
    address: text(data.address),
    start: toDate(data.start_date),
    end: toDate(data.end_date),
    timezone: text(data.timezone) || 'UTC',
    tenant_id: text(data.tenant_id),
    privacy: data.privacy === true,
    hide_gamification: data.hide_gamification === true,
    hide_wall: data.hide_wall === true,
    poster_url: optionalText(data.poster_url),
    poster_id: optionalText(data.poster_id),
    background_image_url: optionalText(data.background_image_url),
    background_image_id: optionalText(data.background_image_id),
    logo_url: optionalText(data.logo_url),
    logo_id: optionalText(data.logo_id),
    cover_url: optionalText(data.cover_url),
    cover_id: optionalText(data.cover_id),
    organizers: ids(data.organizers),
    participant_count: count(data.participant_count),
    people_version: count(data.people_version),
  };
}

/** An event as the list snapshot keeps it (what a card draws): a first paint only, replaced by the live list. */
export function eventFromSnapshot(event: SnapshotEvent): EventItem {
  return {
    ...event,
    hide_gamification: false,
    hide_wall: false,
    poster_id: null,
    background_image_url: null,
    background_image_id: null,
    logo_url: null,
    logo_id: null,
    cover_id: null,
    organizers: [],
    participant_count: 0,
    people_version: 0,
  };
}
