/**
 * followSpeakers runs on every write of an agenda document (a title, a room, a roster change…): it
 * must cost nothing unless the speakers changed. changedSpeakers decides that from the event's before
 * and after alone, with no read; the trigger (triggers.ts) calls followSpeakersOf, the only code that
 * reads or writes, only for the people it names.
 */
import { describe, expect, it } from 'vitest';
import { changedSpeakers } from './speakers';

describe('changedSpeakers', () => {
  it('names nobody when the speakers did not change, whatever else did', () => {
    const before = { name: 'Keynote', room: 'A', speakers: ['u1', 'u2'] };
    expect(changedSpeakers(before, { ...before, name: 'Opening keynote', room: 'B' })).toEqual([]);
    // The same people in another order, or repeated, are the same speakers.
    expect(changedSpeakers(before, { ...before, speakers: ['u2', 'u1', 'u2'] })).toEqual([]);
    expect(changedSpeakers({ name: 'x' }, { name: 'y' })).toEqual([]);
    expect(changedSpeakers({ speakers: [] }, { speakers: [] })).toEqual([]);
  });

  it('names exactly those who came or went', () => {
    expect(changedSpeakers({ speakers: ['u1', 'u2'] }, { speakers: ['u2', 'u3'] }).sort()).toEqual(['u1', 'u3']);
  });

  it('names every speaker of a created or deleted agenda', () => {
    expect(changedSpeakers(undefined, { speakers: ['u1'] })).toEqual(['u1']);
    expect(changedSpeakers({ speakers: ['u1', 'u2'] }, undefined).sort()).toEqual(['u1', 'u2']);
    expect(changedSpeakers(undefined, { name: 'No speakers' })).toEqual([]);
  });

  it('ignores what is not a list of user ids', () => {
    expect(changedSpeakers({ speakers: 'u1' }, { speakers: [1, null, 'u1'] })).toEqual(['u1']);
  });
});
