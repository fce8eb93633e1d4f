import { beforeEach, describe, expect, it } from 'vitest';
import {
  LIST_SNAPSHOT_KEY,
  LOCAL_DATA_OWNER_KEY,
  readListSnapshot,
  recordLocalDataOwner,
  SNAPSHOT_MAX_CHARS,
  SNAPSHOT_MAX_EVENTS,
  writeListSnapshot,
  type SnapshotEvent,
} from './list-snapshot';
import { addressOf, PRE_PAINT_MAX_CHARS, readPrePaint, viewerZone, type PrePaint } from './pre-paint';

const event = (index: number, description = 'A day of talks.'): SnapshotEvent => ({
  id: `event-${index}`,
  name: `Event ${index}`,
  tenant_id: 'fr',
  start: new Date(Date.UTC(2026, 5, index + 1, 9)),
  end: new Date(Date.UTC(2026, 5, index + 1, 17)),
  timezone: 'Europe/Paris',
  address: 'Paris',
  description,
  privacy: index === 0,
  cover_url: null,
  poster_url: index === 1 ? 'https://example.test/poster.png' : null,
});

const aliceList = (events = [event(0), event(1)]) => ({ uid: 'alice', tenantId: 'fr', title: 'France events', events });

describe('the list snapshot: a first paint for its owner only', () => {
  beforeEach(() => localStorage.clear());

  it("reads back what was written, for its owner and the same country's list", () => {
    recordLocalDataOwner('alice');
    writeListSnapshot(aliceList());
    const read = readListSnapshot('alice', 'fr');
    expect(read?.title).toBe('France events');
    expect(read?.events).toEqual([event(0), event(1)]);
    expect(readListSnapshot('alice', 'de')).toBeNull();
  });

  it('is never read for anybody else, nor for its writer once they are no longer the recorded owner', () => {
    recordLocalDataOwner('alice');
    writeListSnapshot(aliceList());
    expect(readListSnapshot('bob', 'fr')).toBeNull();
    expect(readListSnapshot(null, 'fr')).toBeNull();
    // Bob signed in: he is the owner now, but the snapshot left behind was written for Alice.
    localStorage.setItem(LOCAL_DATA_OWNER_KEY, 'bob');
    expect(readListSnapshot('bob', 'fr')).toBeNull();
    expect(readListSnapshot('alice', 'fr')).toBeNull();
  });

  it('is not written for somebody who is not the recorded owner (a session ending or changing)', () => {
    recordLocalDataOwner('bob');
    writeListSnapshot(aliceList());
    expect(localStorage.getItem(LIST_SNAPSHOT_KEY)).toBeNull();
  });

  it('is forgotten with its owner at sign-out', () => {
    recordLocalDataOwner('alice');
    writeListSnapshot(aliceList());
    recordLocalDataOwner(null);
    expect(localStorage.getItem(LIST_SNAPSHOT_KEY)).toBeNull();
    expect(localStorage.getItem(LOCAL_DATA_OWNER_KEY)).toBeNull();
    recordLocalDataOwner('alice');
    expect(readListSnapshot('alice', 'fr')).toBeNull();
  });

  it('keeps a few KB: the first page of cards, short descriptions, fewer cards when they are long', () => {
    recordLocalDataOwner('alice');
    writeListSnapshot(aliceList(Array.from({ length: 60 }, (_, index) => event(index))));
    expect(readListSnapshot('alice', 'fr')?.events).toHaveLength(SNAPSHOT_MAX_EVENTS);

    writeListSnapshot(
      aliceList(
        Array.from({ length: 60 }, (_, index) => ({ ...event(index, 'x'.repeat(5_000)), address: 'y'.repeat(600) })),
      ),
    );
    const text = localStorage.getItem(LIST_SNAPSHOT_KEY) ?? '';
    expect(text.length).toBeLessThanOrEqual(SNAPSHOT_MAX_CHARS);
    const kept = readListSnapshot('alice', 'fr')?.events ?? [];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(SNAPSHOT_MAX_EVENTS);
    expect(kept[0]?.description.length).toBeLessThan(300);
  });

  it('ignores a corrupt or old-format snapshot, never throws', () => {
    recordLocalDataOwner('alice');
    const corrupt = [
      '{not json',
      'null',
      '[]',
      JSON.stringify({ v: 0, uid: 'alice', tenantId: 'fr', title: 'France events', events: [] }),
      JSON.stringify({ v: 1, uid: 'alice', tenantId: 'fr', title: 'France events', events: 'none' }),
      JSON.stringify({ v: 1, uid: 'alice', tenantId: 'fr', title: 'France events', events: [{ id: 'x' }] }),
      JSON.stringify({
        v: 1,
        uid: 'alice',
        tenantId: 'fr',
        title: 'France events',
        events: [{ ...event(0), start: '2026-06-01' }],
      }),
    ];
    for (const text of corrupt) {
      localStorage.setItem(LIST_SNAPSHOT_KEY, text);
      expect(readListSnapshot('alice', 'fr'), text).toBeNull();
    }
  });

  it('without local storage there is nothing to read, and writing does not throw', () => {
    const refused: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readListSnapshot('alice', 'fr', refused)).toBeNull();
    expect(() => writeListSnapshot(aliceList(), refused)).not.toThrow();
    expect(() => recordLocalDataOwner('alice', refused)).not.toThrow();
  });

  describe('with the first screen as drawn (the pre-paint, lib/pre-paint.ts)', () => {
    const LIST = { pathname: '/v2/main/events/eventslist', search: '?t=fr' };
    const prePaint = (html = '<article>Event 0</article>'): PrePaint => ({
      address: addressOf(LIST),
      html,
      css: '.css-a{color:red}',
      dark: false,
      zone: viewerZone(),
      until: Number.MAX_SAFE_INTEGER,
    });

    it('keeps it in the same entry, beside cards held to their own limit, and forgets it at sign-out', () => {
      recordLocalDataOwner('alice');
      const long = Array.from({ length: 60 }, (_, index) => ({ ...event(index, 'x'.repeat(5_000)) }));
      writeListSnapshot({ ...aliceList(long), prePaint: prePaint() });
      expect(readPrePaint(LIST)).toEqual(prePaint());
      const cards = readListSnapshot('alice', 'fr')?.events ?? [];
      expect(cards.length).toBeGreaterThan(0);
      expect(
        JSON.stringify({ ...JSON.parse(localStorage.getItem(LIST_SNAPSHOT_KEY)!), prePaint: undefined }).length,
      ).toBeLessThanOrEqual(SNAPSHOT_MAX_CHARS);
      recordLocalDataOwner(null);
      recordLocalDataOwner('alice');
      expect(readPrePaint(LIST)).toBeNull();
    });

    it('keeps none over its limit, and the cards still', () => {
      recordLocalDataOwner('alice');
      writeListSnapshot({ ...aliceList(), prePaint: prePaint('x'.repeat(PRE_PAINT_MAX_CHARS)) });
      expect(readPrePaint(LIST)).toBeNull();
      expect(readListSnapshot('alice', 'fr')?.events).toHaveLength(2);
    });
  });
});
