import { MESSAGES, QUICK_ADD_MINUTES } from '@agenda/contract';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAgendaRange, formatMoment, viewerZone, zoneAbbreviation } from '@/lib/zoned-time';
import { formatDuration } from '@/features/events/agendas/shared/agenda-format';
import { instantIn, onEventClock } from '@/features/events/shared/event-clock';
import { endAfterStartMoved, eventBounds, newAgendaStart, quickAdd, timeIssues, toUtcPayload } from './agenda-time';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';
const utc = (iso: string) => new Date(`${iso}Z`);

describe('an event in Europe/Berlin across the last Sunday of October', () => {
  // 25 Oct 2026: at 03:00 CEST the clocks go back to 02:00 CET, so 02:30 happens twice.
  const firstTwoThirty = utc('2026-10-25T00:30:00');
  const secondTwoThirty = utc('2026-10-25T01:30:00');

  it('reads both instants as 02:30 on the event clock, told apart by their zone name', () => {
    const first = instantIn(firstTwoThirty, BERLIN);
    const second = instantIn(secondTwoThirty, BERLIN);
    expect(first.toFormat('dd/MM/yyyy HH:mm')).toBe('25/10/2026 02:30');
    expect(second.toFormat('dd/MM/yyyy HH:mm')).toBe('25/10/2026 02:30');
    expect(zoneAbbreviation(BERLIN, firstTwoThirty)).toBe('CEST');
    expect(zoneAbbreviation(BERLIN, secondTwoThirty)).toBe('CET');
  });

  it('keeps the chosen instant through the form and into the payload', () => {
    for (const instant of [firstTwoThirty, secondTwoThirty]) {
      const shown = onEventClock(instantIn(instant, BERLIN), BERLIN);
      expect(shown).not.toBeNull();
      expect(toUtcPayload(shown as DateTime)).toBe(instant.toISOString().slice(0, 19));
    }
    expect(toUtcPayload(instantIn(secondTwoThirty, BERLIN))).toBe('2026-10-25T01:30:00');
  });

  it('adds real minutes across the change: +1h from 02:30 CEST is 02:30 CET', () => {
    const start = instantIn(firstTwoThirty, BERLIN);
    const end = quickAdd(start, 60);
    expect(end?.toFormat('HH:mm')).toBe('02:30');
    expect(end?.toMillis()).toBe(secondTwoThirty.getTime());
    expect(formatDuration(firstTwoThirty.getTime(), secondTwoThirty.getTime())).toBe('1 h');
  });

  it('a session from 01:30 to 03:30 that night lasts three hours', () => {
    expect(formatDuration(utc('2026-10-24T23:30:00').getTime(), utc('2026-10-25T02:30:00').getTime())).toBe('3 h');
    expect(formatAgendaRange(utc('2026-10-24T23:30:00'), utc('2026-10-25T02:30:00'), BERLIN)).toBe(
      'Sun 25 Oct 2026, 01:30 – 03:30',
    );
  });
});

