/**
 * The mail outbox's sender over real SMTP: a document written to `mail` is delivered to the suite's
 * MailDev and marked SUCCESS; a server that cannot be reached is retried a bounded number of times and
 * the error recorded (ERROR); a refusal that cannot pass (SMTP 5xx) ends at once; a second run over a
 * delivered document sends nothing. The failures run the sender's own code (mail/deliver.ts) against
 * documents of a collection without a trigger, with real SMTP transports.
 */
import net from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db, fireSweeper, randomTag } from '../helpers';
import { MAIL_COLLECTION, type MailDoc } from '@agenda/contract';
import { deliverMail, MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, transportFor } from '../../src/mail/deliver';
import { suiteSmtp } from '../../../emulators/scripts/lib/maildev';
import { mailsTo, until } from '../mail-inbox';

const FROM = 'Agenda tests <tests@agenda.local>';

function mailDoc(to: string, subject: string): MailDoc<Timestamp> {
  return {
    to,
    message: {
      subject,
      text: 'Hello',
      html: '<p>Hello</p>',
      attachments: [{ filename: 'note.txt', content: 'attached', contentType: 'text/plain' }],
    },
    source: { kind: 'notification', event_id: 'e', agenda_id: null, notification_id: 'n', uid: 'u' },
    created_at: Timestamp.now(),
  };
}

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const delivery = async (ref: FirebaseFirestore.DocumentReference) =>
  (await ref.get()).get('delivery') as
    { state: string; attempts: number; error?: string | null; info?: { messageId?: string } } | undefined;

describe('the mail sender (trigger on mail/{id})', () => {
  it('delivers a new outbox document over SMTP, with its attachment, and records SUCCESS', async () => {
    const to = `reader-${randomTag()}@test.example`;
    const ref = await db.collection(MAIL_COLLECTION).add(mailDoc(to, 'Outbox test'));
    const [mail] = await mailsTo(to);
    expect(mail?.subject).toBe('Outbox test');
    expect(mail?.attachments?.map((a) => a.fileName)).toEqual(['note.txt']);
    const state = await until(
      () => delivery(ref),
      (d) => d?.state === 'SUCCESS',
    );
    expect(state).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    expect(state?.info?.messageId).toMatch(/^<.+>$/);

    // The same document handed over again (a repeated trigger event) sends nothing.
    const settings = suiteSmtp();
    const transport = transportFor({
      host: '127.0.0.1',
      port: settings.port,
      user: settings.user,
      password: settings.password,
      from: FROM,
    });
    expect(await deliverMail(ref, transport, FROM)).toBe('SKIPPED');
    transport.close();
    expect(await mailsTo(to, () => false, 500)).toHaveLength(1);
  });
});

describe('deliverMail failures', () => {
  const scratch = () => db.collection(`mailTests-${randomTag(6)}`).doc();

  it('retries an unreachable server a bounded number of times, then records ERROR with the error', async () => {
    const ref = scratch();
    await ref.set(mailDoc('nobody@test.example', 'Unreachable'));
    const transport = transportFor({ host: '127.0.0.1', port: await closedPort(), user: '', password: '', from: FROM });
    expect(await deliverMail(ref, transport, FROM, { pausesMs: [10, 10] })).toBe('ERROR');
    const state = await delivery(ref);
    expect(state).toMatchObject({ state: 'ERROR', attempts: MAIL_MAX_ATTEMPTS });
    expect(state?.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('ends at once on a permanent refusal (wrong SMTP password: 535)', async () => {
    const ref = scratch();
    await ref.set(mailDoc('nobody@test.example', 'Refused'));
    const settings = suiteSmtp();
    const transport = transportFor({
      host: '127.0.0.1',
      port: settings.port,
      user: settings.user,
      password: 'wrong',
      from: FROM,
    });
    expect(await deliverMail(ref, transport, FROM, { pausesMs: [10, 10] })).toBe('ERROR');
    transport.close();
    const state = await delivery(ref);
    expect(state).toMatchObject({ state: 'ERROR', attempts: 1 });
    expect(state?.error).toMatch(/535|Invalid/);
  });

  it('records a malformed document as ERROR instead of sending it', async () => {
    const ref = scratch();
    await ref.set({ to: 'x@test.example', message: { subject: 'No body' } });
    const transport = transportFor({ host: '127.0.0.1', port: await closedPort(), user: '', password: '', from: FROM });
    expect(await deliverMail(ref, transport, FROM)).toBe('ERROR');
    expect((await delivery(ref))?.error).toMatch(/Malformed mail document/);
  });
});

describe('the sweeper (scheduled sweepStuckWork) finishes mails whose sender died', () => {
  // Each mail is written already held by a sender that is gone (its instance killed mid-delivery): the
  // trigger leaves it alone while the lease runs, and the sweeper, scheduled past the lease, sends it.
  const stuck = async (state: 'PROCESSING' | 'RETRY', attempts: number) => {
    const to = `stuck-${state.toLowerCase()}-${randomTag()}@test.example`;
    const leaseUntil = Date.now() + MAIL_LEASE_MS;
    const ref = db.collection(MAIL_COLLECTION).doc();
    await ref.create({
      ...mailDoc(to, `Stuck ${state}`),
      delivery: {
        state,
        attempts,
        startTime: Timestamp.now(),
        endTime: null,
        leaseExpireTime: Timestamp.fromMillis(leaseUntil),
        leaseToken: 'a-dead-instance',
        error: null,
        info: null,
      },
    });
    return { to, ref, leaseUntil };
  };

  it('sends a mail left PROCESSING or RETRY past its lease exactly once, however often it runs', async () => {
    const processing = await stuck('PROCESSING', 1);
    const retry = await stuck('RETRY', 2);
    const later = new Date(Math.max(processing.leaseUntil, retry.leaseUntil) + 1_000);
    // Two sweeps at once and one after: the claims let one of them send each mail.
    await Promise.all([fireSweeper(later), fireSweeper(later)]);
    await fireSweeper(new Date(later.getTime() + 60_000));
    for (const { to, ref } of [processing, retry]) {
      const state = await until(
        () => delivery(ref),
        (d) => d?.state === 'SUCCESS',
      );
      expect(state?.state).toBe('SUCCESS');
      expect(await mailsTo(to)).toHaveLength(1);
    }
    expect((await delivery(processing.ref))?.attempts).toBe(2);
    expect((await delivery(retry.ref))?.attempts).toBe(3);
    // Nothing arrives later either.
    expect(await mailsTo(processing.to, () => false, 1_000)).toHaveLength(1);
  });

  it('records ERROR instead of sending when the dead sender had used the last attempt', async () => {
    const last = await stuck('PROCESSING', MAIL_MAX_ATTEMPTS);
    await fireSweeper(new Date(last.leaseUntil + 1_000));
    const state = await until(
      () => delivery(last.ref),
      (d) => d?.state === 'ERROR',
    );
    expect(state).toMatchObject({ state: 'ERROR', attempts: MAIL_MAX_ATTEMPTS });
    expect(state?.error).toMatch(/Gave up after 3 attempts/);
    expect(await mailsTo(last.to, () => false, 1_000)).toHaveLength(0);
  });
});
