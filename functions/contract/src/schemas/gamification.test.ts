import { describe, expect, it } from 'vitest';
import { badgeProgress, ledgerEntryId, ledgerEntryStands, pointsFor, type BadgeDoc } from './gamification-doc';

const badge = (n: string, t: number): BadgeDoc => ({
  n,
  t,
  f: `eventBadges/e/${n}.png`,
  u: `https://firebasestorage.googleapis.com/v0/b/x/o/eventBadges%2Fe%2F${n}.png`,
});
const names = (badges: readonly BadgeDoc[]) => badges.map((b) => b.n);

describe('badgeProgress', () => {
  // Given out of order: the progress sorts by threshold (then name), as the badges list does.
  const badges = [badge('Gold', 50), badge('Bronze', 10), badge('Silver', 30)];

  it('no points: nothing earned, the lowest badge next at 0%', () => {
    expect(badgeProgress(0, badges)).toEqual({
      points: 0,
      earned: [],
      next: { badge: badges[1], missing: 10, percent: 0 },
    });
  });

  it('a threshold reached exactly is earned; the way to the next starts from it', () => {
    const progress = badgeProgress(10, badges);
    expect(names(progress.earned)).toEqual(['Bronze']);
    expect(progress.next).toEqual({ badge: badges[2], missing: 20, percent: 0 });
  });

  it('between two thresholds: the share of the way from the last one earned, rounded down', () => {
    const progress = badgeProgress(25, badges);
    expect(names(progress.earned)).toEqual(['Bronze']);
    expect(progress.next).toMatchObject({ missing: 5, percent: 75 });
    expect(badgeProgress(5, badges).next).toMatchObject({ missing: 5, percent: 50 });
    // One point short is never shown as a full bar.
    expect(badgeProgress(49, [badge('Big', 1000), badge('Gold', 50)]).next).toMatchObject({ missing: 1, percent: 98 });
    expect(badgeProgress(999, [badge('Big', 1000)]).next).toMatchObject({ missing: 1, percent: 99 });
  });

  it('every badge earned: none next', () => {
    const progress = badgeProgress(60, badges);
    expect(names(progress.earned)).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(progress.next).toBeNull();
  });

  it('equal thresholds are earned together, in name order', () => {
    const progress = badgeProgress(30, [badge('Zeta', 30), badge('Alpha', 30), badge('Omega', 40)]);
    expect(names(progress.earned)).toEqual(['Alpha', 'Zeta']);
    expect(progress.next?.badge.n).toBe('Omega');
  });

  it('an event without badges: nothing earned, nothing next', () => {
    expect(badgeProgress(40, [])).toEqual({ points: 40, earned: [], next: null });
  });

  it("an action earns the points of the event's settings for it, and nothing without settings", () => {
    const settings = { wall_post_points: 5, comment_points: 3, like_points: 1 };
    expect(pointsFor('post', settings)).toBe(5);
    expect(pointsFor('comment', settings)).toBe(3);
    expect(pointsFor('like', settings)).toBe(1);
    expect(pointsFor('post', null)).toBe(0);
  });

  it('a ledger entry is one per person, action and target, and stands while nothing of it is hidden', () => {
    expect(ledgerEntryId('like', 'p1', 'u1')).not.toBe(ledgerEntryId('like', 'p1', 'u2'));
    expect(ledgerEntryId('like', 'p1', 'u1')).not.toBe(ledgerEntryId('post', 'p1', 'u1'));
    expect(ledgerEntryStands({ post_hidden: false, comment_hidden: false })).toBe(true);
    expect(ledgerEntryStands({ post_hidden: true, comment_hidden: false })).toBe(false);
    expect(ledgerEntryStands({ post_hidden: false, comment_hidden: true })).toBe(false);
  });
});
