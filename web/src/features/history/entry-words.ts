import {
  CONTENT_SESSIONS_FIELD,
  type HistoryAction,
  type HistoryChange,
  type HistoryEntity,
  type HistoryEntry,
  type HistoryValue,
} from '@agenda/contract';
import { clockIn, dayOf, formatDateTime, timeOf, zoneAbbreviation } from '@/lib/zoned-time';

/**
 * An audit history entry in words: "Sofia Rossi moved 'Keynote' from Hall A 09:00 to Hall B
 * 10:00", "Sofia Rossi renamed the session 'A' to 'B'", and its changed fields as a reader sees them
 * (instants on the event's clock with the zone named, locations by name). Pure: the screens and their
 * tests share it.
 */

/** What the words need of an entry (the stored `at` and bookkeeping are not part of them). */
export type WordsEntry = Pick<HistoryEntry, 'actor' | 'entity' | 'entity_label' | 'action' | 'changes'>;

export interface WordsContext {
  /** The zone instants are written in (the event's; the viewer's where an entry has no event). */
  zone: string;
  /**
   * Location names by id, for agendas' `location_id` (an id not in it, a room deleted since, reads as
   * "another location"); none where names are not read (a country's log): rooms are then left out of words.
   */
  locations?: ReadonlyMap<string, string>;
}

/** How a kind of record is called in a sentence ("the session 'Keynote'"). */
export const ENTITY_NOUNS: Readonly<Record<HistoryEntity, string>> = {
  event: 'event',
  agenda: 'session',
  location: 'location',
  detail: 'detail',
  tag: 'tag',
  survey: 'survey',
  participants: 'participants of',
  waitlist: 'waiting list of',
  notification: 'notification',
  news: 'news item',
  badge: 'badge',
  points: 'points of',
  tenant: 'country',
  user: 'user',
  rights: 'rights of',
  group: 'group',
  settings: 'settings',
  answers: 'survey answers of',
  files: 'files of',
  mail: 'failed mail',
  wall_post: 'wall post',
  wall_comment: 'wall comment',
};

/** The kinds as the entity filter lists them ("Sessions"). */
export const ENTITY_LABELS: Readonly<Record<HistoryEntity, string>> = {
  event: 'Events',
  agenda: 'Sessions',
  location: 'Locations',
  detail: 'Details',
  tag: 'Tags',
  survey: 'Surveys',
  participants: 'Participants',
  waitlist: 'Waiting lists',
  notification: 'Notifications',
  news: 'News',
  badge: 'Badges',
  points: 'Points',
  tenant: 'Countries',
  user: 'Users',
  rights: 'Rights',
  group: 'Groups',
  settings: 'Settings',
  answers: 'Survey answers',
  files: 'Files',
  mail: 'Failed mail',
  wall_post: 'Wall posts',
  wall_comment: 'Wall comments',
};

const VERBS: Readonly<Record<HistoryAction, string>> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  restore: 'restored',
  import: 'imported',
  publish: 'published',
  join: 'joined',
  leave: 'left',
  send: 'sent',
  cancel: 'cancelled',
  upload: 'uploaded',
};

