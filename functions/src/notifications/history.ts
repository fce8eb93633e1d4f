/**
 * The history entries of an event's notifications: scheduled, edited, sent now, cancelled.
 * The content and the schedule are recorded; the delivery's bookkeeping (claims, attempts) is not,
 * and the hand-picked recipients as people `{ id, name }` who were added or removed.
 */
import { type HistoryAction, type HistoryAuthor, type HistoryRecord, type StoredNotification } from '@agenda/contract';
import { fieldChanges } from '../shared/history';
import { listChanges } from '../shared/history-people';
import type { StoredEvent } from '../events/access';

/**
 * Bookkeeping (the read count is the read trigger's, never an endpoint's), ids the entry names anyway,
 * and the recipients (listChanges records them as people).
 */
const NOT_RECORDED = [
  'notification_id',
  'event_id',
  'users',
  'attempts',
  'read',
  'lease_until',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
] as const;

const LABEL_MAX = 80;

const labelOf = (notification: StoredNotification): string => {
  const message = notification.message.replace(/\s+/g, ' ').trim();
  return message.length > LABEL_MAX ? `${message.slice(0, LABEL_MAX - 1)}…` : message;
};

/** Who sends a scheduled notification at its time: no person, the scheduled run. */
export const SCHEDULER: HistoryAuthor = { uid: 'system', name: 'Scheduler', endpoint: 'schedule sendDueNotifications' };

type Outcome = Pick<StoredNotification, 'status' | 'recipients' | 'delivered' | 'failed'>;
const outcomeOf = ({ status, recipients, delivered, failed }: Outcome): Outcome => ({
  status,
  recipients,
  delivered,
  failed,
});

/** The entry of a scheduled notification the scheduled run sent: its status and counts before and after. */
export function scheduledSendEntry(
  tenantId: string | null,
  before: StoredNotification,
  counts: { recipients: number; delivered: number; failed: number },
): HistoryRecord {
  return {
    tenant_id: tenantId,
    event_id: before.event_id,
    entity: 'notification',
    entity_id: before.notification_id,
    entity_label: labelOf(before),
    action: 'send',
    changes: fieldChanges(outcomeOf(before), outcomeOf({ status: 'sent', ...counts })),
    restorable: false,
  };
}

/** The entry of a notification written from `before` (null: created) to `after` (null: deleted). */
export async function notificationEntry(
  event: StoredEvent,
  before: StoredNotification | null,
  after: StoredNotification,
  action: HistoryAction,
): Promise<HistoryRecord>;
export async function notificationEntry(
  event: StoredEvent,
  before: StoredNotification,
  after: null,
  action: HistoryAction,
): Promise<HistoryRecord>;
export async function notificationEntry(
  event: StoredEvent,
  before: StoredNotification | null,
  after: StoredNotification | null,
  action: HistoryAction,
): Promise<HistoryRecord> {
  const record = (after ?? before) as StoredNotification;
  return {
    tenant_id: event.tenant_id,
    event_id: record.event_id,
    entity: 'notification',
    entity_id: record.notification_id,
    entity_label: labelOf(record),
    action,
    changes: [
      ...fieldChanges(before, after, { omit: NOT_RECORDED }),
      ...(await listChanges('users', before?.users ?? [], after?.users ?? [])),
    ],
    restorable: false,
  };
}
