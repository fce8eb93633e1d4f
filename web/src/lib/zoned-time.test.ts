import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dayKeyOf,
  formatAgendaRange,
  formatDate,
  formatDateTime,
  formatDayKey,
  formatEventSpan,
  formatMoment,
  formatNamedRange,
  formatOnClocks,
  otherDayPrefix,
  spanOnTwoClocks,
  zoneHint,
  isKnownZone,
  RANGE_SEPARATOR,
  safeZone,
  viewerZone,
  warmUpZonedTime,
  clockIn,
  zoneAbbreviation,
  zonesDiffer,
} from './zoned-time';

const utc = (iso: string) => new Date(`${iso}Z`);
const start = utc('2026-09-10T07:00:00');
const end = utc('2026-09-11T16:00:00');

describe('wall clocks with Intl only', () => {
  // Zones with half and quarter hours, both hemispheres, no DST, and the date line.
  const zones = [
    'Europe/Berlin',
    'America/New_York',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'America/Sao_Paulo',
    'Pacific/Kiritimati',
    'UTC',
  ];

  it('reads the same digits and offsets as luxon across a year, clock changes included', () => {
    const first = utc('2026-01-01T00:00:00').getTime();
    // Every 7 h 13 min through the year, so that every hour of the day and every change is crossed.
    for (let at = first; at < first + 366 * 86_400_000; at += 7 * 3_600_000 + 13 * 60_000) {
      for (const zone of zones) {
        const ours = clockIn(at, zone);
        const theirs = DateTime.fromMillis(at, { zone });
        expect(
          [ours.year, ours.month, ours.day, ours.hour, ours.minute, ours.offsetMinutes],
          `${zone} ${new Date(at).toISOString()}`,
        ).toEqual([theirs.year, theirs.month, theirs.day, theirs.hour, theirs.minute, theirs.offset]);
        expect(dayKeyOf(ours)).toBe(theirs.toISODate());
      }
    }
  });

  it('tells the two 02:30s of the night Berlin turns its clocks back apart by their offsets', () => {
    expect(clockIn(utc('2026-10-25T00:30:00'), 'Europe/Berlin')).toMatchObject({
      hour: 2,
      minute: 30,
      offsetMinutes: 120,
    });
    expect(clockIn(utc('2026-10-25T01:30:00'), 'Europe/Berlin')).toMatchObject({
      hour: 2,
      minute: 30,
      offsetMinutes: 60,
    });
  });

  it('writes midnight as 00:00 and shows a record with an unknown zone in UTC', () => {
    expect(formatAgendaRange(utc('2026-05-11T22:00:00'), utc('2026-05-11T23:00:00'), 'Europe/Berlin')).toBe(
      'Tue 12 May 2026, 00:00 – 01:00',
    );
    expect(isKnownZone('Mars/Olympus')).toBe(false);
    expect(safeZone('Mars/Olympus')).toBe('UTC');
    expect(clockIn(start, 'Mars/Olympus')).toMatchObject({ hour: 7, offsetMinutes: 0 });
    expect(zoneAbbreviation('Mars/Olympus', start)).toBe('Mars/Olympus');
  });
});

describe('zone names', () => {
  it('uses the common abbreviation where one exists, the offset otherwise', () => {
    const winter = utc('2026-01-10T12:00:00');
    expect(zoneAbbreviation('Europe/Berlin', winter)).toBe('CET');
    expect(zoneAbbreviation('Europe/Berlin', start)).toBe('CEST');
    expect(zoneAbbreviation('America/New_York', winter)).toBe('EST');
    expect(zoneAbbreviation('Europe/London', utc('2026-07-10T12:00:00'))).toBe('BST');
    expect(zoneAbbreviation('Asia/Kolkata', winter)).toBe('GMT+5:30');
    expect(zoneAbbreviation('UTC', winter)).toBe('UTC');
  });
});

