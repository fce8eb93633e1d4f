/**
 * The mail outbox's sender: every document created in `mail` is sent over SMTP once (mail/deliver.ts
 * claims it in a transaction, so a repeated trigger event sends nothing twice) and its outcome is
 * written on the document. SMTP settings are function params (mail/smtp-params.ts, docs/deploy.md).
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { MAIL_COLLECTION } from '@agenda/contract';
import { deliverMail } from '../mail/deliver';
import { pooledTransport } from '../mail/pooled-transport';
import { SMTP_PASSWORD } from '../mail/smtp-params';

export const sendMail = onDocumentCreated(
  // Three attempts with pauses of 2 s and 10 s fit well within the timeout. `retry`: an error after the
  // claim (deliverMail gives the lease back and throws) runs the trigger again; a dead instance's lease
  // runs out and the sweeper (triggers/sweeper.ts) finishes the document.
  {
    document: `${MAIL_COLLECTION}/{mailId}`,
    secrets: [SMTP_PASSWORD],
    timeoutSeconds: 180,
    memory: '256MiB',
    retry: true,
  },
  async (event) => {
    if (!event.data) return;
    const { transport, from } = pooledTransport();
    await deliverMail(event.data.ref, transport, from);
  },
);
