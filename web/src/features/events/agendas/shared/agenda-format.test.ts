import { describe, expect, it } from 'vitest';
import { spanOnTwoClocks } from '@/lib/zoned-time';
import { agendaPassed, formatDuration, isFull } from './agenda-format';
import { liveAgenda } from './agenda-list-fixtures';
import { viewerInZone } from '@/test/viewer-zone';

const at = (iso: string) => new Date(iso).getTime();

viewerInZone('Asia/Tokyo');

/** An agenda's date and hours as its card writes them (the viewer's clock, named; no event zone here). */
const formatAgendaWhen = (start: number, end: number, zone?: string) =>
  spanOnTwoClocks(start, end, null, 'full', zone).yours;

describe('dates and durations', () => {
  it('writes 24-hour times in the viewer zone, with both dates when the agenda ends on another day', () => {
    expect(formatAgendaWhen(at('2026-05-12T05:00:00Z'), at('2026-05-12T07:30:00Z'))).toBe(
      'Tue 12 May 2026, 14:00 – 16:30 GMT+9',
    );
    expect(formatAgendaWhen(at('2026-05-12T14:30:00Z'), at('2026-05-12T16:00:00Z'))).toBe(
      'Tue 12 May 2026, 23:30 – Wed 13 May 2026, 01:00 GMT+9',
    );
  });

  it('writes the hours in another zone when asked, across the end of summer time', () => {
    // Sunday 25 October 2026: Berlin goes from 03:00 CEST back to 02:00 CET.
    expect(formatAgendaWhen(at('2026-10-25T00:30:00Z'), at('2026-10-25T02:30:00Z'), 'Europe/Berlin')).toBe(
      'Sun 25 Oct 2026, 02:30 CEST – 03:30 CET',
    );
    expect(formatDuration(at('2026-10-25T00:30:00Z'), at('2026-10-25T02:30:00Z'))).toBe('2 h');
  });

  it('writes durations in days, hours and minutes', () => {
    expect(formatDuration(0, 45 * 60_000)).toBe('45 min');
    expect(formatDuration(0, 60 * 60_000)).toBe('1 h');
    expect(formatDuration(0, 90 * 60_000)).toBe('1 h 30 min');
    expect(formatDuration(0, (26 * 60 + 5) * 60_000)).toBe('1 d 2 h 5 min');
    expect(formatDuration(0, 0)).toBe('0 min');
  });
});

describe('the zone named on a card across the 2027 clock changes (issue 32, item 10)', () => {
  const at = (iso: string) => Date.parse(iso);
  it('names each end when the clocks change inside the agenda', () => {
    expect(formatAgendaWhen(at('2027-03-27T21:00:00Z'), at('2027-03-28T05:00:00Z'), 'Europe/Berlin')).toBe(
      'Sat 27 Mar 2027, 22:00 CET – Sun 28 Mar 2027, 07:00 CEST',
    );
    expect(formatAgendaWhen(at('2027-10-31T00:00:00Z'), at('2027-10-31T03:00:00Z'), 'Europe/Berlin')).toBe(
      'Sun 31 Oct 2027, 02:00 CEST – 04:00 CET',
    );
    expect(formatAgendaWhen(at('2027-03-14T05:00:00Z'), at('2027-03-14T09:00:00Z'), 'America/New_York')).toBe(
      'Sun 14 Mar 2027, 00:00 EST – 05:00 EDT',
    );
    expect(formatAgendaWhen(at('2027-11-07T04:00:00Z'), at('2027-11-07T08:00:00Z'), 'America/New_York')).toBe(
      'Sun 7 Nov 2027, 00:00 EDT – 03:00 EST',
    );
  });

  it('names the zone once otherwise', () => {
    expect(formatAgendaWhen(at('2026-05-12T07:00:00Z'), at('2026-05-12T08:30:00Z'), 'Europe/Berlin')).toBe(
      'Tue 12 May 2026, 09:00 – 10:30 CEST',
    );
  });
});

describe('badges', () => {
  it('is full when every limited place is taken, never when mandatory or unlimited', () => {
    const base = liveAgenda({ id: 'a', name: 'A', start: 0, end: 1 });
    expect(isFull({ ...base, no_of_places: 2, participant_count: 2 })).toBe(true);
    expect(isFull({ ...base, no_of_places: 3, participant_count: 2 })).toBe(false);
    expect(isFull({ ...base, no_of_places: 0, participant_count: 1 })).toBe(false);
    expect(isFull({ ...base, no_of_places: 1, participant_count: 1, mandatory: true })).toBe(false);
  });

  it('has passed once its end is before now', () => {
    const now = new Date('2026-05-12T12:00:00Z');
    expect(agendaPassed({ end: at('2026-05-12T11:59:59Z') }, now)).toBe(true);
    expect(agendaPassed({ end: at('2026-05-12T12:00:00Z') }, now)).toBe(false);
  });
});
