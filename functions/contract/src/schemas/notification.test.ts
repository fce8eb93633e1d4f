import { describe, expect, it } from 'vitest';
import { MESSAGES, NOTIFICATION_MESSAGES } from '../messages';
import { buildNotificationMail, oneLine } from './mail';
import { notificationContentSchema, notificationSaveSchema, notificationSendSchema } from './notification';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('notification content (spec §5)', () => {
  it('is TEXT by default and keeps no link', () => {
    expect(notificationContentSchema.parse({ message: ' Hello ', link: 'https://x.example' })).toEqual({
      message: 'Hello',
      type: 'TEXT',
      link: null,
    });
  });

  it('needs a subject', () => {
    expect(fieldErrors(notificationContentSchema.safeParse({ message: '' }))).toEqual({ message: MESSAGES.required });
  });

  it.each([
    [undefined, MESSAGES.linkRequired],
    ['', MESSAGES.linkRequired],
    ['example.org', MESSAGES.linkInvalid],
    ['javascript:alert(1)', MESSAGES.linkInvalid],
    ['data:text/html,<script>1</script>', MESSAGES.linkInvalid],
    ['ftp://files.example/x', MESSAGES.linkInvalid],
  ])('a LINK with link %j is refused with %j', (link, message) => {
    expect(fieldErrors(notificationContentSchema.safeParse({ message: 'Hi', type: 'LINK', link }))).toEqual({
      link: message,
    });
  });

  it('a LINK keeps its http(s) link', () => {
    expect(notificationContentSchema.parse({ message: 'Hi', type: 'LINK', link: 'http://x.example/a?b=1' }).link).toBe(
      'http://x.example/a?b=1',
    );
  });

  it('refuses another type', () => {
    expect(fieldErrors(notificationContentSchema.safeParse({ message: 'Hi', type: 'HTML' }))).toEqual({
      type: NOTIFICATION_MESSAGES.type,
    });
  });
});

describe('save and send payloads', () => {
  const future = new Date(Date.now() + 3600_000).toISOString();

  it('a save needs a future date and send to all or users', () => {
    const past = notificationSaveSchema.safeParse({
      eventId: 'e',
      notification: { message: 'Hi' },
      send_to_all: true,
      date: '2020-01-01T00:00:00Z',
    });
    expect(fieldErrors(past)).toEqual({ date: NOTIFICATION_MESSAGES.dateInPast });
    const nobody = notificationSaveSchema.safeParse({ eventId: 'e', notification: { message: 'Hi' }, date: future });
    expect(fieldErrors(nobody)).toEqual({ users: NOTIFICATION_MESSAGES.chooseUsers });
    const ok = notificationSaveSchema.parse({
      eventId: 'e',
      notification: { message: 'Hi' },
      users: ['a', 'a', 'b'],
      date: future,
      notification_id: '',
    });
    expect(ok).toMatchObject({ users: ['a', 'b'], send_to_all: false, notification_id: null, agendaId: null });
    expect(ok.date.toISOString()).toBe(future);
  });

  it('a send is to all by default, and refuses unknown fields', () => {
    expect(notificationSendSchema.parse({ eventId: 'e', notification: { message: 'Hi' } }).send_to_all).toBe(true);
    expect(notificationSendSchema.safeParse({ eventId: 'e', notification: { message: 'Hi' }, extra: 1 }).success).toBe(
      false,
    );
  });
});

describe('the notification mail (Trigger Email format)', () => {
  const base = { to: 'a@x.example', uid: 'u', eventId: 'e', agendaId: null, agendaName: null, notificationId: 'n' };

  it('escapes the message in the HTML and keeps the subject to one line', () => {
    const mail = buildNotificationMail({
      ...base,
      eventName: 'Summit\r\nBcc: evil@x.example',
      message: '<img src=x onerror=alert(1)>',
      type: 'TEXT',
      link: null,
    });
    expect(mail.message.subject).toBe('Notification: Summit Bcc: evil@x.example');
    expect(mail.message.html).not.toContain('<img');
    expect(mail.message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.message.text).toBe('<img src=x onerror=alert(1)>');
    expect(mail.source).toEqual({
      kind: 'notification',
      event_id: 'e',
      agenda_id: null,
      notification_id: 'n',
      uid: 'u',
    });
  });

  it('carries the link of a LINK notification, safely', () => {
    const mail = buildNotificationMail({
      ...base,
      eventName: 'Summit',
      agendaName: 'Keynote',
      message: 'Slides',
      type: 'LINK',
      link: 'https://x.example/?a=1&b="2"',
    });
    expect(mail.message.subject).toBe('Notification: Summit · Keynote');
    expect(mail.message.html).toContain(
      'href="https://x.example/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer"',
    );
    expect(mail.message.text).toBe('Slides\n\nhttps://x.example/?a=1&b="2"');
  });

  it('oneLine removes control characters', () => {
    expect(oneLine('a\u0000b\tc\n')).toBe('a b c');
  });
});
