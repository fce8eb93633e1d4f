/**
 * The mail outbox's sender: every document created in `mail` gets its first attempt here (mail/deliver.ts
 * claims it in a transaction, so a repeated trigger event sends nothing twice) and its outcome is
 * written on the document; should it fail for now, the sweeper (triggers/sweeper.ts) makes the later
 * attempts. SMTP settings are function params (mail/smtp-params.ts, docs/deploy.md).
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { MAIL_COLLECTION } from '@agenda/contract';
import { deliverMail } from '../mail/deliver';
import { SMTP_PASSWORD, smtpSettings } from '../mail/smtp-params';

export const sendMail = onDocumentCreated(
  // One attempt (its connection and send are bounded by the lease, well within the timeout). `retry`: an
  // error after the claim (deliverMail gives the lease back and throws) runs the trigger again; a dead
  // instance's lease runs out and the sweeper (triggers/sweeper.ts) finishes the document.
  {
    document: `${MAIL_COLLECTION}/{mailId}`,
    secrets: [SMTP_PASSWORD],
    timeoutSeconds: 300,
    memory: '256MiB',
    retry: true,
  },
  async (event) => {
    if (!event.data) return;
    await deliverMail(event.data.ref, smtpSettings());
  },
);
