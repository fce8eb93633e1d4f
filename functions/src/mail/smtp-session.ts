/**
 * One SMTP conversation for one outbox mail, in two steps the sender (deliver.ts) can stand between:
 * `openSmtp` connects and signs in, `send` hands over the message. Between them the sender checks that
 * it still holds the mail's lease, and while the message goes out a timer closes the connection when
 * the lease runs out: a server only delivers a message whose end it received, so a sender that lost
 * its mail to another one stops before it sends, or aborts what it was sending.
 */
import SMTPConnection, { type SMTPConnectionSendInfo } from 'nodemailer/lib/smtp-connection';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailDoc } from '@agenda/contract';
import type { SmtpSettings } from './smtp-params';

/** What the server said when it took the message. */
export interface SentInfo {
  messageId: string;
  accepted: string[];
  rejected: string[];
  response: string | null;
}

export interface SmtpSession {
  /** Sends the composed message; closes the connection (and fails) after `deadlineMs`. */
  send(message: ComposedMail, deadlineMs: number): Promise<SentInfo>;
  /** Ends the conversation (QUIT when it is idle, else closes). */
  close(): void;
}

export interface ComposedMail {
  envelope: { from: string; to: string[] };
  raw: Buffer;
  messageId: string;
}

/**
 * The message of an outbox document. Its Message-ID is the document's own, the same on every attempt,
 * so that should a server ever take one twice (its answer lost on the way back) mail programs show it once.
 */
export async function composeMail(
  mail: Omit<MailDoc<unknown>, 'created_at'>,
  from: string,
  documentId: string,
): Promise<ComposedMail> {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'agenda.local';
  const node = new MailComposer({
    from,
    to: mail.to,
    subject: mail.message.subject,
    text: mail.message.text,
    html: mail.message.html,
    attachments: mail.message.attachments,
    icalEvent: mail.message.icalEvent,
    messageId: `<${documentId}.outbox@${domain}>`,
  }).compile();
  const envelope = node.getEnvelope();
  return {
    envelope: { from: envelope.from || '', to: envelope.to },
    raw: await node.build(),
    messageId: node.messageId(),
  };
}

/** Connects to the server and signs in; fails with nodemailer's error (its `code`, `responseCode`). */
export async function openSmtp(settings: SmtpSettings): Promise<SmtpSession> {
  const connection = new SMTPConnection({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  // nodemailer reports a failed connection, a dropped one or a timeout as an 'error' or 'end' event, not
  // through the step's callback: each event fails the step under way (as its own SMTP transport does).
  let failStep: ((error: Error) => void) | null = null;
  const fail = (error: Error) => {
    failStep?.(error);
    failStep = null;
  };
  connection.on('error', fail);
  connection.on('end', () => fail(Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' })));
  const step = <T>(run: (done: (error?: Error | null, value?: T) => void) => void): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      failStep = reject;
      run((error, value) => {
        failStep = null;
        if (error) reject(error);
        else resolve(value as T);
      });
    });
  try {
    await step<void>((done) => connection.connect(done));
    // Like nodemailer's SMTP transport: sign in when the server offers it.
    if (settings.user && connection.allowsAuth) {
      await step<boolean>((done) => connection.login({ user: settings.user, pass: settings.password }, done));
    }
  } catch (error) {
    connection.close();
    throw error;
  }
  let sending = false;
  return {
    send: async (message, deadlineMs) => {
      sending = true;
      let timer: NodeJS.Timeout | undefined;
      try {
        const info = await Promise.race([
          step<SMTPConnectionSendInfo>((done) => connection.send(message.envelope, message.raw, done)),
          new Promise<never>((_resolve, reject) => {
            timer = setTimeout(() => {
              reject(Object.assign(new Error('The send outlasted its lease and was aborted'), { code: 'ETIMEDOUT' }));
              // Closing before the server has the message's end means it delivers nothing.
              connection.close();
            }, deadlineMs);
          }),
        ]);
        return {
          messageId: message.messageId,
          accepted: info.accepted.map(String),
          rejected: info.rejected.map(String),
          response: info.response ?? null,
        };
      } finally {
        clearTimeout(timer);
        sending = false;
      }
    },
    close: () => (sending || connection.destroyed ? connection.close() : connection.quit()),
  };
}
