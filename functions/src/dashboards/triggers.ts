/**
 * The dashboards' Firestore triggers (declared in index.ts), beside the code they run (as
 * notifications/triggers.ts): the country dashboard's mirrors follow the agendas and notifications
 * (country-figures.ts) and their event's country, a notification counts who read it (read-count.ts), and
 * each wall post's figures follow the post and its like and comment counter (wall-figures.ts). All are safe to run
 * twice (each says how), so the platform retries a failure.
 */
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  agendaDocSchema,
  COLLECTIONS,
  countrySessionChanged,
  EVENT_SUBCOLLECTIONS,
  INBOX_SUBCOLLECTION,
  WALL_SUBCOLLECTIONS,
  notificationDocSchema,
} from '@agenda/contract';
import { mirrorCountryNotification, mirrorCountrySession, remirrorMovedEvent } from './country-figures';
import { recountWallPost } from './wall-figures';
import { becameRead, countNotificationRead } from './read-count';

const EVENT = `${COLLECTIONS.events}/{eventId}` as const;

/** A stored agenda or null (missing, or malformed: then the mirror is written from the agenda read anew). */
const agendaOf = (data: unknown) => (data ? (agendaDocSchema.safeParse(data).data ?? null) : null);

export const mirrorCountrySessions = onDocumentWritten(
  {
    document: `${EVENT}/${EVENT_SUBCOLLECTIONS.agendas}/{agendaId}`,
    memory: '256MiB',
    timeoutSeconds: 60,
    retry: true,
  },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    // Most agenda saves (a description, a file, a version) change no figure: nothing is read or written.
    const [was, is] = [agendaOf(before), agendaOf(after)];
    if ((was || is) && !countrySessionChanged(was, is)) return;
    await mirrorCountrySession(event.params.eventId, event.params.agendaId);
  },
);

const sentAt = (data: unknown): number | null => {
  const parsed = data ? notificationDocSchema.safeParse(data).data : undefined;
  return parsed?.status === 'sent' && parsed.sent_at ? parsed.sent_at.toMillis() : null;
};

export const mirrorCountryNotifications = onDocumentWritten(
  {
    document: `${EVENT}/${EVENT_SUBCOLLECTIONS.notifications}/{notificationId}`,
    memory: '256MiB',
    timeoutSeconds: 60,
    retry: true,
  },
  async (event) => {
    // Only a notification's sending (or its removal once sent) changes the count; its delivery and read
    // figures do not.
    if (sentAt(event.data?.before.data()) === sentAt(event.data?.after.data())) return;
    await mirrorCountryNotification(event.params.eventId, event.params.notificationId);
  },
);

const tenantOf = (data: unknown): unknown => (data as { tenant_id?: unknown } | undefined)?.tenant_id;

/**
 * An event's move to another country moves its mirrors in the same transaction (events/service.ts);
 * this catches a mirror that a trigger wrote from the event as it was while the move committed.
 */
export const remirrorMovedEvents = onDocumentUpdated(
  { document: EVENT, memory: '256MiB', timeoutSeconds: 60, retry: true },
  async (event) => {
    const tenant = tenantOf(event.data?.after.data());
    if (typeof tenant !== 'string' || tenant === tenantOf(event.data?.before.data())) return;
    await remirrorMovedEvent(event.params.eventId, tenant);
  },
);

export const countNotificationReads = onDocumentUpdated(
  {
    document: `${COLLECTIONS.users}/{uid}/${INBOX_SUBCOLLECTION}/{itemId}`,
    memory: '256MiB',
    timeoutSeconds: 60,
    retry: true,
  },
  async (event) => {
    if (becameRead(event.data?.before.data(), event.data?.after.data()))
      await countNotificationRead(event.params.uid, event.params.itemId);
  },
);

const WALL_POST = `${EVENT}/${EVENT_SUBCOLLECTIONS.wall}/{postId}` as const;
const FIGURES_OPTIONS = { memory: '256MiB', timeoutSeconds: 60, retry: true } as const;

/** A post's text, author, hiding, creation or deletion (its likes and comments are counted on its shards). */
export const countWallPosts = onDocumentWritten({ document: WALL_POST, ...FIGURES_OPTIONS }, async (event) => {
  await recountWallPost(event.params.eventId, event.params.postId);
});

/** A like or comment counted (or taken off) on one of the post's shards. */
export const countWallReactions = onDocumentWritten(
  { document: `${WALL_POST}/${WALL_SUBCOLLECTIONS.counters}/{shard}`, ...FIGURES_OPTIONS },
  async (event) => {
    await recountWallPost(event.params.eventId, event.params.postId);
  },
);
