/**
 * The history entries of an event and its content: one per write, added to the write's own
 * transaction (shared/history.ts). Deleted content and earlier versions of an agenda's or the event's
 * fields can be restored from their entries (`restorable`, POST /history/restore).
 */
import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import type { HistoryAction, HistoryEntity } from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { fieldChanges, historyAuthor, recordHistory, type FieldChangesOptions } from '../shared/history';

/** The kinds of event content and their entity names. */
export const CONTENT_ENTITIES = {
  agendas: 'agenda',
  locations: 'location',
  details: 'detail',
  tags: 'tag',
  surveys: 'survey',
} as const satisfies Record<string, HistoryEntity>;
export type ContentEntity = (typeof CONTENT_ENTITIES)[keyof typeof CONTENT_ENTITIES];

/** Bookkeeping an entry does not show: versions, who saved last, search keys. */
const BOOKKEEPING = [
  'agenda_id',
  'version',
  'speakers_version',
  'participants_version',
  'mparticipants_version',
  'updated_at',
  'updated_by',
  'updated_by_name',
  'search_keys',
  'name_lower',
  'name_trigrams',
  'people_version',
  'participant_count',
  'mparticipant_count',
  'waitlist_count',
  'roster_version',
];

/** Per entity: the fields that hold files (recorded by Storage reference). */
const FILE_FIELDS: Partial<Record<HistoryEntity, readonly string[]>> = {
  event: ['poster_url', 'background_image_url', 'logo_url', 'cover_url'],
};

/** The record's title for words ("moved 'Keynote'"). */
function historyLabel(record: Readonly<Record<string, unknown>> | null | undefined): string {
  for (const field of ['name', 'title', 'text']) {
    const value = record?.[field];
    if (typeof value === 'string' && value) return value;
  }
  return '';
}

export interface ContentChange {
  event: { id: string; tenant_id: string };
  entity: ContentEntity | 'event';
  entityId: string;
  before: Readonly<Record<string, unknown>> | null;
  after: Readonly<Record<string, unknown>> | null;
  /** Default: create without `before`, delete without `after`, else update. */
  action?: HistoryAction;
  options?: FieldChangesOptions;
  /** False for a change no restore can take back (a whole programme cleared: its entry holds no session). */
  restorable?: false;
}

/**
 * The agenda fields a restore of its earlier fields takes back: what the agenda form saves
 * (history/restore.ts `agendaInput`). An entry that changed none of them (files alone) is not restorable.
 */
const RESTORABLE_AGENDA_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'description',
  'start_time',
  'end_date',
  'location_id',
  'tags',
  'no_of_places',
  'mandatory',
  'locked',
  'meeting_room',
]);
export const isRestorableAgendaField = (field: string): boolean => RESTORABLE_AGENDA_FIELDS.has(field);

/**
 * Records a change of the event or of its content. Deleted content is restorable, and so are an
 * agenda's or the event's earlier fields.
 */
export function recordContentChange(writer: Transaction | WriteBatch, caller: Caller, change: ContentChange): void {
  const action: HistoryAction = change.action ?? (!change.before ? 'create' : !change.after ? 'delete' : 'update');
  const changes = fieldChanges(change.before, change.after, {
    omit: [...BOOKKEEPING, ...(change.options?.omit ?? [])],
    files: [...(FILE_FIELDS[change.entity] ?? []), ...(change.options?.files ?? [])],
  });
  const restorable =
    change.restorable !== false &&
    ((action === 'delete' && change.entity !== 'event') ||
      ((action === 'update' || action === 'restore') &&
        (change.entity === 'event' ||
          (change.entity === 'agenda' && changes.some((fieldChange) => isRestorableAgendaField(fieldChange.field))))));
  recordHistory(writer, historyAuthor(caller), {
    tenant_id: change.event.tenant_id,
    event_id: change.event.id,
    entity: change.entity,
    entity_id: change.entityId,
    entity_label: historyLabel(change.after ?? change.before),
    action,
    changes,
    restorable,
  });
}
