import { MESSAGES, NOTIFICATION_MESSAGES } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import {
  draftErrors,
  EMPTY_DRAFT,
  fieldsOfRefusal,
  FORM_TEXTS,
  notificationPayload,
  saveBlockedReason,
  sendBlockedReason,
  placedRefusal,
  submissionIds,
} from './forms';

const NOW = new Date('2030-05-12T08:00:00Z');
const LATER = new Date('2030-05-12T09:00:00Z');
const text = { message: 'Doors open at 9', type: 'TEXT' as const, link: '' };
const link = { message: 'Slides', type: 'LINK' as const, link: 'https://example.org/slides' };

describe('notification editor rules (spec §5)', () => {
  it('needs a subject, with the spec message', () => {
    expect(draftErrors(EMPTY_DRAFT)).toEqual({ message: MESSAGES.required });
    expect(draftErrors({ ...text, message: '   ' })).toEqual({ message: MESSAGES.required });
    expect(draftErrors(text)).toEqual({});
  });

  it('needs an http(s) link for LINK, with the spec messages', () => {
    expect(draftErrors({ ...link, link: '' }).link).toBe('This field is required.');
    expect(draftErrors({ ...link, link: 'javascript:alert(1)' }).link).toBe('Please enter a valid URL.');
    expect(draftErrors({ ...link, link: 'example.org' }).link).toBe('Please enter a valid URL.');
    expect(draftErrors(link)).toEqual({});
    // A TEXT notification keeps no link, whatever the field holds.
    expect(draftErrors({ ...text, link: 'not a url' })).toEqual({});
    expect(notificationPayload({ ...text, link: 'https://x.example' }).link).toBeNull();
    expect(notificationPayload(link)).toEqual({
      message: 'Slides',
      type: 'LINK',
      link: 'https://example.org/slides',
      valid: true,
    });
  });

  it('defaults to TEXT', () => {
    expect(EMPTY_DRAFT.type).toBe('TEXT');
  });
});

describe('Save (schedule) enabled state', () => {
  const ok = { draft: text, date: LATER, sendToAll: true, users: [] };
  it('is enabled with a valid notification, a future date and send to all or a user', () => {
    expect(saveBlockedReason(ok, NOW)).toBeNull();
    expect(saveBlockedReason({ ...ok, sendToAll: false, users: ['u1'] }, NOW)).toBeNull();
  });
  it('says why it is disabled', () => {
    expect(saveBlockedReason({ ...ok, draft: EMPTY_DRAFT }, NOW)).toBe(FORM_TEXTS.fixNotification);
    expect(saveBlockedReason({ ...ok, draft: { ...link, link: 'ftp://x' } }, NOW)).toBe(FORM_TEXTS.fixNotification);
    expect(saveBlockedReason({ ...ok, date: null }, NOW)).toBe(FORM_TEXTS.chooseDate);
    expect(saveBlockedReason({ ...ok, date: NOW }, NOW)).toBe(NOTIFICATION_MESSAGES.dateInPast);
    expect(saveBlockedReason({ ...ok, sendToAll: false }, NOW)).toBe(NOTIFICATION_MESSAGES.chooseUsers);
  });
});

describe('Send enabled state', () => {
  it('needs a valid notification and, without send to all, a user', () => {
    expect(sendBlockedReason({ draft: text, sendToAll: true, users: [] })).toBeNull();
    expect(sendBlockedReason({ draft: EMPTY_DRAFT, sendToAll: true, users: [] })).toBe(FORM_TEXTS.fixNotification);
    expect(sendBlockedReason({ draft: text, sendToAll: false, users: [] })).toBe(NOTIFICATION_MESSAGES.chooseUsers);
    expect(sendBlockedReason({ draft: link, sendToAll: false, users: ['u1'] })).toBeNull();
  });
});

describe('helpers', () => {
  it('places a 400 at the fields by their payload path', () => {
    expect(
      fieldsOfRefusal({
        'notification.link': ['Please enter a valid URL.'],
        date: ['past'],
        users: ['none'],
        other: ['x'],
      }),
    ).toEqual({
      link: 'Please enter a valid URL.',
      date: 'past',
      users: 'none',
    });
    expect(fieldsOfRefusal(undefined)).toEqual({});
  });
  it('places a 400 with fields at the form, and leaves anything else to the alert', () => {
    const refusal = new ApiRequestError({
      status: 400,
      error: 'Invalid data',
      fields: { users: ['Choose at least one user'] },
    });
    expect(placedRefusal(refusal)).toEqual({ users: 'Choose at least one user' });
    expect(placedRefusal(new ApiRequestError({ status: 400, error: 'Invalid data' }))).toBeNull();
    expect(
      placedRefusal(new ApiRequestError({ status: 403, error: 'Not allowed', fields: { users: ['x'] } })),
    ).toBeNull();
    expect(placedRefusal(new Error('offline'))).toBeNull();
  });
});

describe('submissionIds: one request id per form submission (issue 27)', () => {
  it('keeps the id for the same payload, changes it for another payload and after a success', () => {
    let next = 0;
    const ids = submissionIds(() => `id-${++next}`);
    const payload = { eventId: 'e1', notification: { message: 'Hi' } };
    expect(ids.idFor(payload)).toBe('id-1');
    expect(ids.idFor({ ...payload })).toBe('id-1');
    expect(ids.idFor({ ...payload, notification: { message: 'Hello' } })).toBe('id-2');
    ids.done();
    expect(ids.idFor({ ...payload, notification: { message: 'Hello' } })).toBe('id-3');
  });

  it('makes UUIDs by default', () => {
    expect(submissionIds().idFor({})).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
