import { describe, expect, it } from 'vitest';
import {
  ATTENDEES,
  attendeeId,
  attendeeUser,
  benchRoster,
  FEWEST_DRAWN,
  MOST_DRAWN,
  MOST_WAITING,
} from './bench-rosters';

const SESSIONS = 500;
const limited = { places: 40, mandatory: false };
const drawnOf = (roster: ReturnType<typeof benchRoster>) =>
  roster.participants.length + roster.mparticipants.length + roster.waitlist.length;

describe('benchRoster', () => {
  it('draws the same people for a session on every run, with production-length ids', () => {
    expect(benchRoster(17, limited)).toEqual(benchRoster(17, limited));
    expect(attendeeId(3)).toHaveLength(73);
    expect(attendeeUser(3)[0]).toBe(attendeeId(3));
    expect(new Set(Array.from({ length: ATTENDEES }, (_, index) => attendeeId(index))).size).toBe(ATTENDEES);
  });

  it('seats 10 to 60 people, varied over the sessions, none twice', () => {
    const drawn = Array.from({ length: SESSIONS }, (_, index) => benchRoster(index, { places: 0, mandatory: false }));
    const sizes = drawn.map(drawnOf);
    expect(Math.min(...sizes)).toBe(FEWEST_DRAWN);
    expect(Math.max(...sizes)).toBe(MOST_DRAWN);
    expect(new Set(sizes).size).toBeGreaterThan(40);
    for (const roster of drawn) {
      expect(roster.waitlist).toEqual([]);
      expect(new Set(roster.participants).size).toBe(roster.participants.length);
    }
  });

  it('fills a limited session before anyone waits, and lets a few wait', () => {
    const rosters = Array.from({ length: SESSIONS }, (_, index) => benchRoster(index, limited));
    for (const roster of rosters) {
      expect(roster.participants.length).toBeLessThanOrEqual(40);
      if (roster.waitlist.length > 0) expect(roster.participants).toHaveLength(40);
      expect(roster.waitlist.length).toBeLessThanOrEqual(MOST_WAITING);
      expect(roster.waitlist.filter((uid) => roster.participants.includes(uid))).toEqual([]);
    }
    const waiting = rosters.filter((roster) => roster.waitlist.length > 0).length;
    expect(waiting).toBeGreaterThan(0);
    expect(waiting).toBeLessThan(SESSIONS / 2);
  });

  it("makes a mandatory session's people its mandatory participants", () => {
    const roster = benchRoster(97, { places: 0, mandatory: true });
    expect(roster.participants).toEqual([]);
    expect(roster.mparticipants.length).toBeGreaterThanOrEqual(FEWEST_DRAWN);
  });
});
