import {
  api,
  type MailInvitesAnswer,
  type Notification,
  type NotificationSave,
  type NotificationSend,
} from '@agenda/contract';
import type { PickedUser } from '@/components/user-picker';
import { call, type ApiCallOptions } from '@/lib/api';
import { everyPage } from '@/lib/every-page';

/** Refusals the notification screens show at their fields or in their card (a 400's fields, a 409). */
const AT_THE_FORM: ApiCallOptions = { handles: [400, 409] };

// POST /notifications/new { notification_id?, users, eventId, agendaId?, notification, send_to_all, date }
export async function saveNotification(input: NotificationSave): Promise<Notification> {
  return (await call(api.notifications.save, input, AT_THE_FORM)).result;
}

// POST /notifications/send { users, eventId, agendaId?, notification, send_to_all }
export async function sendNotification(input: NotificationSend): Promise<Notification> {
  return (await call(api.notifications.send, input, AT_THE_FORM)).result;
}

// GET /schedulednotifications/byId?n
export async function getNotification(notificationId: string): Promise<Notification> {
  return (await call(api.notifications.byId, { n: notificationId }, { handles: [404] })).notification;
}

// DELETE /schedulednotifications/byId?n
export async function cancelNotification(notificationId: string): Promise<void> {
  await call(api.notifications.remove, { n: notificationId }, { handles: [409] });
}

// GET /scheduledNotifications/sendEventEmails?eventId or sendAgendaEmails?agendaId
export async function sendMailInvites(target: {
  eventId: string;
  agendaId: string | null;
}): Promise<MailInvitesAnswer['result']> {
  const answer = target.agendaId
    ? await call(api.notifications.sendAgendaEmails, { agendaId: target.agendaId }, { handles: [400, 409] })
    : await call(api.notifications.sendEventEmails, { eventId: target.eventId }, { handles: [400, 409] });
  return answer.result;
}

/**
 * Who a notification may be sent to by hand: the event's participants (GET /participants/event/
 * participants?e), or an agenda's participants and mandatory participants (as the delivery resolves them).
 */
export async function getRecipients(target: { eventId: string; agendaId: string | null }): Promise<PickedUser[]> {
  const { agendaId } = target;
  const people = agendaId
    ? [
        ...(await everyPage((offset) => call(api.participants.agendaParticipants, { a: agendaId, offset }))).flatMap(
          (page) => page.participants,
        ),
        ...(await everyPage((offset) => call(api.participants.agendaMparticipants, { a: agendaId, offset }))).flatMap(
          (page) => page.mparticipants,
        ),
      ]
    : (await everyPage((offset) => call(api.participants.eventParticipants, { e: target.eventId, offset }))).flatMap(
        (page) => page.participants,
      );
  const seen = new Map<string, PickedUser>();
  for (const { id, name, email } of people) if (!seen.has(id)) seen.set(id, { id, name, email: email ?? '' });
  return [...seen.values()];
}
