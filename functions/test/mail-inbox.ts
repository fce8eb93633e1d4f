/**
 * The suite's SMTP server (MailDev, emulators/scripts/lib/maildev.ts) as the tests read it: every mail
 * the functions sent, through MailDev's REST API. Polls for a condition instead of sleeping.
 */
import { MAILDEV_WEB_URL } from '../../emulators/scripts/lib/maildev';
import { jsonAnswer } from '../../emulators/scripts/lib/answer';

export interface InboxMail {
  id: string;
  subject: string;
  to: { address: string }[];
  text?: string;
  html?: string;
  attachments?: { fileName: string; contentType: string; generatedFileName: string }[];
  alternatives?: { contentType: string; method?: string; content: string }[];
}

async function inbox(): Promise<InboxMail[]> {
  const response = await fetch(`${MAILDEV_WEB_URL}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  return jsonAnswer<InboxMail[]>(response);
}

/** The mails to `address`, once `enough` holds for them (at most `timeoutMs`). */
export async function mailsTo(
  address: string,
  enough: (mails: InboxMail[]) => boolean = (mails) => mails.length > 0,
  timeoutMs = 20_000,
): Promise<InboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await inbox()).filter((mail) =>
      mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
    );
    if (enough(mails) || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An attachment's content. */
export async function attachment(mail: InboxMail, generatedFileName: string): Promise<string> {
  const response = await fetch(`${MAILDEV_WEB_URL}/email/${mail.id}/attachment/${generatedFileName}`);
  return response.text();
}

/**
 * Polls `read` until `done` holds for its value (at most `timeoutMs`); answers the last value. The default
 * leaves room for a trigger's first run: the Functions emulator starts its worker on the first event, which
 * took 28 s on a 2-core machine running the browser tests beside (a clean-clone `npm test`, 2026-11-29).
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
