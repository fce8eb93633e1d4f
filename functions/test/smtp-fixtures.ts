/**
 * SMTP servers for the mail sender's tests: the suite's MailDev, one that is down (a closed port), and
 * a slow one (a relay to MailDev that holds each connection until the test lets it through).
 */
import net from 'node:net';
import type { SmtpSettings } from '../src/mail/smtp-params';
import { suiteSmtp } from '../../emulators/scripts/lib/maildev';

const FROM = 'Agenda tests <tests@agenda.local>';

/** The suite's MailDev, as the functions reach it. */
export function mailDevSmtp(overrides: Partial<SmtpSettings> = {}): SmtpSettings {
  const settings = suiteSmtp();
  return {
    host: '127.0.0.1',
    port: settings.port,
    user: settings.user,
    password: settings.password,
    from: FROM,
    ...overrides,
  };
}

/** A server that is down: a port on which nothing listens. */
export async function downSmtp(): Promise<SmtpSettings> {
  const port = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
  return mailDevSmtp({ port });
}

/**
 * A server that answers late: each connection is accepted at once and relayed to MailDev only after
 * `release()` (the sender waits for the greeting meanwhile, like a server that is overloaded).
 */
export async function slowSmtp(): Promise<{
  settings: SmtpSettings;
  connected: Promise<void>;
  release: () => void;
  close: () => Promise<void>;
}> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let connected!: () => void;
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    connected();
    void released.then(() => {
      const upstream = net.connect(mailDevSmtp().port, '127.0.0.1');
      sockets.add(upstream);
      client.pipe(upstream).pipe(client);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
  return {
    settings: mailDevSmtp({ port }),
    connected: firstConnection,
    release,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
