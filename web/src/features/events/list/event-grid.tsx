import { EVENT_LIST_BATCH, OVERLAYS, TOASTS, type Tenant } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { DELETE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { useAfterFirstCommit } from '@/hooks/use-after-first-commit';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { unreportedErrorText } from '@/lib/error-text';
import type { EventItem } from '@/lib/event-item';
import { useRights } from '@/lib/rights';
import { EmptyEventList } from './empty-event-list';
import { EventCard } from './event-card';
import { EventDayList } from './event-day-list';
import { eventHasPassed, filterEventsByName, matchesListFilters, type EventListFilters } from './event-filters';
import { EventListSkeleton } from './event-list-controls';
import type { LiveEvents } from './use-live-country-events';
import { useSentinel } from './use-sentinel';

// Loaded when first used: a country's list reads Firestore only, and the API table would bring every
// endpoint's zod schema to build at start-up.
const loadDeleteEvent = () => import('./delete-event');

/**
 * Cards (or lines of the list view) drawn in the list's first commit: at least the first screen of a desktop,
 * four rows of three. The rest of the batch follows in a transition of its own, so that the commit that first
 * draws cards — on a returning visit, the one that draws the frame and replaces the pre-paint — is not one
 * long task on a phone's CPU.
 */
export const FIRST_COMMIT_CARDS = 12;

/**
 * How many of `shown` to draw: FIRST_COMMIT_CARDS in the commit that first draws cards (from the snapshot or
 * the live list, whichever comes first), all of them from the next one.
 */
export function useFirstCommitFirst(shown: number): number {
  const all = useAfterFirstCommit(shown > 0);
  return all ? shown : Math.min(shown, FIRST_COMMIT_CARDS);
}

/** How the list grows: a page read from Firestore at a time, or a batch drawn at a time of a list already read. */
interface Pager {
  shown: number;
  /** All the matching events are known (a loaded list): "Showing 24 of 80 events". */
  total: number | null;
  more: boolean;
  busy: boolean;
  showMore: () => void;
}

export interface GridProps {
  live: LiveEvents;
  search: string;
  filters: EventListFilters;
  tenants: ReadonlyMap<string, Tenant>;
  /** The list pages through Firestore itself (a country's live list without a search). */
  paged?: { more: boolean; busy: boolean; showMore: () => void };
  /** Where a new event goes, for the empty state's "New event"; null for those who may not create one. */
  newEventFor: string | null;
  onClearFilters: () => void;
}

/** The matching events as cards or by day, growing as the reader scrolls; Delete for the country's admins. */
export function EventGrid({ live, search, filters, tenants, paged, newEventFor, onClearFilters }: GridProps) {
  const rights = useRights();
  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const [message, setMessage] = useState<string | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  // One "now" per list, so that a card's Passed overlay and the filters agree while it is open.
  const [now] = useState(() => new Date());

  // One handler for the grid's life, so that the memoized cards are not drawn again on each keystroke.
  const remove = useCallback(
    async (event: EventItem) => {
      const ok = await confirm(
        'Delete event',
        `Are you sure you want to delete ${event.name}? Everything that belongs to it is deleted too.`,
        DELETE_ACTION,
      );
      if (!ok) return;
      setMessage(null);
      try {
        await overlay.run(OVERLAYS.deleting, async () => (await loadDeleteEvent()).deleteEvent(event.id));
        // Live lists drop it by themselves; the lists read once through the API need telling.
        setRemoved((current) => new Set(current).add(event.id));
        toast.info(TOASTS.eventDeleted);
      } catch (error) {
        setMessage(unreportedErrorText(error));
      }
    },
    [confirm, overlay, toast],
  );
  const onDelete = useCallback((target: EventItem) => void remove(target), [remove]);

  const pagedList = paged !== undefined;
  // The events under the search and filters, once per change of these (not per render).
  const matching = useMemo(
    () =>
      live.status === 'ready'
        ? filterEventsByName(live.events, search).filter(
            (event) => !removed.has(event.id) && (pagedList || matchesListFilters(event, filters, now)),
          )
        : [],
    // The filters object is rebuilt from the address on each render; its fields are what count.
    [live, search, removed, pagedList, filters.when, filters.from, filters.to, now], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const progress = useProgressiveCount(
    matching.length,
    EVENT_LIST_BATCH,
    `${search}|${filters.when}|${filters.from}|${filters.to}`,
  );
  const pager: Pager = paged
    ? { shown: matching.length, total: null, more: paged.more, busy: paged.busy, showMore: paged.showMore }
    : {
        shown: progress.shown,
        total: matching.length,
        more: progress.shown < matching.length,
        busy: false,
        showMore: progress.showMore,
      };
  const sentinelRef = useSentinel(pager.showMore, pager.more && !pager.busy);
  const drawn = useFirstCommitFirst(pager.shown);

  if (live.status === 'loading') return <EventListSkeleton view={filters.view} />;
  if (live.status === 'error') return <Alert severity="error">{live.error}</Alert>;
  const shown = matching.slice(0, drawn);
  const filtered = filters.when !== 'all' || filters.from !== null || filters.to !== null;
  return (
    <Stack spacing={2}>
      {message ? (
        <Alert severity="error" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      ) : null}
      {matching.length === 0 ? (
        <EmptyEventList
          search={search.trim()}
          filtered={filtered}
          newEventFor={newEventFor}
          onClearFilters={onClearFilters}
        />
      ) : filters.view === 'list' ? (
        <EventDayList events={shown} tenants={tenants} now={now} />
      ) : (
        <EventCardGrid
          events={shown}
          tenants={tenants}
          now={now}
          canManage={(event) => rights.isAdminOf(event.tenant_id)}
          onDelete={onDelete}
        />
      )}
      {pager.more && matching.length > 0 ? (
        <Stack ref={sentinelRef} spacing={1} sx={{ alignItems: 'center', py: 2 }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {pager.total === null ? `Showing ${pager.shown} events` : `Showing ${pager.shown} of ${pager.total} events`}
          </Typography>
          <Button variant="outlined" onClick={pager.showMore} loading={pager.busy}>
            Show more events
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The events as cards, in a grid of one to three columns. */
function EventCardGrid({
  events,
  tenants,
  now,
  canManage,
  onDelete,
}: {
  events: EventItem[];
  tenants: ReadonlyMap<string, Tenant>;
  now: Date;
  canManage: (event: EventItem) => boolean;
  onDelete: (event: EventItem) => void;
}) {
  return (
    <Box
      component="section"
      aria-label="Events"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        ...CARD_LINK_STRETCH,
      }}
    >
      {events.map((event) => (
        <EventCard
          key={event.id}
          event={event}
          tenant={tenants.get(event.tenant_id) ?? null}
          passed={eventHasPassed(event, now)}
          canManage={canManage(event)}
          onDelete={onDelete}
        />
      ))}
    </Box>
  );
}

/**
 * A card's name is its link; stretched over the card, a click or a middle-click anywhere on the card
 * opens the event like any link does, while Edit and Delete stay above it.
 */
const CARD_LINK_STRETCH = {
  '& > article h2 a::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
  '& > article h2 a:focus-visible': { outline: 'none' },
  '& > article:has(h2 a:focus-visible)': {
    outline: 2,
    outlineStyle: 'solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
  },
  '& > article .MuiCardActions-root': { position: 'relative', zIndex: 2 },
  // Long names, addresses and words stay within the card: two lines each, words broken where needed.
  '& > article': { position: 'relative', minWidth: 0, overflowWrap: 'anywhere' },
  '& > article h2, & > article [data-testid="PlaceOutlinedIcon"] + p': {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
} as const;
