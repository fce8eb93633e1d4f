import { EVENT_MESSAGES, MESSAGES } from '@agenda/contract';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { firstBlockedReason } from '@/lib/form-errors';
import { EVENT_FORM_LABELS, eventFormErrors, toEventSave, type EventFormValues } from './event-form';

const now = new Date('2026-03-05T10:00:00Z');
const at = (iso: string, zone = 'Europe/Berlin') => DateTime.fromISO(iso, { zone });
const ids = { id: null };

const valid = (): EventFormValues => ({
  tenantId: 'de',
  eventName: 'Berlin Tech Summit',
  address: 'Alexanderplatz 1',
  description: 'Talks',
  timezone: 'Europe/Berlin',
  start: at('2026-03-10T09:00'),
  end: at('2026-03-11T18:00'),
  noWall: false,
  hide_gamification: false,
  privacy: true,
});

describe('edit event form', () => {
  it('accepts a complete event and sends UTC instants', () => {
    expect(eventFormErrors(valid(), ids, now, null)).toEqual({});
    const payload = toEventSave(valid(), ids);
    expect(payload.startDate).toBe('2026-03-10T08:00:00.000Z');
    expect(payload.endDate).toBe('2026-03-11T17:00:00.000Z');
    expect(payload.privacy).toBe(true);
  });

  it('shows the spec messages for missing name, address, description and timezone', () => {
    const errors = eventFormErrors(
      { ...valid(), eventName: ' ', address: '', description: '', timezone: '' },
      ids,
      now,
      null,
    );
    expect(errors.eventName).toBe(MESSAGES.required);
    expect(errors.address).toBe(MESSAGES.required);
    expect(errors.description).toBe(MESSAGES.required);
    expect(errors.timezone).toBe('Required.');
  });

  it('refuses an end before the start and a start before today', () => {
    expect(eventFormErrors({ ...valid(), end: at('2026-03-09T09:00') }, ids, now, null).end).toBe(
      EVENT_MESSAGES.endBeforeStart,
    );
    expect(eventFormErrors({ ...valid(), start: at('2026-03-04T09:00') }, ids, now, null).start).toBe(
      EVENT_MESSAGES.startBeforeToday,
    );
  });

  it('accepts a start earlier today, and a stored past start when editing', () => {
    expect(eventFormErrors({ ...valid(), start: at('2026-03-05T00:30') }, ids, now, null)).toEqual({});
    const past = at('2026-01-01T09:00');
    expect(eventFormErrors({ ...valid(), start: past }, { id: 'e1' }, now, past.toJSDate())).toEqual({});
  });

  it('refuses an unknown timezone and missing dates', () => {
    expect(eventFormErrors({ ...valid(), timezone: 'Mars/Olympus' }, ids, now, null).timezone).toBe(
      EVENT_MESSAGES.invalidTimezone,
    );
    const errors = eventFormErrors({ ...valid(), start: null, end: null }, ids, now, null);
    expect(errors.start).toBe(MESSAGES.required);
    expect(errors.end).toBe(MESSAGES.required);
  });

  it('sends the chosen country and asks for one when none is chosen (issue 14)', () => {
    expect(toEventSave({ ...valid(), tenantId: 'fr' }, ids).tenantId).toBe('fr');
    expect(eventFormErrors({ ...valid(), tenantId: '' }, ids, now, null).tenantId).toBe(EVENT_MESSAGES.chooseCountry);
  });

  it('names the first missing field in screen order, the country first', () => {
    const errors = eventFormErrors({ ...valid(), tenantId: '', eventName: '' }, ids, now, null);
    expect(firstBlockedReason(errors, EVENT_FORM_LABELS)).toBe(`Country: ${EVENT_MESSAGES.chooseCountry}`);
    expect(firstBlockedReason(eventFormErrors({ ...valid(), address: '' }, ids, now, null), EVENT_FORM_LABELS)).toBe(
      `Address: ${MESSAGES.required}`,
    );
  });
});
