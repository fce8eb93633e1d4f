import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, MESSAGES } from '../messages';
import { canDeleteEvent, canEditEvent, canSeeEvent, type Principal } from '../permissions';
import { detailSaveSchema, locationSaveSchema, surveySaveSchema, tagSaveSchema } from '@agenda/contract';
import {
  eventAnswerSchema,
  eventBackgroundUpdateSchema,
  eventCoverUpdateSchema,
  eventSaveSchema,
  searchAllSchema,
} from './event';
import {
  calendarDateIn,
  EVENT_FILE_MAX_BYTES,
  eventDocSchema,
  eventNameMatches,
  eventNameTrigrams,
  eventStartIssue,
  isEventFileRef,
  isValidTimeZone,
  newEventDoc,
  searchTrigramOf,
} from './event-doc';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const validEvent = {
  eventName: 'Berlin Tech Summit',
  address: 'Alexanderplatz 1',
  description: 'Talks',
  tenantId: 'de',
  timezone: 'Europe/Berlin',
  startDate: '2030-05-01T07:00:00.000Z',
  endDate: '2030-05-02T18:00:00.000Z',
};

describe('event timezones and dates', () => {
  it('accepts IANA zones and refuses offsets and unknown names', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('+02:00')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('reads the calendar date in the event zone', () => {
    const instant = new Date('2025-03-09T23:30:00Z');
    expect(calendarDateIn(instant, 'UTC')).toBe('2025-03-09');
    expect(calendarDateIn(instant, 'Pacific/Auckland')).toBe('2025-03-10');
    expect(calendarDateIn(instant, 'America/New_York')).toBe('2025-03-09');
  });

  it('refuses a start before today in the event zone, and keeps an unchanged stored start', () => {
    const now = new Date('2025-03-09T23:30:00Z');
    // 10 March 13:00 in Auckland: today there.
    expect(eventStartIssue(new Date('2025-03-10T00:00:00Z'), 'Pacific/Auckland', now)).toBeNull();
    // 9 March 23:00 in Auckland: yesterday there, although it is still 9 March in UTC.
    expect(eventStartIssue(new Date('2025-03-09T10:00:00Z'), 'Pacific/Auckland', now)).toBe(
      EVENT_MESSAGES.startBeforeToday,
    );
    expect(eventStartIssue(new Date('2025-03-09T10:00:00Z'), 'UTC', now)).toBeNull();
    const running = new Date('2025-03-01T08:00:00Z');
    expect(eventStartIssue(running, 'UTC', now, running)).toBeNull();
    expect(eventStartIssue(running, 'UTC', now, new Date('2025-03-02T08:00:00Z'))).toBe(
      EVENT_MESSAGES.startBeforeToday,
    );
  });
});

describe('eventSaveSchema', () => {
  it('parses a valid event, with dates as instants and defaults for the flags', () => {
    const parsed = eventSaveSchema.parse({ ...validEvent, startDate: '2030-05-01T09:00:00+02:00' });
    expect(parsed.startDate.toISOString()).toBe('2030-05-01T07:00:00.000Z');
    expect(parsed).toMatchObject({ privacy: false, noWall: false, hide_gamification: false });
  });

  it('answers the spec messages', () => {
    const result = eventSaveSchema.safeParse({
      ...validEvent,
      eventName: ' ',
      address: '',
      description: undefined,
      timezone: undefined,
    });
    expect(messagesOf(result)).toEqual({
      eventName: MESSAGES.required,
      address: MESSAGES.required,
      description: MESSAGES.required,
      timezone: MESSAGES.timezoneRequired,
    });
    expect(messagesOf(eventSaveSchema.safeParse({ ...validEvent, timezone: 'Mars/Olympus_Mons' }))).toEqual({
      timezone: EVENT_MESSAGES.invalidTimezone,
    });
    expect(messagesOf(eventSaveSchema.safeParse({ ...validEvent, endDate: '2030-04-30T07:00:00.000Z' }))).toEqual({
      endDate: EVENT_MESSAGES.endBeforeStart,
    });
    expect(messagesOf(eventSaveSchema.safeParse({ ...validEvent, startDate: '1 May 2030' }))).toEqual({
      startDate: EVENT_MESSAGES.invalidDate,
    });
  });

  it('refuses unknown fields', () => {
    expect(eventSaveSchema.safeParse({ ...validEvent, organizers: ['me'] }).success).toBe(false);
  });

  it('takes a poster only once the event exists, from its posters folder', () => {
    const poster = { poster_image_url: 'https://files.example/p.png', poster_image_id: 'v2/events/e1/posters/p.png' };
    expect(messagesOf(eventSaveSchema.safeParse({ ...validEvent, ...poster }))).toEqual({
      poster_image_url: EVENT_MESSAGES.posterAfterCreate,
    });
    expect(eventSaveSchema.safeParse({ ...validEvent, id: 'e1', ...poster }).success).toBe(true);
    expect(eventSaveSchema.safeParse({ ...validEvent, id: 'e2', ...poster }).success).toBe(false);
    expect(
      eventSaveSchema.safeParse({ ...validEvent, id: 'e1', ...poster, poster_image_url: 'javascript:alert(1)' })
        .success,
    ).toBe(false);
    expect(eventSaveSchema.parse({ ...validEvent, id: 'e1', poster_image_url: '', poster_image_id: '' })).toMatchObject(
      {
        poster_image_url: null,
        poster_image_id: null,
      },
    );
  });
});

describe('event image updates', () => {
  it('normalises each endpoint to { id, url, ref }, and an empty address to removal', () => {
    expect(
      eventBackgroundUpdateSchema.parse({
        id: 'e1',
        background_image_url: 'https://f.example/b.png',
        background_image_id: 'v2/events/e1/backgrounds/b.png',
      }),
    ).toEqual({ id: 'e1', url: 'https://f.example/b.png', ref: 'v2/events/e1/backgrounds/b.png' });
    expect(
      eventCoverUpdateSchema.parse({ id: 'e1', poster_image_url: '', poster_image_id: 'v2/events/e1/covers/c.png' }),
    ).toEqual({
      id: 'e1',
      url: null,
      ref: null,
    });
  });

  it('refuses files outside the folder of that kind of image', () => {
    const result = eventCoverUpdateSchema.safeParse({
      id: 'e1',
      poster_image_url: 'https://f.example/c.png',
      poster_image_id: 'v2/events/e1/logos/c.png',
    });
    expect(messagesOf(result)).toEqual({ poster_image_id: EVENT_MESSAGES.fileOutsideFolder('v2/events/e1/covers/') });
    expect(isEventFileRef('v2/events/e1/covers/../x.png', 'e1', 'covers')).toBe(false);
    expect(isEventFileRef('v2/events/e1/covers/', 'e1', 'covers')).toBe(false);
  });

  it('bounds uploads per folder', () => {
    expect(EVENT_FILE_MAX_BYTES).toEqual({
      posters: 500_000,
      details: 500_000,
      backgrounds: 3 * 1024 * 1024,
      logos: 1024 * 1024,
      covers: 3 * 1024 * 1024,
    });
  });
});

describe('main search', () => {
  it('stores the pieces of the normalised name and matches any part of it', () => {
    expect(eventNameTrigrams('Café Día')).toEqual([' di', 'afe', 'caf', 'dia', 'e d', 'fe ']);
    expect(searchTrigramOf('  TECH summit')).toBe('tec');
    expect(eventNameMatches('Berlin Tech Summit', 'h sum')).toBe(true);
    expect(eventNameMatches('Berlin Tech Summit', 'paris')).toBe(false);
    expect(eventNameTrigrams('Berlin Tech Summit')).toContain(searchTrigramOf('ech sum'));
  });

  it('needs at least three characters', () => {
    expect(messagesOf(searchAllSchema.safeParse({ search: ' ab ' }))).toEqual({
      search: EVENT_MESSAGES.searchTooShort(3),
    });
    expect(searchAllSchema.parse({ search: 'Über' })).toEqual({ search: 'uber' });
  });
});

describe('locations, details, tags and surveys', () => {
  it('bounds coordinates', () => {
    const location = { name: 'Hall', eventId: 'e1', lat: 52.5, long: 13.4 };
    expect(locationSaveSchema.safeParse(location).success).toBe(true);
    expect(messagesOf(locationSaveSchema.safeParse({ ...location, lat: 91 }))).toEqual({
      lat: EVENT_MESSAGES.latitude,
    });
    expect(messagesOf(locationSaveSchema.safeParse({ ...location, long: -180.5 }))).toEqual({
      long: EVENT_MESSAGES.longitude,
    });
    expect(messagesOf(locationSaveSchema.safeParse({ ...location, name: '' }))).toEqual({ name: MESSAGES.required });
  });

  // docs/product.md §7 saves a location as id, name and eventId; coordinates come as a pair, or not at all.
  it('takes a location without coordinates, never half of them', () => {
    expect(locationSaveSchema.parse({ id: null, name: 'Foyer', eventId: 'e1' })).toMatchObject({
      lat: null,
      long: null,
    });
    expect(messagesOf(locationSaveSchema.safeParse({ name: 'Foyer', eventId: 'e1', lat: 1 }))).toEqual({
      long: EVENT_MESSAGES.coordinatesTogether,
    });
    expect(messagesOf(locationSaveSchema.safeParse({ name: 'Foyer', eventId: 'e1', long: 1, lat: null }))).toEqual({
      lat: EVENT_MESSAGES.coordinatesTogether,
    });
  });

  it('accepts only http and https survey addresses', () => {
    const survey = { name: 'Feedback', eventId: 'e1', url: 'https://forms.example/f' };
    expect(surveySaveSchema.safeParse(survey).success).toBe(true);
    expect(messagesOf(surveySaveSchema.safeParse({ ...survey, url: 'javascript:alert(1)' }))).toEqual({
      url: MESSAGES.surveyUrlInvalid,
    });
    expect(messagesOf(surveySaveSchema.safeParse({ ...survey, url: 'ftp://files.example/f' }))).toEqual({
      url: MESSAGES.surveyUrlInvalid,
    });
    expect(messagesOf(surveySaveSchema.safeParse({ ...survey, url: '' }))).toEqual({ url: MESSAGES.surveyUrlRequired });
    expect(messagesOf(surveySaveSchema.safeParse({ name: 'Feedback', eventId: 'e1' }))).toEqual({
      url: MESSAGES.surveyUrlRequired,
    });
  });

  it('needs a hex colour for a tag', () => {
    expect(tagSaveSchema.parse({ name: 'Cloud', eventId: 'e1', colour: '#1A2B3C' }).colour).toBe('#1a2b3c');
    expect(messagesOf(tagSaveSchema.safeParse({ name: 'Cloud', eventId: 'e1', colour: 'red' }))).toEqual({
      colour: EVENT_MESSAGES.colour,
    });
  });

  it('keeps detail files in the event details folder', () => {
    const file = { name: 'map.png', url: 'https://f.example/map.png', reference: 'v2/events/e1/details/map.png' };
    const detail = {
      title: 'Venue',
      order: 1,
      eventId: 'e1',
      files: [file],
      deletedFiles: ['v2/events/e1/details/old.png'],
    };
    expect(detailSaveSchema.parse(detail)).toMatchObject({ description: '', order: 1 });
    // A file sent back as an answer gave it (with its id, docs/product.md §3 File) is taken, and its id not kept.
    expect(detailSaveSchema.parse({ ...detail, files: [{ ...file, id: file.reference }] }).files).toEqual([file]);
    expect(
      messagesOf(
        detailSaveSchema.safeParse({ ...detail, files: [{ ...file, reference: 'v2/events/e2/details/map.png' }] }),
      ),
    ).toEqual({
      'files.0.reference': EVENT_MESSAGES.fileOutsideFolder('v2/events/e1/details/'),
    });
    expect(messagesOf(detailSaveSchema.safeParse({ ...detail, deletedFiles: ['flags/1/de.png'] }))).toEqual({
      'deletedFiles.0': EVENT_MESSAGES.fileOutsideFolder('v2/events/e1/details/'),
    });
    expect(messagesOf(detailSaveSchema.safeParse({ ...detail, order: undefined, title: '' }))).toEqual({
      title: MESSAGES.required,
      order: MESSAGES.required,
    });
  });
});

describe('event rights', () => {
  const root: Principal = { user_authorities: [{ authority_id: 'ROOT', tenant_id: 'un' }] };
  const adminDe: Principal = { user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'de' }] };
  const adminFr: Principal = { user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'fr' }] };
  const user: Principal = { user_authorities: [{ authority_id: 'USER', tenant_id: null }] };
  const draft = { tenant_id: 'de', organizers: ['organizer'], privacy: true };

  it('lets root, admins of the country and organizers edit', () => {
    expect(canEditEvent(root, 'r', draft)).toBe(true);
    expect(canEditEvent(adminDe, 'a', draft)).toBe(true);
    expect(canEditEvent(user, 'organizer', draft)).toBe(true);
    expect(canEditEvent(adminFr, 'b', draft)).toBe(false);
    expect(canEditEvent(user, 'u', draft)).toBe(false);
    expect(canEditEvent(user, null, { tenant_id: 'de' })).toBe(false);
  });

  it('shows drafts only to editors and leaves deletion to admins', () => {
    expect(canSeeEvent(user, 'u', draft)).toBe(false);
    expect(canSeeEvent(user, 'organizer', draft)).toBe(true);
    expect(canSeeEvent(user, 'u', { ...draft, privacy: false })).toBe(true);
    expect(canDeleteEvent(user, draft)).toBe(false);
    expect(canDeleteEvent(adminDe, draft)).toBe(true);
    expect(canDeleteEvent(adminFr, draft)).toBe(false);
  });
});

