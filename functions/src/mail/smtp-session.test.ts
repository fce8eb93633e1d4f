/**
 * The SMTP conversation of one attempt against a scripted server: a message goes out whole; a server
 * that is down fails the connection at once; a send that outlasts its deadline is aborted before the
 * server has the message's end, so the server delivers nothing.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { composeMail, openSmtp } from './smtp-session';

const FROM = 'Agenda <agenda@agenda.local>';
const MAIL = {
  to: 'reader@test.example',
  message: { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' },
  source: { kind: 'notification' as const, event_id: 'e', agenda_id: null, notification_id: 'n', uid: 'u' },
};

/** A server that speaks enough SMTP; with `stallData`, it never answers the message's end. */
function scriptedServer(stallData = false) {
  const delivered: string[] = [];
  const closedMidMessage: boolean[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let body = '';
    socket.on('close', () => {
      if (inData) closedMidMessage.push(true);
    });
    socket.write('220 scripted\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            if (!stallData) {
              delivered.push(body);
              socket.write('250 queued\r\n');
            } else inData = true;
          } else body += `${line}\n`;
        } else if (/^EHLO/i.test(line)) socket.write('250 scripted\r\n');
        else if (/^(MAIL|RCPT)/i.test(line)) socket.write('250 ok\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      }
    });
  });
  return new Promise<{ port: number; delivered: string[]; closedMidMessage: boolean[]; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        delivered,
        closedMidMessage,
        close: () => server.close(),
      }),
    ),
  );
}

const settings = (port: number) => ({ host: '127.0.0.1', port, user: '', password: '', from: FROM });
const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

describe('openSmtp and send', () => {
  it('sends the composed message, with the Message-ID of its outbox document', async () => {
    const server = await scriptedServer();
    closers.push(server.close);
    const session = await openSmtp(settings(server.port));
    const info = await session.send(await composeMail(MAIL, FROM, 'doc1'), 5_000);
    session.close();
    expect(info).toMatchObject({ messageId: '<doc1.outbox@agenda.local>', accepted: ['reader@test.example'] });
    expect(server.delivered).toHaveLength(1);
    expect(server.delivered[0]).toContain('Message-ID: <doc1.outbox@agenda.local>');
  });

  it('fails at once, with a code the sender retries, when the server is down', async () => {
    const server = await scriptedServer();
    server.close();
    await expect(openSmtp(settings(server.port))).rejects.toMatchObject({ code: expect.stringMatching(/^E/) });
  });

  it('aborts a send that outlasts its deadline before the server has the end of the message', async () => {
    const server = await scriptedServer(true);
    closers.push(server.close);
    const session = await openSmtp(settings(server.port));
    await expect(session.send(await composeMail(MAIL, FROM, 'doc2'), 300)).rejects.toMatchObject({
      code: 'ETIMEDOUT',
    });
    session.close();
    await expect.poll(() => server.closedMidMessage.length).toBe(1);
    expect(server.delivered).toHaveLength(0);
  });
});
