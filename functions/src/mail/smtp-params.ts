/**
 * SMTP settings of the mail sender, as function params (docs/deploy.md): values come from
 * `functions/.env.<project id>` at deploy time, the password from Cloud Secret Manager. The emulator
 * suite reads `functions/.env.demo-agenda` and `functions/.secret.local`, which point at MailDev.
 */
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

const SMTP_HOST = defineString('SMTP_HOST', {
  description: 'SMTP server that sends the mail outbox (host name)',
});
const SMTP_PORT = defineInt('SMTP_PORT', {
  default: 587,
  description: 'SMTP port: 587 (STARTTLS) or 465 (TLS)',
});
const SMTP_USER = defineString('SMTP_USER', { description: 'SMTP user name (the account that sends)' });
export const SMTP_FROM = defineString('SMTP_FROM', {
  description: 'Sender of every mail, e.g. "Agenda <agenda@example.com>"',
});
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');

export interface SmtpSettings {
  host: string;
  port: number;
  user: string;
  password: string;
  from: string;
}

/** The settings as the running function sees them. */
export const smtpSettings = (): SmtpSettings => ({
  host: SMTP_HOST.value(),
  port: SMTP_PORT.value(),
  user: SMTP_USER.value(),
  password: SMTP_PASSWORD.value(),
  from: SMTP_FROM.value(),
});

/** The address part of SMTP_FROM ("Agenda <a@b>" → a@b), the organizer of calendar invites. */
export function fromMailbox(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]?.trim() || 'Agenda', email: match[2]!.trim() };
  return { name: 'Agenda', email: from.trim() };
}
