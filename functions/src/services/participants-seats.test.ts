import { describe, expect, it } from 'vitest';
import { planSeats, seatsFrom, type Seat, type SeatPlan } from './participants-seats';

/** The seats after a plan is written over `current`. */
function after(current: readonly Seat[], plan: SeatPlan): Map<number, string> {
  const seats = new Map(current.map((seat) => [seat.index, seat.uid]));
  for (const [index, uid] of plan.seats) {
    if (uid === null) seats.delete(index);
    else seats.set(index, uid);
  }
  return seats;
}

describe('planSeats', () => {
  it('keeps the seats of those who stay, frees those of who left and seats newcomers on the lowest free seats', () => {
    const current = [
      { index: 0, uid: 'a' },
      { index: 1, uid: 'b' },
      { index: 3, uid: 'c' },
    ];
    const plan = planSeats(current, ['a', 'c', 'd', 'e'], 5);
    expect(plan.seats).toEqual(
      new Map([
        [1, 'd'],
        [2, 'e'],
      ]),
    );
    expect(plan.holders).toEqual(
      new Map<string, number | null>([
        ['b', null],
        ['d', 1],
        ['e', 2],
      ]),
    );
    expect(plan.unseated).toEqual([]);
    expect([...after(current, plan).entries()].sort()).toEqual([
      [0, 'a'],
      [1, 'd'],
      [2, 'e'],
      [3, 'c'],
    ]);
  });

  it('moves seats that are beyond fewer places, and seats everyone when places appear', () => {
    const plan = planSeats([{ index: 7, uid: 'a' }], ['a', 'b'], 3);
    expect(after([{ index: 7, uid: 'a' }], plan)).toEqual(
      new Map([
        [0, 'a'],
        [1, 'b'],
      ]),
    );
    expect(plan.holders.get('a')).toBe(0);
    expect(after([], planSeats([], ['x', 'y'], 2)).size).toBe(2);
  });

  it('frees every seat when the places become unlimited, and changes nothing when all is in order', () => {
    const current = [
      { index: 0, uid: 'a' },
      { index: 1, uid: 'b' },
    ];
    const unlimited = planSeats(current, ['a', 'b'], 0);
    expect(after(current, unlimited).size).toBe(0);
    expect(unlimited.holders).toEqual(
      new Map([
        ['a', null],
        ['b', null],
      ]),
    );
    const same = planSeats(current, ['b', 'a'], 2);
    expect([same.seats.size, same.holders.size]).toEqual([0, 0]);
  });

  it('never seats more people than places, and one seat per person', () => {
    const current = [
      { index: 0, uid: 'a' },
      { index: 1, uid: 'a' },
    ];
    const plan = planSeats(current, ['a', 'b', 'c', 'd'], 3);
    const seats = after(current, plan);
    expect(seats.size).toBe(3);
    expect(new Set(seats.values()).size).toBe(3);
    expect(plan.unseated).toEqual(['d']);
  });

  it('reads seat documents by their number', () => {
    const doc = (id: string, uid: unknown) => ({ id, get: () => uid });
    expect(seatsFrom([doc('2', 'a'), doc('x', 'b'), doc('3', 5)])).toEqual([{ index: 2, uid: 'a' }]);
  });
});
