import { EVENT_MESSAGES, MESSAGES, surveySaveSchema, tagSaveSchema } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { detailFormSchema, locationFormSchema } from './content-forms';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('location form', () => {
  it('reads typed coordinates as numbers', () => {
    const parsed = locationFormSchema.safeParse({ id: null, eventId: 'e1', name: 'Hall', lat: '48.1', long: '-3.5' });
    expect(parsed.success && parsed.data).toMatchObject({ lat: 48.1, long: -3.5 });
  });

  it('needs a name and coordinates in range', () => {
    const result = locationFormSchema.safeParse({ id: null, eventId: 'e1', name: ' ', lat: '91', long: '-181' });
    expect(issues(result)).toEqual({
      name: MESSAGES.required,
      lat: EVENT_MESSAGES.latitude,
      long: EVENT_MESSAGES.longitude,
    });
    expect(issues(locationFormSchema.safeParse({ id: null, eventId: 'e1', name: 'x', lat: '', long: 'abc' }))).toEqual({
      long: EVENT_MESSAGES.longitude,
    });
  });

  // docs/product.md §7 saves a location as id, name and eventId; coordinates are optional, as a pair.
  it('takes no coordinates, or both', () => {
    const parsed = locationFormSchema.safeParse({ id: null, eventId: 'e1', name: 'Foyer', lat: '', long: '' });
    expect(parsed.success && parsed.data).toMatchObject({ name: 'Foyer', lat: null, long: null });
    expect(issues(locationFormSchema.safeParse({ id: null, eventId: 'e1', name: 'x', lat: '48.1', long: '' }))).toEqual(
      {
        long: EVENT_MESSAGES.coordinatesTogether,
      },
    );
    expect(
      issues(locationFormSchema.safeParse({ id: null, eventId: 'e1', name: 'x', lat: ' ', long: '-3.5' })),
    ).toEqual({
      lat: EVENT_MESSAGES.coordinatesTogether,
    });
  });
});

describe('survey form', () => {
  const survey = (url: string) => surveySaveSchema.safeParse({ id: null, eventId: 'e1', name: 'Feedback', url });

  it('accepts http and https addresses', () => {
    expect(survey('https://forms.example.com/a').success).toBe(true);
    expect(survey('http://forms.example.com/a').success).toBe(true);
  });

  it('refuses other schemes with "URL is not valid" and an empty one with "Required."', () => {
    expect(issues(survey('javascript:alert(1)')).url).toBe('URL is not valid');
    expect(issues(survey('ftp://files.example.com')).url).toBe('URL is not valid');
    expect(issues(survey('not a url')).url).toBe('URL is not valid');
    expect(issues(survey('')).url).toBe('Required.');
  });
});

describe('tag form', () => {
  it('needs a name and a chosen colour', () => {
    expect(issues(tagSaveSchema.safeParse({ id: null, eventId: 'e1', name: '', colour: '' }))).toEqual({
      name: MESSAGES.required,
      colour: EVENT_MESSAGES.colour,
    });
    expect(tagSaveSchema.safeParse({ id: null, eventId: 'e1', name: 'Cloud', colour: '#1565C0' }).success).toBe(true);
  });
});

describe('detail form', () => {
  const detail = (title: string, order: string) =>
    detailFormSchema.safeParse({ id: null, eventId: 'e1', title, order, description: '' });

  it('reads the typed order number as a whole number', () => {
    const parsed = detail(' Getting there ', ' 3 ');
    expect(parsed.success && parsed.data).toMatchObject({
      title: 'Getting there',
      order: 3,
      description: '',
      files: [],
      deletedFiles: [],
    });
    expect(detail('Venue', '0').success).toBe(true);
  });

  it('needs a title and an order number, with "You must enter a value"', () => {
    expect(issues(detail('  ', ''))).toEqual({ title: MESSAGES.required, order: MESSAGES.required });
  });

  it.each(['-1', '1.5', '2000000'])('refuses the order number %s', (order) => {
    expect(issues(detail('Venue', order))).toEqual({ order: EVENT_MESSAGES.order });
  });
});
