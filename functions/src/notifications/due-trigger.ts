/**
 * The scheduled notification run: every minute, every due notification is claimed and delivered
 * exactly once (services/notification-delivery.ts). Cloud Scheduler publishes to the topic
 * `firebase-schedule-sendDueNotifications-<region>`; the emulator suite runs no schedules, so
 * `npm start` (emulators/scripts/start.ts) publishes to the same topic on the Pub/Sub emulator every
 * minute and the tests do it on demand (functions/test/helpers.ts `fireScheduledNotifications`).
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/firebase';
import { runDueNotifications } from './delivery';

/** The function's name, which the schedule's topic is named after. */
export const NOTIFICATION_SCHEDULE_FUNCTION = 'sendDueNotifications';

export const sendDueNotifications = onSchedule(
  // Runs are at least once and may overlap: the claim's lease and the delivery records make that
  // harmless. No platform retry: a failed notification is retried by the next run (attempts).
  { schedule: 'every 1 minutes', timeZone: 'Etc/UTC', memory: '512MiB', timeoutSeconds: 300, retryCount: 0 },
  async () => {
    const outcomes = await runDueNotifications(db);
    if (outcomes.length > 0) logger.info('notification run', { outcomes });
  },
);
