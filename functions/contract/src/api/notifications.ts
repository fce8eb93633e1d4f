import { z } from 'zod';
import {
  agendaEmailsQuerySchema,
  eventEmailsQuerySchema,
  mailInvitesAnswerSchema,
  notificationIdQuerySchema,
  notificationSaveSchema,
  notificationSchema,
  notificationSendSchema,
  notificationsForEventQuerySchema,
} from '../schemas/notification';
import { endpoint } from './endpoint';

/**
 * docs/product.md §7 Notifications: scheduled and immediate notifications of an event or of one of its agendas,
 * for their editors only (docs/product.md §2, §6: the agenda right is the event right), refused once the event
 * or agenda has passed; a scheduled one is edited or cancelled only before it is sent (§4). Delivery
 * (in-app inbox and `mail` outbox, exactly once) is functions/src/notifications/delivery.ts; the two invite calls
 * queue calendar invites and are safe to repeat.
 */
export const notifications = {
  save: endpoint({
    method: 'POST',
    path: '/notifications/new',
    access: 'signedIn',
    rights: 'eventEditor',
    input: notificationSaveSchema,
    output: z.object({ result: notificationSchema }),
    summary: 'Schedules a notification, or edits the scheduled one named by notification_id (409 once sent)',
  }),
  send: endpoint({
    method: 'POST',
    path: '/notifications/send',
    access: 'signedIn',
    rights: 'eventEditor',
    input: notificationSendSchema,
    output: z.object({ result: notificationSchema }),
    summary: 'Sends a notification now (in the app and by e-mail) and answers it sent, with its counts',
  }),
  forEvent: endpoint({
    method: 'GET',
    path: '/schedulednotifications/forEvent',
    access: 'signedIn',
    rights: 'eventEditor',
    input: notificationsForEventQuerySchema,
    output: z.object({ notifications: z.array(notificationSchema) }),
    summary: "The event's notifications (with a: the agenda's), soonest first",
  }),
  byId: endpoint({
    method: 'GET',
    path: '/schedulednotifications/byId',
    access: 'signedIn',
    rights: 'eventEditor',
    input: notificationIdQuerySchema,
    output: z.object({ notification: notificationSchema }),
    summary: 'One notification',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/schedulednotifications/byId',
    access: 'signedIn',
    rights: 'eventEditor',
    input: notificationIdQuerySchema,
    output: z.object({ result: z.object({ id: z.string() }) }),
    summary: 'Cancels a scheduled notification (409 once sent)',
  }),
  sendAgendaEmails: endpoint({
    method: 'GET',
    path: '/scheduledNotifications/sendAgendaEmails',
    access: 'signedIn',
    rights: 'agendaEditor',
    input: agendaEmailsQuerySchema,
    output: mailInvitesAnswerSchema,
    summary:
      "Mails the agenda's calendar invite to its participants (a repeat within a short window sends nothing new)",
  }),
  sendEventEmails: endpoint({
    method: 'GET',
    path: '/scheduledNotifications/sendEventEmails',
    access: 'signedIn',
    rights: 'eventEditor',
    input: eventEmailsQuerySchema,
    output: mailInvitesAnswerSchema,
    summary:
      "Mails every event participant the invites of all the event's agendas (a repeat within a short window sends nothing new)",
  }),
};
