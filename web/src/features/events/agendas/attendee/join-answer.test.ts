import { NO_STANDING } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { ANSWER_HOLD_MS, ANSWER_MAX_MS, answerHolds } from './join-answer';

const IN = { ...NO_STANDING, participant: true };
const OUT = NO_STANDING;

describe('answerHolds', () => {
  const answered = { standing: OUT, at: 0, seen: IN };
  it('stands until the schedule says the same', () => {
    expect(answerHolds(answered, IN, 1)).toBe(true);
    expect(answerHolds(answered, undefined, 1)).toBe(false);
    expect(answerHolds(null, IN, 1)).toBe(false);
  });
  it('stands against a schedule that has not moved since (only late), up to its limit', () => {
    expect(answerHolds(answered, IN, ANSWER_HOLD_MS + 1)).toBe(true);
    expect(answerHolds(answered, IN, ANSWER_MAX_MS + 1)).toBe(false);
  });
  it('gives way to a schedule that moved since, once a snapshot on its way would have come', () => {
    const moved = { ...NO_STANDING, waiting: 1 };
    expect(answerHolds(answered, moved, ANSWER_HOLD_MS - 1)).toBe(true);
    expect(answerHolds(answered, moved, ANSWER_HOLD_MS + 1)).toBe(false);
  });
});
