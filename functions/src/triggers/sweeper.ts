/**
 * The sweeper: every minute, whatever is due is done: outbox mails whose next attempt is due (RETRY
 * after its pause, PENDING that its trigger never took, PROCESSING whose sender died: mail/deliver.ts
 * `dueMails`) get that attempt, and invite pages still pending or running
 * (notifications/invite-runs.ts `stuckInvitePages`) are run. Both claim what
 * they take in a transaction, so the sweeper and a late trigger (or two overlapping sweeps) never do the
 * same work twice. Scheduled like sendDueNotifications (emulators/scripts/lib/schedule.ts fires it on
 * the emulator suite).
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { deliverMail, dueMails } from '../mail/deliver';
import { SMTP_PASSWORD, smtpSettings } from '../mail/smtp-params';
import { runInvitePage, stuckInvitePages } from '../notifications/invite-runs';

/** Mails and pages taken per run (the next run takes the rest); mails are sent this many at once. */
const MAILS_PER_RUN = 300;
const MAIL_CONCURRENCY = 3;
const PAGES_PER_RUN = 5;

export const sweepStuckWork = onSchedule(
  // No platform retry: what a run leaves is the next run's, a minute later.
  {
    schedule: 'every 1 minutes',
    timeZone: 'Etc/UTC',
    secrets: [SMTP_PASSWORD],
    memory: '512MiB',
    timeoutSeconds: 540,
    retryCount: 0,
  },
  async (event) => {
    // The run's clock is the schedule's time when that is later than the instance's: Cloud Scheduler's
    // is the current time, and the emulator suite's tests set it ahead to stand for leases running out.
    const now = Math.max(Date.now(), Date.parse(event.scheduleTime) || 0);
    const pages = await stuckInvitePages(now, PAGES_PER_RUN);
    const pageOutcomes: string[] = [];
    for (const page of pages) {
      pageOutcomes.push(
        await runInvitePage(page, now).then(
          (outcome) => outcome.outcome,
          (error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }
    const mails = await dueMails(now, MAILS_PER_RUN);
    const mailOutcomes: Record<string, number> = {};
    if (mails.length > 0) {
      const smtp = smtpSettings();
      let next = 0;
      // A failure that may pass later (the server unreachable, most often) ends the run's sending: the
      // mails not yet taken stay due, uncharged, for the next run, rather than each spending an attempt
      // (and up to a connection timeout) on a server that is down.
      let serverFailing = false;
      await Promise.all(
        Array.from({ length: Math.min(MAIL_CONCURRENCY, mails.length) }, async () => {
          while (next < mails.length && !serverFailing) {
            const ref = mails[next++]!;
            const outcome = await deliverMail(ref, smtp, { now: () => Math.max(Date.now(), now) }).catch(
              (error: unknown) => {
                // Its lease was given back: the next run (or the trigger's retry) takes it again.
                logger.error('sweeper: mail failed', {
                  mail: ref.path,
                  error: error instanceof Error ? error.message : String(error),
                });
                return 'FAILED';
              },
            );
            if (outcome === 'RETRY') serverFailing = true;
            mailOutcomes[outcome] = (mailOutcomes[outcome] ?? 0) + 1;
          }
        }),
      );
    }
    if (pages.length > 0 || mails.length > 0)
      logger.info('sweeper run', { pages: pageOutcomes, mails: mailOutcomes, due: mails.length });
  },
);
