import {
  COLLECTIONS,
  docConverter,
  INBOX_LIST_LIMIT,
  INBOX_SUBCOLLECTION,
  inboxItemDocSchema,
  isNotificationLink,
  type NotificationType,
  type StoredInboxItem,
} from '@agenda/contract';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';

/** The most unread items counted (the bell shows "99+" beyond 99). */
export const UNREAD_COUNT_LIMIT = 100;

/** One in-app notification as the bell shows it. */
export interface InboxItem {
  id: string;
  message: string;
  subject: string;
  type: NotificationType;
  /** An http(s) link a LINK item opens; null for TEXT items and for anything else stored. */
  link: string | null;
  eventId: string;
  /** The session it is about (a reminder, a feedback prompt, an agenda's notification), or null. */
  agendaId: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  read: boolean;
}

export type Inbox =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; items: InboxItem[]; unread: number; unreadIds: string[] };

const inboxConverter = docConverter(inboxItemDocSchema);

/** A link the app opens: http or https only (a stored `javascript:` address would run script). */
export const safeLink = (link: string | null): string | null => (link && isNotificationLink(link) ? link : null);

function itemOf(id: string, doc: StoredInboxItem): InboxItem {
  return {
    id,
    message: doc.message,
    subject: doc.subject,
    type: doc.type,
    link: doc.type === 'LINK' ? safeLink(doc.link) : null,
    eventId: doc.event_id,
    agendaId: doc.agenda_id,
    createdAt: doc.created_at.toMillis(),
    read: doc.read_at !== null,
  };
}

const inboxOf = (firestore: Firestore, uid: string) =>
  collection(firestore, COLLECTIONS.users, uid, INBOX_SUBCOLLECTION).withConverter(inboxConverter);

/** The bell's two queries: the newest items, and the unread ones. */
export const inboxQueries = (firestore: Firestore, uid: string) =>
  [
    query(inboxOf(firestore, uid), orderBy('created_at', 'desc'), limit(INBOX_LIST_LIMIT)),
    query(inboxOf(firestore, uid), where('read_at', '==', null), limit(UNREAD_COUNT_LIMIT)),
  ] as const;

/**
 * The signed-in person's inbox, live (firestore.rules: only they read it): the newest
 * INBOX_LIST_LIMIT items, and the unread ones (up to UNREAD_COUNT_LIMIT) for the count and "mark
 * all read". Both queries carry no constraint the rules need: the path is the person's own.
 */
export function useInbox(uid: string): Inbox {
  const firestore = useFirestore();
  const [newest, unread] = useMemo(() => inboxQueries(firestore, uid), [firestore, uid]);
  const list = useFirestoreCollection(newest);
  const open = useFirestoreCollection(unread);
  const decoded = useMemo((): Inbox | null => {
    if (!list.data || !open.data) return null;
    try {
      const items = list.data.docs.map((snapshot) => itemOf(snapshot.id, snapshot.data()));
      const unreadIds = open.data.docs.map((snapshot) => snapshot.id);
      return { status: 'ready', items, unread: unreadIds.length, unreadIds };
    } catch (cause) {
      return { status: 'error', error: cause instanceof Error ? cause.message : String(cause) };
    }
  }, [list.data, open.data]);
  if (list.status === 'error' || open.status === 'error')
    return { status: 'error', error: (list.error ?? open.error)?.message ?? 'Your notifications could not be read' };
  if (list.status !== 'success' || open.status !== 'success' || !decoded) return { status: 'loading' };
  return decoded;
}

/** Marks items read: `read_at` becomes the server's time, the one change the rules allow. */
export async function markRead(firestore: Firestore, uid: string, ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map((id) =>
      updateDoc(doc(firestore, COLLECTIONS.users, uid, INBOX_SUBCOLLECTION, id), { read_at: serverTimestamp() }),
    ),
  );
}