describe('an America/New_York event viewed from Asia/Tokyo', () => {
  const previousTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = previousTz;
  });

  // 12 May 2026, 09:00 – 10:30 EDT.
  const start = utc('2026-05-12T13:00:00');
  const end = utc('2026-05-12T14:30:00');

  it('lists the times in the viewer zone', () => {
    process.env.TZ = TOKYO;
    expect(viewerZone()).toBe(TOKYO);
    expect(formatAgendaRange(start, end)).toBe('Tue 12 May 2026, 22:00 – 23:30');
    // Later the same morning in New York is already the next day in Tokyo.
    expect(formatAgendaRange(utc('2026-05-12T14:00:00'), utc('2026-05-12T15:30:00'))).toBe(
      'Tue 12 May 2026, 23:00 – Wed 13 May 2026, 00:30',
    );
  });

  it('edits the times on the event clock, naming its zone', () => {
    process.env.TZ = TOKYO;
    const shown = instantIn(start, NEW_YORK);
    expect(shown.toFormat('dd/MM/yyyy HH:mm')).toBe('12/05/2026 09:00');
    expect(zoneAbbreviation(NEW_YORK, start)).toBe('EDT');
    expect(toUtcPayload(shown)).toBe('2026-05-12T13:00:00');
  });

  it('keeps the digits typed into an empty picker as event time, not viewer time', () => {
    const typedInBrowserZone = DateTime.fromObject({ year: 2026, month: 5, day: 12, hour: 9 }, { zone: TOKYO });
    const onClock = onEventClock(typedInBrowserZone, NEW_YORK);
    expect(onClock?.zoneName).toBe(NEW_YORK);
    expect(toUtcPayload(onClock as DateTime)).toBe('2026-05-12T13:00:00');
  });

  it('names when someone saved in the zone asked for', () => {
    expect(formatMoment(start, NEW_YORK, utc('2026-05-12T20:00:00'))).toBe('09:00 EDT');
    expect(formatMoment(start, TOKYO, utc('2026-05-12T14:00:00'))).toBe('22:00 GMT+9');
    expect(formatMoment(start, NEW_YORK, utc('2026-05-14T20:00:00'))).toBe('Tue 12 May 2026, 09:00 EDT');
  });
});

