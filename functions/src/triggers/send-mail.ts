/**
 * The mail outbox's sender: every document created in `mail` is sent over SMTP once (mail/deliver.ts
 * claims it in a transaction, so a repeated trigger event sends nothing twice) and its outcome is
 * written on the document. SMTP settings are function params (mail/smtp-params.ts, README Deploy).
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { MAIL_COLLECTION } from '../contract';
import { deliverMail, transportFor } from '../mail/deliver';
import { SMTP_PASSWORD, smtpSettings } from '../mail/smtp-params';

export const sendMail = onDocumentCreated(
  // Three attempts with pauses of 2 s and 10 s fit well within the timeout.
  { document: `${MAIL_COLLECTION}/{mailId}`, secrets: [SMTP_PASSWORD], timeoutSeconds: 180, memory: '256MiB' },
  async (event) => {
    if (!event.data) return;
    const settings = smtpSettings();
    const transport = transportFor(settings);
    try {
      await deliverMail(event.data.ref, transport, settings.from);
    } finally {
      transport.close();
    }
  },
);
