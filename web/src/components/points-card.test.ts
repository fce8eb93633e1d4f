import type { Badge } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { heldBadges } from './points-card';

const badge = (id: string, t: number): Badge => ({
  id,
  n: id,
  t,
  f: `eventBadges/e/${id}.png`,
  u: 'https://x.test/b.png',
});
const BADGES = [badge('gold', 30), badge('bronze', 5), badge('silver', 10)];

describe('heldBadges', () => {
  it('holds the badges reached, and the next one with the points still needed', () => {
    const held = heldBadges(7, BADGES, []);
    expect(held.earned.map((b) => b.id)).toEqual(['bronze']);
    expect(held.next).toMatchObject({ badge: { id: 'silver' }, missing: 3 });
  });

  it('keeps a badge recorded as earned when the total falls below it, and names the next one not held', () => {
    const held = heldBadges(2, BADGES, [{ id: 'bronze' }, { id: 'silver' }]);
    expect(held.earned.map((b) => b.id)).toEqual(['bronze', 'silver']);
    expect(held.next).toMatchObject({ badge: { id: 'gold' }, missing: 28 });
  });

  it('has no next badge once every badge is held', () => {
    expect(heldBadges(40, BADGES, []).next).toBeNull();
  });
});