describe('bounds and quick-add', () => {
  // 12 – 13 May 2026 in Berlin (CEST): 09:00 on the 12th to 23:59 on the 12th, and a two-day variant.
  const oneDay = { start: utc('2026-05-12T07:00:00'), end: utc('2026-05-12T21:59:00'), timezone: BERLIN };

  it('allows an agenda ending exactly at the event end', () => {
    const start = instantIn(utc('2026-05-12T20:00:00'), BERLIN);
    const end = instantIn(oneDay.end, BERLIN);
    expect(timeIssues(start, end, oneDay)).toEqual([]);
    expect(timeIssues(start, end.plus({ minutes: 1 }), oneDay)).toEqual([
      { field: 'endTime', message: MESSAGES.agendaAfterEvent },
    ]);
  });

  it('gives the spec alerts for a start before the event and a start after the end', () => {
    const early = instantIn(utc('2026-05-12T06:30:00'), BERLIN);
    expect(timeIssues(early, early.plus({ hours: 1 }), oneDay)).toEqual([
      { field: 'startTime', message: MESSAGES.agendaBeforeEvent },
    ]);
    const start = instantIn(utc('2026-05-12T10:00:00'), BERLIN);
    expect(timeIssues(start, start, oneDay)).toEqual([{ field: 'endTime', message: MESSAGES.agendaStartAfterEnd }]);
    expect(timeIssues(start, null, oneDay)).toEqual([]);
  });

  it('moves the date when quick-add crosses midnight, and flags it beyond the event end', () => {
    const start = instantIn(utc('2026-05-12T21:30:00'), BERLIN); // 23:30
    const later = quickAdd(start, 60);
    expect(later?.toFormat('dd/MM/yyyy HH:mm')).toBe('13/05/2026 00:30');
    expect(timeIssues(start, later, oneDay)).toEqual([{ field: 'endTime', message: MESSAGES.agendaAfterEvent }]);
    const twoDays = { ...oneDay, end: utc('2026-05-13T21:59:00') };
    expect(timeIssues(start, later, twoDays)).toEqual([]);
  });

  it('offers the spec durations, each setting the end from the start (issue 32, item 13)', () => {
    expect(QUICK_ADD_MINUTES).toEqual([15, 30, 60, 120]);
    const start = instantIn(utc('2026-05-12T08:00:00'), BERLIN);
    expect(quickAdd(start, 15)?.toFormat('HH:mm')).toBe('10:15');
    // Pressed twice, +30m is still 30 minutes from the start (End = Start + n, not End + n).
    expect(quickAdd(start, 30)?.toFormat('HH:mm')).toBe('10:30');
    expect(quickAdd(start, 30)?.toFormat('HH:mm')).toBe('10:30');
    expect(quickAdd(null, 15)).toBeNull();
    expect(quickAdd(DateTime.invalid('typing'), 15)).toBeNull();
  });

  it('moves the end with the start by the same real duration (issue 32, item 13)', () => {
    const start = instantIn(utc('2026-05-12T08:00:00'), BERLIN); // 10:00
    const end = instantIn(utc('2026-05-12T09:30:00'), BERLIN); // 11:30
    const later = endAfterStartMoved(start, start.plus({ hours: 3 }), end);
    expect([later?.toFormat('HH:mm'), later?.zoneName]).toEqual(['14:30', BERLIN]);
    expect(endAfterStartMoved(start, start.minus({ minutes: 45 }), end)?.toFormat('HH:mm')).toBe('10:45');
    // The night the clocks go back: 01:30 → 02:30 CEST, a two-hour session then ends at 03:30 CET.
    const night = instantIn(utc('2026-10-24T23:30:00'), BERLIN);
    const moved = endAfterStartMoved(night, night.plus({ hours: 1 }), night.plus({ hours: 2 }));
    expect([moved?.toMillis(), moved?.toFormat('HH:mm')]).toEqual([utc('2026-10-25T02:30:00').getTime(), '03:30']);
    // Nothing to follow while a value is missing or half typed.
    expect(endAfterStartMoved(null, start, end)).toBeNull();
    expect(endAfterStartMoved(start, DateTime.invalid('typing'), end)).toBeNull();
    expect(endAfterStartMoved(start, start.plus({ hours: 1 }), null)).toBeNull();
  });

  it('starts a new agenda at the event start, or at the next half hour of a running event (issue 32, item 13)', () => {
    const at = (iso: string) => newAgendaStart(oneDay, utc(iso)).toFormat('dd/MM HH:mm');
    // Before and after the event: its start.
    expect(at('2026-05-11T12:00:00')).toBe('12/05 09:00');
    expect(at('2026-05-13T12:00:00')).toBe('12/05 09:00');
    // Running: 12:07 CEST → 12:30, 12:31 → 13:00, 12:30 sharp → 12:30, in the event's zone.
    expect(at('2026-05-12T10:07:00')).toBe('12/05 12:30');
    expect(at('2026-05-12T10:31:10')).toBe('12/05 13:00');
    expect(at('2026-05-12T10:30:00')).toBe('12/05 12:30');
    expect(newAgendaStart(oneDay, utc('2026-05-12T10:07:00')).zoneName).toBe(BERLIN);
    // Never after the event's end (23:59).
    expect(at('2026-05-12T21:45:00')).toBe('12/05 23:59');
    // A zone a quarter hour off UTC: the half hours of Kathmandu's clock (UTC+5:45).
    const nepal = { start: utc('2026-05-12T03:15:00'), end: utc('2026-05-12T12:15:00'), timezone: 'Asia/Kathmandu' };
    expect(newAgendaStart(nepal, utc('2026-05-12T04:20:00')).toFormat('HH:mm')).toBe('10:30');
  });

  it('bounds the pickers by the event on its clock', () => {
    const { min, max } = eventBounds(oneDay);
    expect([min.toFormat('dd/MM HH:mm'), max.toFormat('dd/MM HH:mm'), min.zoneName]).toEqual([
      '12/05 09:00',
      '12/05 23:59',
      BERLIN,
    ]);
  });

  it('writes the payload as UTC without offset', () => {
    expect(toUtcPayload(DateTime.fromISO('2026-05-12T09:00:00', { zone: BERLIN }))).toBe('2026-05-12T07:00:00');
    expect(() => toUtcPayload(DateTime.invalid('broken'))).toThrow();
  });
});

describe('zone names', () => {
  it('uses the common abbreviation where one exists, the offset otherwise', () => {
    const winter = utc('2026-01-10T12:00:00');
    expect(zoneAbbreviation(BERLIN, winter)).toBe('CET');
    expect(zoneAbbreviation(NEW_YORK, winter)).toBe('EST');
    expect(zoneAbbreviation('Europe/London', utc('2026-07-10T12:00:00'))).toBe('BST');
    expect(zoneAbbreviation('Asia/Kolkata', winter)).toBe('GMT+5:30');
    expect(zoneAbbreviation('UTC', winter)).toBe('UTC');
  });
});
