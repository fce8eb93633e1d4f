import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CenteredSpinner } from '@/components/centered-spinner';
import { eventFromSnapshot, type EventItem } from '@/lib/event-item';
import { localDataOwner, readListSnapshot, writeListSnapshot, type ListSnapshot } from '@/lib/list-snapshot';
import { EventDayList } from './event-day-list';
import { readListFilters, writeListFilters, type EventListFilters } from './event-filters';
import { EventCardGrid } from './event-grid';
import { EventListControls } from './event-list-controls';
import { eventListSource } from './event-list-source';
import type { LiveEvents } from './use-live-country-events';

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

/** Keeps the first cards of the live list, once it has stayed still for a moment, for the next visit. */
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
    const timer = window.setTimeout(() => writeListSnapshot({ uid, tenantId, title, events }), WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [uid, tenantId, title, events]);
}

/**
 * A returning visit to a country's list, while Firebase Auth confirms the session and Firestore downloads
 * (the signed-in frame's fallback): the cards last drawn for the person this browser's local data belongs
 * to, under the list's heading and controls, with an empty bar where the app bar comes. Without a snapshot
 * that fits the address, a spinner as before.
 */
export function ListFirstPaint() {
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  const source = eventListSource(params, false);
  const [now] = useState(() => new Date());
  const [snapshot] = useState(() =>
    source.kind === 'country' ? readListSnapshot(localDataOwner(), source.tenantId) : null,
  );
  const events = useMemo(() => snapshot?.events.map(eventFromSnapshot) ?? [], [snapshot]);
  if (!snapshot || !snapshotFits(filters)) return <CenteredSpinner />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" component="div">
        <Toolbar />
      </AppBar>
      <Box component="main" sx={{ flex: 1 }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', minHeight: 40, mb: 3 }}>
            <Typography variant="h1">{snapshot.title}</Typography>
          </Stack>
          <EventListControls
            filters={filters}
            onChange={(change) => setParams(writeListFilters(params, change), { replace: true })}
            drafts={false}
          />
          {filters.view === 'list' ? (
            <EventDayList events={events} tenants={new Map()} now={now} />
          ) : (
            <EventCardGrid
              events={events}
              tenants={new Map()}
              now={now}
              canManage={() => false}
              onDelete={() => undefined}
            />
          )}
        </Container>
      </Box>
    </Box>
  );
}
