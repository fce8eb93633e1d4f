/**
 * The mail outbox's sender: every document created in `mail` is sent over SMTP once (mail/deliver.ts
 * claims it in a transaction, so a repeated trigger event sends nothing twice) and its outcome is
 * written on the document. SMTP settings are function params (mail/smtp-params.ts, README Deploy).
 */
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { MAIL_COLLECTION } from '../contract';
import { deliverMail, transportFor } from '../mail/deliver';
import { SMTP_PASSWORD, smtpSettings } from '../mail/smtp-params';

// One pooled SMTP transport per instance, kept across invocations (a burst of mails reuses its
// connections instead of opening one per mail); made again when the settings change.
let cached: { key: string; transport: Transporter<SMTPTransport.SentMessageInfo> } | null = null;

function transport() {
  const settings = smtpSettings();
  const key = JSON.stringify(settings);
  if (cached?.key !== key) {
    cached?.transport.close();
    cached = { key, transport: transportFor(settings, { pool: true }) };
  }
  return { transport: cached.transport, from: settings.from };
}

export const sendMail = onDocumentCreated(
  // Three attempts with pauses of 2 s and 10 s fit well within the timeout.
  { document: `${MAIL_COLLECTION}/{mailId}`, secrets: [SMTP_PASSWORD], timeoutSeconds: 180, memory: '256MiB' },
  async (event) => {
    if (!event.data) return;
    const { transport: smtp, from } = transport();
    await deliverMail(event.data.ref, smtp, from);
  },
);