/** Fields read as their label in the diff (the stored names otherwise). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  title: 'Title',
  description: 'Description',
  start_time: 'Start',
  end_date: 'End',
  start_date: 'Start',
  location_id: 'Location',
  no_of_places: 'Places',
  tags: 'Tags',
  mandatory: 'Mandatory',
  locked: 'Locked',
  meeting_room: 'Meeting room',
  speakers: 'Speakers',
  participants: 'Participants',
  // A deleted tag's or location's entry names its sessions (the contract's CONTENT_SESSIONS_FIELD).
  [CONTENT_SESSIONS_FIELD]: 'Sessions',
};

const NAME_FIELDS = ['name', 'title'];
const START_FIELDS = ['start_time', 'start_date'];
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field.replace(/_/g, ' ');

const quoted = (text: string): string => `'${text}'`;

const isInstant = (value: HistoryValue): value is string => typeof value === 'string' && ISO_INSTANT.test(value);

/** A field's value for a reader: empty as "(none)", instants named, people and locations by name. */
export function valueText(field: string, value: HistoryValue, context: WordsContext): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '(none)';
  if (field === 'location_id' && typeof value === 'string')
    return context.locations ? (context.locations.get(value) ?? 'another location') : `Location ${value}`;
  if (isInstant(value)) return formatDateTime(Date.parse(value), context.zone);
  if (Array.isArray(value)) return value.map((item) => valueText(field, item, context)).join(', ');
  if (typeof value === 'object') {
    const named = value.name ?? value.title;
    return typeof named === 'string' ? named : JSON.stringify(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

const changeOf = (entry: WordsEntry, fields: readonly string[]) =>
  entry.changes.find((change) => fields.includes(change.field));

/** "Hall A 09:00" — where and when a session is, its day written only when a move changes it. */
function placeAndTime(
  location: HistoryValue | undefined,
  start: HistoryValue | undefined,
  withDay: boolean,
  context: WordsContext,
): string {
  const parts: string[] = [];
  if (location !== undefined) parts.push(valueText('location_id', location, context));
  if (start !== undefined && isInstant(start)) {
    const clock = clockIn(Date.parse(start), context.zone);
    parts.push(withDay ? `${dayOf(clock)} ${timeOf(clock)}` : timeOf(clock));
  }
  return parts.join(' ');
}

/** "moved 'Keynote' from Hall A 09:00 to Hall B 10:00 CEST" when a session's place or start changed. */
function moveWords(entry: WordsEntry, context: WordsContext): string | null {
  if (entry.entity !== 'agenda' || entry.action !== 'update') return null;
  const start = changeOf(entry, START_FIELDS);
  const location = context.locations ? changeOf(entry, ['location_id']) : undefined;
  if (!start && !location)
    return changeOf(entry, ['location_id']) ? `moved ${quoted(entry.entity_label)} to another location` : null;
  const startsOn = (value: HistoryValue | undefined) =>
    value !== undefined && isInstant(value) ? dayOf(clockIn(Date.parse(value), context.zone)) : null;
  const withDay = start ? startsOn(start.before) !== startsOn(start.after) : false;
  const from = placeAndTime(location?.before, start?.before, withDay, context);
  const to = placeAndTime(location?.after, start?.after, withDay, context);
  const zone = start && isInstant(start.after) ? ` ${zoneAbbreviation(context.zone, Date.parse(start.after))}` : '';
  return `moved ${quoted(entry.entity_label)} from ${from} to ${to}${zone}`;
}

/** "renamed the session 'A' to 'B'" when the name is all that changed. */
function renameWords(entry: WordsEntry, noun: string): string | null {
  if (entry.action !== 'update' || entry.changes.length !== 1) return null;
  const [change] = entry.changes;
  if (!change || !NAME_FIELDS.includes(change.field)) return null;
  return `renamed the ${noun} ${quoted(String(change.before ?? ''))} to ${quoted(String(change.after ?? ''))}`;
}

/** The entry as one sentence, its actor first. */
export function entryWords(entry: WordsEntry, context: WordsContext): string {
  const noun = ENTITY_NOUNS[entry.entity];
  const subject = `the ${noun} ${quoted(entry.entity_label)}`;
  let predicate = moveWords(entry, context) ?? renameWords(entry, noun);
  if (!predicate) {
    if (entry.action === 'join' || entry.action === 'leave')
      predicate = `${VERBS[entry.action]} ${quoted(entry.entity_label)}`;
    else if (entry.action === 'update' && entry.changes.length > 0)
      predicate = `changed ${entry.changes.map((change) => fieldLabel(change.field).toLowerCase()).join(', ')} of ${subject}`;
    else predicate = `${VERBS[entry.action]} ${subject}`;
  }
  return `${entry.actor.name || 'Someone'} ${predicate}`;
}

/** The toast after a restore: what came back, and the files that were removed with the record and did not. */
export function restoredWords(what: string, missingFiles: readonly string[] = []): string {
  if (missingFiles.length === 0) return `Restored ${what}`;
  const files = missingFiles.length === 1 ? 'Its file' : `${missingFiles.length} of its files`;
  return `Restored ${what}. ${files} had been removed with it and did not come back: ${missingFiles.join(', ')}`;
}

const count = new Intl.NumberFormat('en-US');

/**
 * A changed field's value before or after; a list the entry recorded in part (a change with `count`:
 * the first people of thousands) says how many it held in all.
 */
export function changeValueText(change: HistoryChange, side: 'before' | 'after', context: WordsContext): string {
  const value = change[side];
  const text = valueText(change.field, value, context);
  if (change.count === undefined || !Array.isArray(value) || value.length === 0) return text;
  return `${text} (first ${count.format(value.length)} of ${count.format(change.count)} shown)`;
}

/**
 * What a truncated entry (too large to record whole) says of itself, a line each: "10,000 people added
 * (first 50 shown)" for a people list, or that long values were cut. Empty for a whole entry.
 */
export function partialWords(entry: Pick<HistoryEntry, 'changes' | 'truncated'>): string[] {
  const lines = entry.changes.flatMap((change) => {
    if (change.count === undefined) return [];
    const shown = [change.before, change.after].find(Array.isArray)?.length ?? 0;
    const side = /\.(added|removed)$/.exec(change.field)?.[1];
    const what = side ? `people ${side}` : `in ${fieldLabel(change.field).toLowerCase()}`;
    return [`${count.format(change.count)} ${what} (first ${count.format(shown)} shown)`];
  });
  if (entry.truncated && lines.length === 0)
    lines.push('Too large to record in full: long values are cut, and it cannot be restored');
  return lines;
}
