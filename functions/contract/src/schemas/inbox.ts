import * as z from 'zod/mini';
import { NOTIFICATION_TYPES } from '../constants';
import { timestampSchema } from '../firestore';
import { isHttpUrl } from './event-doc';

/*
 * A user's in-app messages (docs/product.md §2, the bell): what a delivered notification leaves at
 * users/{uid}/inbox/{itemId}. Apart from the notifications themselves (notification.ts) because the
 * signed-in frame reads the inbox live on every screen and needs only this (a module's schemas are
 * all built when it loads).
 */

/** Items the bell lists (newest first); the unread count is counted apart. */
export const INBOX_LIST_LIMIT = 50;

export const INBOX_SUBCOLLECTION = 'inbox';

/** A link the app may open: http or https only (never javascript:, data:, …). */
export const isNotificationLink = (value: string): boolean => isHttpUrl(value);

/**
 * An in-app message, stored at users/{uid}/inbox/{itemId} (the item id is the notification's id).
 * Read live by its owner, who may only set `read_at` (firestore.rules).
 */
export const inboxItemDocSchema = z.object({
  /** What the bell shows first: the notification's message (the form's subject). */
  message: z.string(),
  /** Where it comes from: the event's name, and the agenda's for an agenda notification. */
  subject: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** An http(s) link for LINK items, null otherwise. */
  link: z.nullable(z.string()),
  notification_id: z.string(),
  event_id: z.string(),
  agenda_id: z.nullable(z.string()),
  created_at: timestampSchema,
  read_at: z.nullable(timestampSchema),
});
export type InboxItemDoc<T> = Omit<z.infer<typeof inboxItemDocSchema>, 'created_at' | 'read_at'> & {
  created_at: T;
  read_at: T | null;
};
export type StoredInboxItem = z.output<typeof inboxItemDocSchema>;