describe('a span named across the 2027 clock changes (issue 32, item 10)', () => {
  it('names each end in Berlin, spring and autumn', () => {
    expect(formatNamedRange(utc('2027-03-27T21:00:00'), utc('2027-03-28T05:00:00'), 'Europe/Berlin')).toBe(
      'Sat 27 Mar 2027, 22:00 CET – Sun 28 Mar 2027, 07:00 CEST',
    );
    expect(formatNamedRange(utc('2027-10-30T20:00:00'), utc('2027-10-31T06:00:00'), 'Europe/Berlin')).toBe(
      'Sat 30 Oct 2027, 22:00 CEST – Sun 31 Oct 2027, 07:00 CET',
    );
  });

  it('names each end in New York, spring and autumn', () => {
    expect(formatNamedRange(utc('2027-03-14T05:00:00'), utc('2027-03-14T09:00:00'), 'America/New_York')).toBe(
      'Sun 14 Mar 2027, 00:00 EST – 05:00 EDT',
    );
    expect(formatNamedRange(utc('2027-11-07T04:00:00'), utc('2027-11-07T08:00:00'), 'America/New_York')).toBe(
      'Sun 7 Nov 2027, 00:00 EDT – 03:00 EST',
    );
  });

  it('names the zone once when the clocks do not change inside the span', () => {
    expect(formatNamedRange(utc('2026-09-10T07:00:00'), utc('2026-09-10T08:30:00'), 'Europe/Berlin')).toBe(
      'Thu 10 Sep 2026, 09:00 – 10:30 CEST',
    );
  });
});

describe('spans and moments', () => {
  it("names the event's zone with its span", () => {
    expect(formatEventSpan(start, end, 'Europe/Berlin')).toBe('Thu 10 Sep 2026, 09:00 – Fri 11 Sep 2026, 18:00 CEST');
    expect(formatEventSpan(start, utc('2026-09-10T09:30:00'), 'Europe/Berlin')).toBe(
      'Thu 10 Sep 2026, 09:00 – 11:30 CEST',
    );
  });

  it('names both zones of an event across a clock change', () => {
    expect(formatEventSpan(utc('2026-10-24T08:00:00'), utc('2026-10-25T16:00:00'), 'Europe/Berlin')).toBe(
      'Sat 24 Oct 2026, 10:00 CEST – Sun 25 Oct 2026, 17:00 CET',
    );
  });

  it("gives an event card's span on the viewer's clock, and the event's beside it only when theirs differs", () => {
    expect(spanOnTwoClocks(start, end, 'Europe/Berlin', 'full', 'Europe/Paris')).toEqual({
      yours: 'Thu 10 Sep 2026, 09:00 – Fri 11 Sep 2026, 18:00 CEST',
      atEvent: null,
    });
    expect(spanOnTwoClocks(start, end, 'Europe/Berlin', 'full', 'America/New_York')).toEqual({
      yours: 'Thu 10 Sep 2026, 03:00 – Fri 11 Sep 2026, 12:00 EDT',
      atEvent: 'Thu 10 Sep 2026, 09:00 – Fri 11 Sep 2026, 18:00 CEST',
    });
    // London and Lisbon keep the same clock, Berlin does not.
    expect(zonesDiffer([start], 'Europe/London', 'Europe/Lisbon')).toBe(false);
    expect(zonesDiffer([start], 'Europe/London', 'Europe/Berlin')).toBe(true);
  });

  it('writes the end date only when the span ends on another day', () => {
    expect(formatAgendaRange(utc('2026-05-12T13:00:00'), utc('2026-05-12T14:30:00'), 'Asia/Tokyo')).toBe(
      'Tue 12 May 2026, 22:00 – 23:30',
    );
    expect(formatAgendaRange(utc('2026-05-12T14:00:00'), utc('2026-05-12T15:30:00'), 'Asia/Tokyo')).toBe(
      'Tue 12 May 2026, 23:00 – Wed 13 May 2026, 00:30',
    );
  });

  it('writes a moment of today as its time, of another day with its date', () => {
    const at = utc('2026-05-12T13:00:00');
    expect(formatMoment(at, 'America/New_York', utc('2026-05-12T20:00:00'))).toBe('09:00 EDT');
    expect(formatMoment(at, 'America/New_York', utc('2026-05-14T20:00:00'))).toBe('Tue 12 May 2026, 09:00 EDT');
  });
});

