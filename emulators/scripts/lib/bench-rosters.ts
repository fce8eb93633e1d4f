/**
 * The people of the agenda benchmark's sessions (bench-agendas.ts): a pool of attendees with the
 * corporate ids of production (`{directory id}_{object id}`, 73 characters), and for each session a
 * fixed draw of 10 to 60 of them. A session of limited places that draws more than it has is full, and
 * a few of the rest wait (never while a place is free, as the API keeps it); a mandatory session's
 * people are its mandatory participants.
 */
import { newUserDoc, userKey, type AgendaRoster, type UserDoc } from '@agenda/contract';
import { seedOf, sequence } from './bench-random';

/** The event's attendees; each session draws from them, so each person holds some 15 seats. */
export const ATTENDEES = 1_200;
export const FEWEST_DRAWN = 10;
export const MOST_DRAWN = 60;
/** At most this many wait for a place in a full session. */
export const MOST_WAITING = 5;
/** Steps through the pool, each coprime with ATTENDEES, so that a session's draw holds no one twice. */
const STEPS = [7, 11, 13, 17, 19, 23, 29, 31];

/** 32 hexadecimal digits from `random`, written as a GUID (8-4-4-4-12), as the directory's ids are. */
function guid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

/** The kinds of draws, each its own sequences. */
const SEEDS = { directory: 1, attendee: 2, session: 3 } as const;
const DIRECTORY = guid(sequence(seedOf(SEEDS.directory, 0)));
const objectId = (index: number) => guid(sequence(seedOf(SEEDS.attendee, index)));

/** Attendee `index`'s user id. */
export const attendeeId = (index: number): string => userKey(DIRECTORY, objectId(index));

/** Attendee `index`'s user record (the session overview's people lists read the names). */
export function attendeeUser(index: number): [string, UserDoc] {
  const doc = newUserDoc({
    tid: DIRECTORY,
    oid: objectId(index),
    email: `attendee.${index}@bench.example`,
    first_name: 'Bench',
    last_name: `Attendee ${index}`,
    tenant_id: 'de',
  });
  return [attendeeId(index), doc];
}

/** Who takes part in session `index`, of `places` places (0: unlimited), mandatory or not. */
export function benchRoster(index: number, session: { places: number; mandatory: boolean }): AgendaRoster {
  const random = sequence(seedOf(SEEDS.session, index));
  const drawn = FEWEST_DRAWN + Math.floor(random() * (MOST_DRAWN - FEWEST_DRAWN + 1));
  const first = Math.floor(random() * ATTENDEES);
  const step = STEPS[index % STEPS.length]!;
  const people = Array.from({ length: drawn }, (_, k) => attendeeId((first + k * step) % ATTENDEES));
  if (session.mandatory) return { participants: [], mparticipants: people, waitlist: [] };
  if (session.places === 0 || drawn <= session.places) return { participants: people, mparticipants: [], waitlist: [] };
  return {
    participants: people.slice(0, session.places),
    mparticipants: [],
    waitlist: people.slice(session.places, session.places + MOST_WAITING),
  };
}
