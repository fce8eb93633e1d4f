/**
 * The mail outbox's sender over real SMTP: a document written to `mail` is delivered to the suite's
 * MailDev and marked SUCCESS; a refusal that cannot pass (SMTP 5xx) ends at once; a delivered document
 * is never sent again, whether two senders run at once or a slow one's lease ran out and another took
 * it over. The failures run the sender's own code (mail/deliver.ts) against documents of a collection
 * without a trigger, with real SMTP connections; the clock is the sender's injected one.
 */
import { describe, expect, it } from 'vitest';
import { MAIL_COLLECTION } from '@agenda/contract';
import { db, randomTag } from '../helpers';
import { deliverMail, MAIL_LEASE_MS } from '../../src/mail/deliver';
import { mailsTo, until } from '../mail-inbox';
import { mailDoc } from '../mail-fixtures';
import { downSmtp, mailDevSmtp, slowSmtp } from '../smtp-fixtures';

const delivery = async (ref: FirebaseFirestore.DocumentReference) =>
  (await ref.get()).get('delivery') as
    | {
        state: string;
        attempts: number;
        error?: string | null;
        leaseToken?: string | null;
        info?: { messageId?: string };
      }
    | undefined;

const scratch = () => db.collection(`mailTests-${randomTag(6)}`).doc();

describe('the mail sender (trigger on mail/{id})', () => {
  it('delivers a new outbox document over SMTP, with its attachment, and records SUCCESS', async () => {
    const to = `reader-${randomTag()}@test.example`;
    const ref = await db.collection(MAIL_COLLECTION).add(mailDoc(to, 'Outbox test'));
    // The outcome first: the trigger's first run may wait for the emulator to start its worker.
    const state = await until(
      () => delivery(ref),
      (d) => d?.state === 'SUCCESS',
    );
    expect(state).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    const [mail] = await mailsTo(to);
    expect(mail?.subject).toBe('Outbox test');
    expect(mail?.attachments?.map((a) => a.fileName)).toEqual(['note.txt']);
    // The Message-ID is the document's own, the same on every attempt.
    expect(state?.info?.messageId).toBe(`<${ref.id}.outbox@agenda.local>`);

    // The same document handed over again (a repeated trigger event) sends nothing.
    expect(await deliverMail(ref, mailDevSmtp())).toBe('SKIPPED');
    expect(await mailsTo(to, () => false, 500)).toHaveLength(1);
  });
});

describe('deliverMail failures', () => {
  it('ends at once on a permanent refusal (wrong SMTP password: 535)', async () => {
    const ref = scratch();
    await ref.set(mailDoc('nobody@test.example', 'Refused'));
    expect(await deliverMail(ref, mailDevSmtp({ password: 'wrong' }))).toBe('ERROR');
    const state = await delivery(ref);
    expect(state).toMatchObject({ state: 'ERROR', attempts: 1 });
    expect(state?.error).toMatch(/535|Invalid/);
  });

  it('records a malformed document as ERROR instead of sending it', async () => {
    const ref = scratch();
    await ref.set({ to: 'x@test.example', message: { subject: 'No body' } });
    expect(await deliverMail(ref, await downSmtp())).toBe('ERROR');
    expect((await delivery(ref))?.error).toMatch(/Malformed mail document/);
  });
});

describe('one mail is sent once', () => {
  it('two senders at once: one claims and sends, the other sends nothing', async () => {
    const ref = scratch();
    const to = `twice-${randomTag()}@test.example`;
    await ref.set(mailDoc(to, 'Two senders'));
    const outcomes = await Promise.all([deliverMail(ref, mailDevSmtp()), deliverMail(ref, mailDevSmtp())]);
    expect(outcomes.sort()).toEqual(['SKIPPED', 'SUCCESS']);
    expect(await mailsTo(to, () => false, 1_500)).toHaveLength(1);
    expect(await delivery(ref)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });

  it('a slow sender whose lease ran out and was taken over stops before it sends', async () => {
    const ref = scratch();
    const to = `slow-${randomTag()}@test.example`;
    await ref.set(mailDoc(to, 'Slow server'));
    const slow = await slowSmtp();
    try {
      const start = Date.now();
      // The first sender claims the mail and waits for a server that does not answer yet.
      const first = deliverMail(ref, slow.settings, { now: () => start });
      await slow.connected;
      expect(await delivery(ref)).toMatchObject({ state: 'PROCESSING', attempts: 1 });
      // Its lease runs out: a second sender (the sweeper, a minute later) takes the mail over and sends it.
      const second = await deliverMail(ref, mailDevSmtp(), { now: () => start + MAIL_LEASE_MS + 1_000 });
      expect(second).toBe('SUCCESS');
      const sent = await delivery(ref);
      expect(sent).toMatchObject({ state: 'SUCCESS', attempts: 2 });
      // The server answers the first sender at last: it sees the mail is no longer its own and stops.
      slow.release();
      expect(await first).toBe('LOST');
      expect(await mailsTo(to, () => false, 1_500)).toHaveLength(1);
      // The outcome stays the second sender's, with the lease token that sent it.
      expect(await delivery(ref)).toEqual(sent);
      expect(sent?.leaseToken).toEqual(expect.any(String));
    } finally {
      await slow.close();
    }
  });
});