describe("the app's one date style (issue 32, item 12)", () => {
  it('writes days, moments and spans one way, 24-hour, the zone named by the instant', () => {
    expect(formatDate(utc('2026-11-26T23:30:00'), 'Europe/Berlin')).toBe('Fri 27 Nov 2026');
    expect(formatDate(utc('2026-11-26T23:30:00'), 'UTC')).toBe('Thu 26 Nov 2026');
    expect(formatDayKey('2026-11-26')).toBe('Thu 26 Nov 2026');
    expect(formatDateTime(utc('2026-11-27T04:07:00'), 'Europe/Berlin')).toBe('Fri 27 Nov 2026, 05:07 CET');
    expect(formatDateTime(utc('2026-11-27T14:00:00'), 'America/New_York')).toBe('Fri 27 Nov 2026, 09:00 EST');
    expect(formatDateTime(utc('2027-03-28T01:30:00'), 'Europe/Berlin')).toBe('Sun 28 Mar 2027, 03:30 CEST');
    expect(RANGE_SEPARATOR).toBe(' – ');
    expect(formatEventSpan(start, end, 'Europe/Berlin')).toContain(RANGE_SEPARATOR);
    expect(formatAgendaRange(start, utc('2026-09-10T08:00:00'), 'Europe/Berlin')).toBe(
      'Thu 10 Sep 2026, 09:00 – 10:00',
    );
  });

  it("gives an instant on its own clock and the viewer's beside it only when theirs differs", () => {
    const at = utc('2026-11-27T04:07:00');
    expect(formatOnClocks(at, 'Europe/Berlin', 'UTC')).toEqual({
      at: 'Fri 27 Nov 2026, 05:07 CET',
      yours: 'Fri 27 Nov 2026, 04:07 UTC',
    });
    expect(formatOnClocks(at, 'Europe/Berlin', 'Europe/Paris')).toEqual({
      at: 'Fri 27 Nov 2026, 05:07 CET',
      yours: null,
    });
  });
});

