import { describe, expect, it } from 'vitest';
import { MESSAGES, NOTIFICATION_MESSAGES } from '../messages';
import { appEventUrl, buildNotificationMail, notificationMailSubject, oneLine } from './mail';
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
  const eventUrl = 'http://127.0.0.1:5000/v2/main/event/event?e=e&t=de';
  const base = {
    to: 'a@x.example',
    uid: 'u',
    eventId: 'e',
    agendaId: null,
    agendaName: null,
    notificationId: 'n',
    eventUrl,
  };

  it('escapes the message in the HTML and keeps the subject, its first line, to one line', () => {
    const mail = buildNotificationMail({
      ...base,
      eventName: 'Summit',
      message: '<img src=x onerror=alert(1)>\r\nBcc: evil@x.example',
      type: 'TEXT',
      link: null,
    });
    expect(mail.message.subject).toBe('<img src=x onerror=alert(1)>');
    expect(mail.message.html).not.toContain('<img');
    expect(mail.message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.message.text).toBe(`<img src=x onerror=alert(1)>\r\nBcc: evil@x.example\n\nSummit: ${eventUrl}`);
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
    expect(mail.message.subject).toBe('Slides');
    expect(mail.message.html).toContain(
      'href="https://x.example/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer"',
    );
    expect(mail.message.text).toBe(`Slides\n\nhttps://x.example/?a=1&b="2"\n\nSummit · Keynote: ${eventUrl}`);
  });

  it('links back to the event in the app, in the text and the HTML', () => {
    const mail = buildNotificationMail({ ...base, eventName: 'R&D <Day>', message: 'Hi', type: 'TEXT', link: null });
    expect(mail.message.text).toContain(eventUrl);
    expect(mail.message.html).toContain(
      `<a href="${eventUrl.replace('&', '&amp;')}" target="_blank" rel="noopener noreferrer">Open R&amp;D &lt;Day&gt; in the app</a>`,
    );
  });

  it('the subject is the first non-empty line, shortened to 120 characters', () => {
    expect(notificationMailSubject('\n  Doors open at nine \nBring your badge')).toBe('Doors open at nine');
    const long = notificationMailSubject('x'.repeat(300));
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });

  it("the event's address is its home page below the app's base path", () => {
    expect(appEventUrl('https://agenda.example/', 'ev 1', 'de')).toBe(
      'https://agenda.example/v2/main/event/event?e=ev+1&t=de',
    );
  });

  it('oneLine removes control characters', () => {
    expect(oneLine('a\u0000b\tc\n')).toBe('a b c');
  });
});
