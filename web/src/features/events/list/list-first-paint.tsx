import { useEffect, useMemo } from 'react';
import { eventFromSnapshot, type EventItem } from '@/lib/event-item';
import { readListSnapshot, writeListSnapshot, type ListSnapshot } from '@/lib/list-snapshot';
import type { EventListFilters } from './event-filters';
import type { LiveEvents } from './use-live-country-events';

/** The pre-paint's capture, loaded when first kept: nothing the list needs to draw. */
const loadCapture = () => import('./pre-paint-capture');

/** How long the live list stays still before its first cards are kept (a list that moves is written once). */
const WRITE_DELAY_MS = 1_000;

/** The snapshot is of a country's whole list as it opens: no filter, no date range, no search. */
export const snapshotFits = (filters: EventListFilters, search = '') =>
  filters.when === 'all' && filters.from === null && filters.to === null && search.trim() === '';

/** The live list, or the snapshot of `tenantId`'s list while the live one is loading (a first paint). */
export function useFirstPaint(
  uid: string | null,
  tenantId: string,
  live: LiveEvents,
  fits: boolean,
): { live: LiveEvents; snapshot: ListSnapshot | null } {
  const snapshot = useMemo(() => readListSnapshot(uid, tenantId), [uid, tenantId]);
  const events = useMemo(() => snapshot?.events.map(eventFromSnapshot) ?? [], [snapshot]);
  if (live.status !== 'loading' || !snapshot || !fits) return { live, snapshot };
  return { live: { status: 'ready', events, loadingMore: true }, snapshot };
}

/**
 * Keeps the first cards of the live list, once it has stayed still for a moment, for the next visit: the
 * events, and the first screen as drawn (the pre-paint that the page's first script draws, lib/pre-paint.ts).
 */
export function useSnapshotWriter(
  uid: string | null,
  tenantId: string,
  title: string | null,
  live: LiveEvents,
  fits: boolean,
): void {
  const events: EventItem[] | null = live.status === 'ready' && !live.loadingMore && fits ? live.events : null;
  useEffect(() => {
    if (!uid || !title || !events) return undefined;
    let kept = true;
    const timer = window.setTimeout(() => {
      void loadCapture()
        .then(({ capturePrePaint }) => {
          const root = document.getElementById('root');
          // Not when the list has moved on (or closed) while the capture's code loaded.
          if (kept)
            writeListSnapshot({ uid, tenantId, title, events, prePaint: root && capturePrePaint(root, events) });
        })
        .catch(() => {
          if (kept) writeListSnapshot({ uid, tenantId, title, events });
        });
    }, WRITE_DELAY_MS);
    return () => {
      kept = false;
      window.clearTimeout(timer);
    };
  }, [uid, tenantId, title, events]);
}