describe("the one zone rule of what an attendee reads (the programme's cards)", () => {
  const from = utc('2026-05-12T13:00:00');
  const to = utc('2026-05-12T14:30:00');

  it("writes a span on the viewer's clock, named, and the event's beside it only where the clocks differ", () => {
    expect(spanOnTwoClocks(from, to, 'Europe/Berlin', 'full', 'America/New_York')).toEqual({
      yours: 'Tue 12 May 2026, 09:00 – 10:30 EDT',
      atEvent: 'Tue 12 May 2026, 15:00 – 16:30 CEST',
    });
    // Paris and Berlin keep the same clock: the event's is not repeated; nor without an event zone.
    expect(spanOnTwoClocks(from, to, 'Europe/Berlin', 'full', 'Europe/Paris')).toEqual({
      yours: 'Tue 12 May 2026, 15:00 – 16:30 CEST',
      atEvent: null,
    });
    expect(spanOnTwoClocks(from, to, null, 'hours', 'Europe/Berlin')).toEqual({
      yours: '15:00–16:30 CEST',
      atEvent: null,
    });
  });

  it("writes hours for rows under a day's heading, the event's with its day when that is another", () => {
    expect(spanOnTwoClocks(from, to, 'Europe/Berlin', 'hours', 'America/New_York')).toEqual({
      yours: '09:00–10:30 EDT',
      atEvent: '15:00–16:30 CEST',
    });
    // 16:00 in New York is already the next day in Tokyo.
    const late = utc('2026-05-12T20:00:00');
    expect(spanOnTwoClocks(late, utc('2026-05-12T21:00:00'), 'Asia/Tokyo', 'hours', 'America/New_York')).toEqual({
      yours: '16:00–17:00 EDT',
      atEvent: 'Wed 13 May, 05:00–06:00 GMT+9',
    });
    // Each end named when the clocks change inside the span.
    expect(
      spanOnTwoClocks(utc('2027-03-28T00:30:00'), utc('2027-03-28T01:30:00'), 'UTC', 'hours', 'Europe/Berlin').yours,
    ).toBe('01:30 CET–03:30 CEST');
  });

  it("names the day of hours that fall on another day than today, on the viewer's calendar", () => {
    // 03:00 UTC is still the 11th in New York, already the 12th in Berlin.
    expect(otherDayPrefix(from, utc('2026-05-12T03:00:00'), 'America/New_York')).toBe('Tue 12 May, ');
    expect(otherDayPrefix(from, utc('2026-05-12T03:00:00'), 'Europe/Berlin')).toBe('');
  });

  it("names the viewer's zone in the spec's words, and how the event's clock reads when it differs", () => {
    expect(zoneHint('Europe/Berlin', from, 'Europe/Berlin')).toBe('Times are in your local timezone (Europe/Berlin)');
    expect(zoneHint(null, from, 'Asia/Tokyo')).toBe('Times are in your local timezone (Asia/Tokyo)');
    expect(zoneHint('Europe/Berlin', from, 'America/New_York')).toBe(
      'Times are in your local timezone (America/New_York). At the event (Europe/Berlin, CEST) it is 6 hours later.',
    );
    expect(zoneHint('America/New_York', from, 'Europe/Berlin')).toBe(
      'Times are in your local timezone (Europe/Berlin). At the event (America/New_York, EDT) it is 6 hours earlier.',
    );
    expect(zoneHint('Asia/Kolkata', from, 'Europe/London')).toBe(
      'Times are in your local timezone (Europe/London). At the event (Asia/Kolkata, GMT+5:30) it is 4 h 30 min later.',
    );
    expect(zoneHint('Europe/Berlin', from, 'America/New_York', 'short')).toBe(
      'Your local time (America/New_York). At the event (Europe/Berlin, CEST): 6 hours later.',
    );
    expect(zoneHint('Europe/Berlin', from, 'Europe/Berlin', 'short')).toBe('Your local time (Europe/Berlin).');
    expect(zoneHint('Europe/London', from, 'Europe/Berlin')).toBe(
      'Times are in your local timezone (Europe/Berlin). At the event (Europe/London, BST) it is 1 hour earlier.',
    );
  });
});

describe("the viewer's zone", () => {
  const previous = process.env.TZ;
  afterEach(() => {
    process.env.TZ = previous;
  });

  it("is the browser's, and spans default to it", () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(viewerZone()).toBe('Asia/Tokyo');
    expect(formatAgendaRange(utc('2026-05-12T13:00:00'), utc('2026-05-12T14:30:00'))).toBe(
      'Tue 12 May 2026, 22:00 – 23:30',
    );
  });
});

describe('warmUpZonedTime', () => {
  const previous = process.env.TZ;
  afterEach(() => {
    process.env.TZ = previous;
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('formats nothing at once: it asks for idle time, and the idle callback reads the zone', () => {
    const idle: (() => void)[] = [];
    const request = vi.fn((callback: () => void) => idle.push(callback));
    vi.stubGlobal('requestIdleCallback', request);
    // A zone this file has not read yet, so that the viewer's zone is read again.
    process.env.TZ = 'Pacific/Auckland';
    const resolvedOptions = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    warmUpZonedTime();
    expect(request).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(1);
    expect(resolvedOptions).not.toHaveBeenCalled();
    idle[0]!();
    expect(resolvedOptions).toHaveBeenCalled();
    expect(viewerZone()).toBe('Pacific/Auckland');
    resolvedOptions.mockRestore();
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    // Only the timer: faked, Intl would be the fake clock's.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    process.env.TZ = 'America/Sao_Paulo';
    const resolvedOptions = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    warmUpZonedTime();
    expect(resolvedOptions).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(resolvedOptions).toHaveBeenCalled();
    resolvedOptions.mockRestore();
  });
});
