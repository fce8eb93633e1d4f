import type { Tenant } from '@agenda/contract';
import { useCallback, useState } from 'react';
import { useAsyncData } from '@/hooks/use-async-data';
import type { EventItem } from '@/lib/event-item';
import { currentUid } from '@/lib/firebase';
import { EventGrid } from './event-grid';
import { titleOf } from './event-list-source';
import { snapshotFits, useFirstPaint, useSnapshotWriter } from './list-first-paint';
import { sortEvents, type EventListFilters } from './event-filters';
import { useLiveCountryEvents, type LiveEvents } from './use-live-country-events';

export interface SourceProps {
  search: string;
  filters: EventListFilters;
  tenants: ReadonlyMap<string, Tenant>;
  newEventFor: string | null;
  onClearFilters: () => void;
}

/** A country's events, live from Firestore a page at a time (all of them while searching by name). */
export function CountryEvents({ tenantId, ...props }: SourceProps & { tenantId: string }) {
  const [pages, setPages] = useState(1);
  const filterKey = `${props.filters.when}|${props.filters.from}|${props.filters.to}`;
  const [pagesKey, setPagesKey] = useState(filterKey);
  if (pagesKey !== filterKey) {
    setPagesKey(filterKey);
    setPages(1);
  }
  const searching = props.search.trim() !== '';
  // Auth has named the user (the rights are read after): the snapshot is drawn meanwhile.
  const uid = currentUid();
  const fits = snapshotFits(props.filters, props.search);
  const tenant = props.tenants.get(tenantId);
  const reading = useLiveCountryEvents(tenantId, props.filters, pages, searching);
  // A returning visit draws the cards it last drew at once, until the live list answers.
  const { live } = useFirstPaint(uid, tenantId, reading, fits);
  useSnapshotWriter(
    uid,
    tenantId,
    tenant ? titleOf({ kind: 'country', tenantId }, props.tenants) : null,
    reading,
    fits,
  );
  const ready = live.status === 'ready';
  const more = ready && !!live.more;
  const busy = ready && !!live.loadingMore;
  const showMore = useCallback(() => setPages((current) => current + 1), []);
  return <EventGrid live={live} paged={searching ? undefined : { more, busy, showMore }} {...props} />;
}

/** A list read once through the API: upcoming, the main search's, or one's own. */
export function LoadedEvents({ load, ...props }: SourceProps & { load: () => Promise<EventItem[]> }) {
  const [data] = useAsyncData(load);
  const live: LiveEvents =
    data.status === 'ready'
      ? { status: 'ready', events: sortEvents(data.data) }
      : data.status === 'error'
        ? { status: 'error', error: data.error }
        : data;
  return <EventGrid live={live} {...props} />;
}
