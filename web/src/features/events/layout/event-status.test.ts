import { describe, expect, it } from 'vitest';
import { eventStatusOf } from './event-status';

const now = new Date('2026-06-10T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('event status', () => {
  it('reads upcoming, running and passed from the dates', () => {
    expect(
      eventStatusOf({ privacy: false, start: at('2026-06-11T08:00:00Z'), end: at('2026-06-12T16:00:00Z') }, now),
    ).toBe('upcoming');
    expect(
      eventStatusOf({ privacy: false, start: at('2026-06-10T08:00:00Z'), end: at('2026-06-10T16:00:00Z') }, now),
    ).toBe('running');
    expect(
      eventStatusOf({ privacy: false, start: at('2026-06-10T12:00:00Z'), end: at('2026-06-10T16:00:00Z') }, now),
    ).toBe('running');
    expect(
      eventStatusOf({ privacy: false, start: at('2026-06-08T08:00:00Z'), end: at('2026-06-10T11:59:00Z') }, now),
    ).toBe('passed');
  });

  it('calls a draft a draft whatever its dates', () => {
    expect(
      eventStatusOf({ privacy: true, start: at('2026-06-08T08:00:00Z'), end: at('2026-06-09T08:00:00Z') }, now),
    ).toBe('draft');
    expect(
      eventStatusOf({ privacy: true, start: at('2026-06-11T08:00:00Z'), end: at('2026-06-12T08:00:00Z') }, now),
    ).toBe('draft');
  });
});
