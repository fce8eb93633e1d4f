import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordLocalDataOwner, writeListSnapshot } from '@/lib/list-snapshot';
import { readPrePaint } from '@/lib/pre-paint';
import { eventFromSnapshot, type EventItem } from '@/lib/event-item';
import { snapshotFits, useFirstPaint, useSnapshotWriter } from './list-first-paint';
import type { LiveEvents } from './use-live-country-events';

const kept = {
  id: 'kept',
  name: 'Kept Event',
  tenant_id: 'fr',
  start: new Date('2026-12-12T07:00:00Z'),
  end: new Date('2026-12-13T19:00:00Z'),
  timezone: 'Europe/Paris',
  address: 'Paris',
  description: 'From the last visit.',
  privacy: false,
  cover_url: null,
  poster_url: null,
};
const liveEvent: EventItem = eventFromSnapshot({ ...kept, id: 'live', name: 'Live Event' });

describe("the list's first paint", () => {
  beforeEach(() => {
    localStorage.clear();
    recordLocalDataOwner('alice');
    writeListSnapshot({ uid: 'alice', tenantId: 'fr', title: 'France events', events: [kept] });
  });

  it('draws the snapshot while the live list loads, then the live list alone', () => {
    const { result, rerender } = renderHook(
      ({ live }: { live: LiveEvents }) => useFirstPaint('alice', 'fr', live, true),
      {
        initialProps: { live: { status: 'loading' } },
      },
    );
    expect(result.current.live).toEqual({ status: 'ready', events: [eventFromSnapshot(kept)], loadingMore: true });
    rerender({ live: { status: 'ready', events: [liveEvent] } });
    expect(result.current.live).toEqual({ status: 'ready', events: [liveEvent] });
  });

  it("never draws another person's snapshot, nor one under a filter it was not taken with", () => {
    const loading: LiveEvents = { status: 'loading' };
    expect(renderHook(() => useFirstPaint('bob', 'fr', loading, true)).result.current.live).toBe(loading);
    expect(renderHook(() => useFirstPaint('alice', 'de', loading, true)).result.current.live).toBe(loading);
    expect(renderHook(() => useFirstPaint('alice', 'fr', loading, false)).result.current.live).toBe(loading);
  });

  it('fits the whole list only: no filter, no date range, no search', () => {
    const all = { view: 'cards', when: 'all', from: null, to: null } as const;
    expect(snapshotFits(all)).toBe(true);
    expect(snapshotFits({ ...all, view: 'list' })).toBe(true);
    expect(snapshotFits({ ...all, when: 'upcoming' })).toBe(false);
    expect(snapshotFits({ ...all, from: '2026-12-01' })).toBe(false);
    expect(snapshotFits(all, 'paris')).toBe(false);
  });

  it('keeps the live list, still for a moment, with its first screen as drawn for the next visit', async () => {
    window.history.replaceState(null, '', '/v2/main/events/eventslist?t=fr');
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML =
      '<main><h1>France events</h1><section aria-label="Events"><article>Live Event</article></section></main>';
    document.body.append(root);
    try {
      const live: LiveEvents = { status: 'ready', events: [liveEvent] };
      renderHook(() => useSnapshotWriter('alice', 'fr', 'France events', live, true));
      await vi.waitFor(() => expect(readPrePaint(window.location)?.html).toContain('Live Event'), { timeout: 5_000 });
      // Until its card turns "passed".
      const end = liveEvent.end.getTime();
      expect(readPrePaint(window.location)?.until).toBe(end > Date.now() ? end : Number.MAX_SAFE_INTEGER);
    } finally {
      root.remove();
      window.history.replaceState(null, '', '/');
    }
  });
});
