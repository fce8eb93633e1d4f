import type { HistoryAction, HistoryChange, HistoryEntity, HistoryValue } from '@agenda/contract';
import { formatDateTime } from '@/lib/zoned-time';

/*
 * An audit history entry in words (issue 34): "Sofia Rossi moved 'Keynote' from Hall A, Tue 12 May
 * 2026, 09:00 CEST to Hall B, Tue 12 May 2026, 10:00 CEST". Pure, so the History screens of an
 * event, a country and root say the same thing. Instants are the entry's ISO strings, shown on the
 * clock of `zone` (the event's), named.
 */

/** What an entry's words need beyond the entry: the zone its times are read in, and room names. */
export interface WordsContext {
  zone: string;
  /** A location's name by its id (null when it is gone or unknown). */
  locationName?: (id: string) => string | null;
}

/** The part of an entry the words are made of. */
export interface WordsEntry {
  actor: { name: string };
  entity: HistoryEntity;
  entity_label: string;
  action: HistoryAction;
  changes: readonly HistoryChange[];
}

/** What a kind of record is called in a sentence. */
export const ENTITY_NOUNS: Record<HistoryEntity, string> = {
  event: 'event',
  agenda: 'session',
  location: 'location',
  detail: 'detail page',
  tag: 'tag',
  survey: 'survey',
  participants: 'people list',
  waitlist: 'waitlist',
  notification: 'notification',
  news: 'news item',
  badge: 'badge',
  points: 'gamification settings',
  tenant: 'country',
  user: 'user',
  rights: 'rights',
  group: 'group',
  settings: 'setting',
  answers: 'survey answers',
  files: 'files',
};

/** Fields that name the record's place and time: a change of these is a move. */
const TIME_FIELDS = ['start_time', 'start_date'] as const;
const PLACE_FIELDS = ['location_id'] as const;
const NAME_FIELDS = ['name', 'title', 'text', 'country_name'] as const;

const quoted = (text: string) => `'${text}'`;

const changeOf = (changes: readonly HistoryChange[], fields: readonly string[]) =>
  changes.find((change) => fields.includes(change.field));

/** An instant recorded as an ISO string, on the zone's clock; anything else as it is. */
function timeText(value: HistoryValue, zone: string): string | null {
  if (typeof value !== 'string') return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : formatDateTime(at, zone);
}

/** Where and when a session was, for a move: "Hall A, Tue 12 May 2026, 09:00 CEST". */
function placeAndTime(
  place: HistoryValue | undefined,
  time: HistoryValue | undefined,
  context: WordsContext,
): string | null {
  const room = typeof place === 'string' && place ? (context.locationName?.(place) ?? null) : null;
  const when = time === undefined ? null : timeText(time, context.zone);
  const parts = [room, when].filter((part): part is string => !!part);
  return parts.length ? parts.join(', ') : null;
}

/** A field's value as the diff shows it: instants on the zone's clock, people and lists readable. */
export function valueText(value: HistoryValue, zone: string): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return timeText(value, zone) ?? (value === '' ? '(empty)' : value);
  if (Array.isArray(value)) return value.length ? value.map((item) => valueText(item, zone)).join(', ') : '(none)';
  // A person is recorded as { id, name }; a file by its reference.
  if (typeof value.name === 'string') return value.name;
  if (typeof value.text === 'string') return value.text;
  return JSON.stringify(value);
}

/** A changed field's value in the diff: a location by its name (while it exists), the rest as valueText. */
export function changeValueText(field: string, value: HistoryValue, context: WordsContext): string {
  if (field === 'location_id' && typeof value === 'string' && value) return context.locationName?.(value) ?? value;
  return valueText(value, context.zone);
}

/** A field's name in words: "start_time" → "start time". */
export const fieldText = (field: string): string => field.replace(/[._]/g, ' ');

/** The sentence of an entry. */
export function entryWords(entry: WordsEntry, context: WordsContext): string {
  const who = entry.actor.name || 'Someone';
  const noun = ENTITY_NOUNS[entry.entity];
  const label = quoted(entry.entity_label);
  switch (entry.action) {
    case 'create':
      return `${who} created the ${noun} ${label}`;
    case 'delete':
      return `${who} deleted the ${noun} ${label}`;
    case 'restore':
      return `${who} restored the ${noun} ${label}`;
    case 'import':
      return `${who} imported the programme of ${label}`;
    case 'publish':
      return `${who} published ${label}`;
    case 'send':
      return `${who} sent the notification ${label}`;
    case 'cancel':
      return `${who} cancelled the ${noun} ${label}`;
    case 'upload':
      return `${who} changed the files of ${label}`;
    case 'join':
      return entry.entity === 'waitlist' ? `${who} joined the waitlist of ${label}` : `${who} joined ${label}`;
    case 'leave':
      return entry.entity === 'waitlist' ? `${who} left the waitlist of ${label}` : `${who} left ${label}`;
    case 'update':
      return updateWords(who, noun, label, entry, context);
  }
}

function updateWords(who: string, noun: string, label: string, entry: WordsEntry, context: WordsContext): string {
  const time = changeOf(entry.changes, TIME_FIELDS);
  const place = changeOf(entry.changes, PLACE_FIELDS);
  const name = changeOf(entry.changes, NAME_FIELDS);
  if (entry.entity === 'agenda' && (time || place)) {
    const from = placeAndTime(place?.before, time?.before, context);
    const to = placeAndTime(place?.after, time?.after, context);
    const moved = from && to ? `${who} moved ${label} from ${from} to ${to}` : `${who} moved ${label}`;
    return name ? `${moved}, and renamed it from ${quoted(valueText(name.before, context.zone))}` : moved;
  }
  if (name && typeof name.before === 'string' && typeof name.after === 'string') {
    return `${who} renamed the ${noun} ${quoted(name.before)} to ${quoted(name.after)}`;
  }
  if (entry.changes.length === 0) return `${who} saved the ${noun} ${label} without changes`;
  const fields = entry.changes.map((change) => fieldText(change.field));
  const listed =
    fields.length > 3 ? `${fields.slice(0, 3).join(', ')} and ${fields.length - 3} more` : fields.join(', ');
  return `${who} changed ${listed} of the ${noun} ${label}`;
}
