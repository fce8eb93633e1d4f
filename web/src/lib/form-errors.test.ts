import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { firstBlockedReason, placeServerError } from './form-errors';

const FIELDS = ['locale', 'country_name', 'start'] as const;

describe('placeServerError', () => {
  it("puts a 400's field errors at the form's fields, renaming the API's names, with no alert", () => {
    const error = new ApiRequestError({
      status: 400,
      error: 'Invalid data',
      fields: {
        country_name: ['You must enter a value', 'Too long'],
        startDate: ['The event cannot start before today'],
      },
    });
    expect(placeServerError(error, FIELDS, { startDate: 'start' })).toEqual({
      fields: { country_name: 'You must enter a value', start: 'The event cannot start before today' },
      alert: null,
    });
  });

  it('puts a 409 duplicate on its field (the country id as the locale)', () => {
    const error = new ApiRequestError({
      status: 409,
      error: 'This country already exists',
      fields: { id: ['This country already exists'] },
    });
    expect(placeServerError(error, FIELDS, { id: 'locale' })).toEqual({
      fields: { locale: 'This country already exists' },
      alert: null,
    });
  });

  it('shows a refusal without fields, and messages of fields the form lacks, in the alert', () => {
    const unknown = new ApiRequestError({ status: 404, error: 'No user with the address ada@corp.example' });
    expect(placeServerError(unknown, FIELDS)).toEqual({
      fields: {},
      alert: 'No user with the address ada@corp.example',
    });
    const mixed = new ApiRequestError({
      status: 400,
      error: 'Invalid data',
      fields: { locale: ['Two letters'], users: ['Choose at least one user'] },
    });
    expect(placeServerError(mixed, FIELDS)).toEqual({
      fields: { locale: 'Two letters' },
      alert: 'Choose at least one user',
    });
    const unplaced = new ApiRequestError({
      status: 400,
      error: 'Invalid data',
      fields: { users: ['Choose at least one user'] },
    });
    expect(placeServerError(unplaced, FIELDS)).toEqual({ fields: {}, alert: 'Invalid data' });
  });

  it('leaves an error the dialog shows to the dialog, and gives any other failure as text', () => {
    const reported = new ApiRequestError({ status: 500, error: 'Internal server error', reported: true });
    expect(placeServerError(reported, FIELDS)).toEqual({ fields: {}, alert: null });
    expect(placeServerError(new Error('Storage is unreachable'), FIELDS)).toEqual({
      fields: {},
      alert: 'Storage is unreachable',
    });
  });
});

describe('firstBlockedReason', () => {
  const labels = { locale: 'Locale', country_name: 'Country name' };

  it('names the first problem in the order of the labels', () => {
    expect(
      firstBlockedReason(
        { country_name: 'You must enter a value', locale: 'Tenant must be upper case and only 2 letters' },
        labels,
      ),
    ).toBe('Locale: Tenant must be upper case and only 2 letters');
    expect(firstBlockedReason({ country_name: 'You must enter a value' }, labels)).toBe(
      'Country name: You must enter a value',
    );
  });

  it('gives a problem without a label as it is, and null when there is none', () => {
    expect(firstBlockedReason({ root: 'Choose a colour' }, labels)).toBe('Choose a colour');
    expect(firstBlockedReason({ locale: undefined }, labels)).toBeNull();
  });
});
