/**
 * An SMTP outage loses no mail: a mail whose attempts fail is retried with growing pauses (1 min up to
 * 6 h) by the sweeper, for more than a day; once the server is back the mail goes out, once. A mail
 * whose every attempt failed is recorded failed for good, listed for root (GET /outbox/failed), never
 * retried by the sweeper on its own, and queued again by root alone (POST /outbox/retry), after which
 * the sweeper sends it. The sender's clock is injected; the sweeper is fired at a time ahead.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  MAIL_COLLECTION,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_DELAYS_MS,
  MAIL_RETRY_SPAN_MS,
  type FailedMail,
} from '@agenda/contract';
import { call, createRoleUsers, db, fireSweeper, randomTag, type TestUser } from '../helpers';
import { deliverMail } from '../../src/mail/deliver';
import { mailsTo } from '../mail-inbox';
import { mailDoc, storedFailedMail } from '../mail-fixtures';
import { downSmtp } from '../smtp-fixtures';

const HOUR = 3_600_000;

type Delivery = { state: string; attempts: number; error?: string | null; leaseExpireTime?: Timestamp | null };
const delivery = async (ref: FirebaseFirestore.DocumentReference) =>
  (await ref.get()).get('delivery') as Delivery | undefined;

/**
 * A mail of the outbox whose first attempt failed on a server that was down: RETRY, due at `due`
 * (its trigger leaves a mail that is not due alone).
 */
async function retryingMail(due: number, subject: string) {
  const to = `outage-${randomTag()}@test.example`;
  const ref = db.collection(MAIL_COLLECTION).doc();
  await ref.create({
    ...mailDoc(to, subject),
    delivery: {
      state: 'RETRY',
      attempts: 1,
      startTime: Timestamp.now(),
      endTime: null,
      leaseExpireTime: Timestamp.fromMillis(due),
      leaseToken: null,
      error: 'connect ECONNREFUSED',
      info: null,
    },
  });
  return { ref, to };
}

const failedList = async (token: string) => {
  const { status, body } = await call(api.outbox.failed.path, { token });
  expect(status).toBe(200);
  return body.mails as FailedMail[];
};
const retry = (token: string, id: string) => call(api.outbox.retry.path, { method: 'POST', token, json: { id } });

let people: Awaited<ReturnType<typeof createRoleUsers>>;
beforeAll(async () => {
  people = await createRoleUsers();
});

describe('an SMTP outage', () => {
  it('longer than the first attempts: the sweeper sends the mail once it is due and the server is back', async () => {
    const due = Date.now() + 15 * 60_000;
    const { ref, to } = await retryingMail(due, 'After the outage');
    // A run before it is due leaves it waiting.
    await fireSweeper(new Date(due - 60_000));
    expect(await delivery(ref)).toMatchObject({ state: 'RETRY', attempts: 1 });
    expect(await mailsTo(to, () => false, 1_000)).toHaveLength(0);
    // The run once it is due sends it (the suite's server is up), once.
    await fireSweeper(new Date(due + 1_000));
    expect(await delivery(ref)).toMatchObject({ state: 'SUCCESS', attempts: 2, error: null });
    await fireSweeper(new Date(due + 120_000));
    expect(await mailsTo(to, () => false, 1_500)).toHaveLength(1);
  });

  it('of a whole day: retried with growing pauses for over 24 h, then failed, listed for root and sent again on Retry', async () => {
    const start = Date.now() + HOUR;
    const { ref, to } = await retryingMail(start, 'Through a day of outage');
    const down = await downSmtp();
    const pauses: number[] = [];
    let clock = start;
    for (;;) {
      // Not a moment before it is due…
      expect(await deliverMail(ref, down, { now: () => clock - 1_000 })).toBe('SKIPPED');
      // …and when it is, one attempt on the server that is down.
      const outcome = await deliverMail(ref, down, { now: () => clock });
      const state = await delivery(ref);
      if (outcome === 'ERROR') {
        expect(state).toMatchObject({ state: 'ERROR', attempts: MAIL_MAX_ATTEMPTS, leaseExpireTime: null });
        expect(state?.error).toMatch(/ECONNREFUSED|connect/i);
        break;
      }
      expect(outcome).toBe('RETRY');
      expect(state?.state).toBe('RETRY');
      const next = state!.leaseExpireTime!.toMillis();
      pauses.push(next - clock);
      clock = next;
    }
    // The pauses after the second attempt on: 5 min, 15 min, 1 h, 3 h, then 6 h each; over a day in all.
    expect(pauses).toEqual(MAIL_RETRY_DELAYS_MS.slice(1));
    expect(pauses.every((pause, i) => i === 0 || pause >= pauses[i - 1]!)).toBe(true);
    expect(clock - start + MAIL_RETRY_DELAYS_MS[0]!).toBe(MAIL_RETRY_SPAN_MS);
    expect(MAIL_RETRY_SPAN_MS).toBeGreaterThan(24 * HOUR);

    // Failed for good: the sweeper leaves it, however late it runs.
    await fireSweeper(new Date(clock + 7 * 24 * HOUR));
    expect((await delivery(ref))?.state).toBe('ERROR');
    expect(await mailsTo(to, () => false, 1_000)).toHaveLength(0);

    // Root sees it in the list of failed mail, with its reason and attempts.
    const listed = (await failedList(people.root.token)).find((mail) => mail.id === ref.id);
    expect(listed).toMatchObject({ to: [to], subject: 'Through a day of outage', attempts: MAIL_MAX_ATTEMPTS });
    expect(listed?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(listed!.failed_at)).toBe(clock);

    // Retry: root only; the sweeper's next run sends it, once.
    expect((await retry(people.adminA.token, ref.id)).status).toBe(403);
    expect((await retry(people.user.token, ref.id)).status).toBe(403);
    expect((await delivery(ref))?.state).toBe('ERROR');
    expect((await retry(people.root.token, ref.id)).status).toBe(200);
    expect(await delivery(ref)).toMatchObject({ state: 'PENDING', attempts: 0 });
    expect((await failedList(people.root.token)).some((mail) => mail.id === ref.id)).toBe(false);
    await fireSweeper(new Date(Date.now() + 1_000));
    expect(await delivery(ref)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(await mailsTo(to, () => false, 1_500)).toHaveLength(1);
    // A mail that is not failed is not queued again.
    const again = await retry(people.root.token, ref.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Only a mail that failed can be sent again');
  });
});

describe('the failed-mail list and Retry', () => {
  it('answers only root; others are refused', async () => {
    const failed = await storedFailedMail('Listed for root');
    expect((await failedList(people.root.token)).map((mail) => mail.id)).toContain(failed.id);
    for (const user of [people.user, people.adminA, people.adminB] as TestUser[]) {
      expect((await call(api.outbox.failed.path, { token: user.token })).status).toBe(403);
    }
    expect((await call(api.outbox.failed.path)).status).toBe(401);
  });

  it('Retry of a mail that does not exist: 404, nothing written', async () => {
    const { status, body } = await retry(people.root.token, `missing-${randomTag()}`);
    expect(status).toBe(404);
    expect(body.error).toBe('Mail not found');
  });
});
