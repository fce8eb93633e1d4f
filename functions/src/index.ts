/** Function declarations only; the code lives in app.ts, the resource folders (routes.ts) and triggers/. */
// First: the region and limits of every function, before any module below declares one.
import './global-options';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { passMalformedJsonToApp } from './http/body';

passMalformedJsonToApp();

// The whole /backendv2 API; Hosting rewrites /backendv2/** here. `cors: false`: the emulator would
// otherwise reflect every origin; our own middleware allows only the app's origins (http/cors.ts).
// One instance serves up to API_CONCURRENCY requests at once (Cloud Run allows concurrency only with a
// whole CPU; with 512 MiB alone it would get a third of one and one request per instance, so a burst of
// sixty joins would start sixty instances). The emulator suite gives its workers the same concurrency
// (emulators/scripts/preload/functions-concurrency.cjs).
const API_CONCURRENCY = 80;
export const api = onRequest(
  { memory: '512MiB', cpu: 1, concurrency: API_CONCURRENCY, timeoutSeconds: 60, cors: false },
  createApp(),
);

// Uploads are checked by content: what is not a kind its folder takes is deleted, the rest gets the server's metadata.
export { checkUploadedFile } from './triggers/upload-content';

// The mail outbox (`mail`, Trigger Email format) is sent over SMTP, each document once.
export { sendMail } from './triggers/send-mail';
// Scheduled and due notifications are delivered every minute, exactly once (in the app and by e-mail);
// mailed calendar invites follow their agenda (updates, and cancellations on deletion or removal);
// invite fan-outs run in pages, each page once, so no invocation outlives its timeout.
export {
  agendaInvitesCancel,
  agendaInvitesFollow,
  eventInvitesFollow,
  inviteRunPage,
  rosterInvitesFollow,
  sendDueNotifications,
} from './notifications/triggers';
// Each person's schedule (their standing in the event's agendas) follows the agendas' rosters.
export { followRoster } from './agendas/schedules';
// The badges the app writes are recorded in the event's history.
export { recordBadgeHistory } from './gamification/triggers';
// The speakers of an event's agendas take part in its wall: each has a document the rules read.
export { followSpeakers } from './wall/triggers';
// Whatever a trigger left unfinished past its lease (mails, invite pages) is finished every minute.
export { sweepStuckWork } from './triggers/sweeper';
// The country dashboard's mirrors follow the agendas and the sent notifications, and a notification
// counts who read it (the event dashboard's "Read").
export {
  countNotificationReads,
  mirrorCountryNotifications,
  mirrorCountrySessions,
  remirrorMovedEvents,
  countWallPosts,
  countWallReactions,
} from './dashboards/triggers';
