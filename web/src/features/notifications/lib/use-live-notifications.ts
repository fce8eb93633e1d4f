import { notificationConverter, notificationPaths, type StoredNotification } from '@agenda/contract';
import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';

/** A notification as the scheduled list shows it. */
export interface ListedNotification {
  id: string;
  agendaId: string | null;
  message: string;
  link: string | null;
  type: StoredNotification['notification_type'];
  startTime: Date;
  status: StoredNotification['status'];
  sendToAll: boolean;
  users: number;
  recipients: number | null;
  delivered: number | null;
  failed: number | null;
  sentAt: Date | null;
  lastError: string | null;
}

export type LiveNotifications =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; notifications: ListedNotification[] };

function listed(id: string, doc: StoredNotification): ListedNotification {
  return {
    id,
    agendaId: doc.agenda_id,
    message: doc.message,
    link: doc.link,
    type: doc.notification_type,
    startTime: doc.start_time.toDate(),
    status: doc.status,
    sendToAll: doc.send_to_all,
    users: doc.users.length,
    recipients: doc.recipients,
    delivered: doc.delivered,
    failed: doc.failed,
    sentAt: doc.sent_at ? doc.sent_at.toDate() : null,
    lastError: doc.last_error,
  };
}

/**
 * events/{e}/notifications, live, soonest first: firestore.rules let the event's editors read them
 * (written by the API alone). A run that sends one changes it here at once (status and counts).
 */
export function useLiveNotifications(eventId: string): LiveNotifications {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      query(
        collection(firestore, notificationPaths.notifications(eventId)).withConverter(notificationConverter),
        orderBy('start_time'),
      ),
    [firestore, eventId],
  );
  const { status, data, error } = useFirestoreCollection(ref);
  const decoded = useMemo((): LiveNotifications | null => {
    if (!data) return null;
    try {
      return { status: 'ready', notifications: data.docs.map((snapshot) => listed(snapshot.id, snapshot.data())) };
    } catch (cause) {
      return { status: 'error', error: cause instanceof Error ? cause.message : String(cause) };
    }
  }, [data]);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'The notifications could not be read' };
  if (status !== 'success' || !decoded) return { status: 'loading' };
  return decoded;
}
