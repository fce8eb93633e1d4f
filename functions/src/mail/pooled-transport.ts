/** The SMTP transport of an instance, shared by the mail trigger and the sweeper. */
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { transportFor } from './deliver';
import { smtpSettings } from './smtp-params';

// One pooled SMTP transport per instance, kept across invocations (a burst of mails reuses its
// connections instead of opening one per mail); made again when the settings change.
let cached: { key: string; transport: Transporter<SMTPTransport.SentMessageInfo> } | null = null;

export function pooledTransport(): { transport: Transporter<SMTPTransport.SentMessageInfo>; from: string } {
  const settings = smtpSettings();
  const key = JSON.stringify(settings);
  if (cached?.key !== key) {
    cached?.transport.close();
    cached = { key, transport: transportFor(settings, { pool: true }) };
  }
  return { transport: cached.transport, from: settings.from };
}