describe('stored events and answers', () => {
  const stamp = (iso: string) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
  const saved = {
    name: 'Berlin Tech Summit',
    description: 'Two days',
    address: 'Alexanderplatz 1',
    start_date: stamp('2030-07-01T07:00:00.000Z'),
    end_date: stamp('2030-07-02T16:00:00.000Z'),
    timezone: 'Europe/Berlin',
    tenant_id: 'de',
    privacy: false,
    hide_gamification: false,
    hide_wall: true,
  };

  it('newEventDoc builds a complete document: search fields from the name, no images, no people', () => {
    const doc = newEventDoc(saved);
    expect(eventDocSchema.safeParse(doc).success).toBe(true);
    expect(doc).toMatchObject({
      name_lower: 'berlin tech summit',
      poster_url: null,
      cover_id: null,
      organizers: [],
      participant_count: 0,
      people_version: 0,
    });
    expect(doc).not.toHaveProperty('participants');
    expect(doc.name_trigrams).toContain('sum');
  });

  it('newEventDoc keeps the people and images it is given, and the search fields always follow the name', () => {
    const doc = newEventDoc({
      ...saved,
      organizers: ['u1'],
      logo_url: 'https://files.example/l.png',
      logo_id: 'v2/events/e/logos/l.png',
    });
    expect(doc).toMatchObject({ organizers: ['u1'], participant_count: 0, logo_url: 'https://files.example/l.png' });
    expect(newEventDoc({ ...saved, name: 'Other' }).name_lower).toBe('other');
  });

  it('eventDocSchema refuses a stored event with a missing field or a date that is not a timestamp', () => {
    const { cover_id: _coverId, ...missing } = newEventDoc(saved);
    expect(eventDocSchema.safeParse(missing).success).toBe(false);
    expect(eventDocSchema.safeParse({ ...newEventDoc(saved), start_date: '2030-07-01T07:00:00.000Z' }).success).toBe(
      false,
    );
  });

  it('eventAnswerSchema requires ISO instants and the country or null, and has no search fields', () => {
    const { name_lower: _lower, name_trigrams: _trigrams, ...fields } = newEventDoc(saved);
    const answer = {
      ...fields,
      id: 'e1',
      start_date: '2030-07-01T07:00:00.000Z',
      end_date: '2030-07-02T16:00:00.000Z',
      tz_diff: 120,
      tenant: null,
      organizers: [{ id: 'u1', name: 'Ada Lovelace', email: null }],
      participants: [],
    };
    expect(eventAnswerSchema.parse({ ...answer, name_trigrams: ['x'] })).not.toHaveProperty('name_trigrams');
    expect(eventAnswerSchema.safeParse({ ...answer, start_date: 'tomorrow' }).success).toBe(false);
    // docs/product.md §3: organizers (users), not their ids.
    expect(eventAnswerSchema.safeParse({ ...answer, organizers: ['u1'] }).success).toBe(false);
    expect(
      eventAnswerSchema.safeParse({
        ...answer,
        tenant: { locale: 'DE', country_name: 'Germany', flag_image_url: null },
      }).success,
    ).toBe(true);
  });
});
