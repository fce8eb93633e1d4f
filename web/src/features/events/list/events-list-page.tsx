import { adminTenantIds, EVENT_LIST_BATCH, GLOBAL_TENANT_LOCALE, OVERLAYS, TOASTS, type Tenant } from '@contract';
import Add from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { paths } from '@/config/paths';
import { useAsyncData } from '@/hooks/use-async-data';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { unreportedErrorText } from '@/lib/error-text';
import type { EventItem } from '@/lib/event-item';
import { useRights, type Rights } from '@/lib/rights';
import { readSelectedTenant } from '@/lib/selected-tenant';
import {
  eventHasPassed,
  filterEventsByName,
  matchesListFilters,
  readListFilters,
  sortEvents,
  writeListFilters,
  type EventListFilters,
} from './event-filters';
import { useLiveCountryEvents, type LiveEvents } from './use-live-country-events';
import { EventCard } from './event-card';
import { EventDayList } from './event-day-list';
import { EventListControls, EventListSkeleton } from './event-list-controls';

/*
 * The API's calls are loaded when first made: a country's list reads Firestore only, and the API table
 * would bring every endpoint's zod schema to build at start-up (issue 17).
 */
const loadListCalls = () => import('./list-events');
const loadDeleteEvent = () => import('./delete-event');

/** Which list the address asks for (spec §2): a country's, upcoming, the main search's, or one's own. */
export type EventListSource =
  | { kind: 'country'; tenantId: string }
  | { kind: 'upcoming' }
  | { kind: 'search'; text: string }
  | { kind: 'own' };

export function eventListSource(params: URLSearchParams, upcomingRoute: boolean): EventListSource {
  const q = params.get('q')?.trim();
  if (q) return { kind: 'search', text: q };
  const t = params.get('t')?.trim();
  if (t && t !== '0') return { kind: 'country', tenantId: t };
  if (upcomingRoute || params.get('m') === '1') return { kind: 'upcoming' };
  return { kind: 'own' };
}

/** The country a new event goes to: the listed one, the selected one, or the first one administered. */
export function newEventTenant(rights: Pick<Rights, 'isAdminOf' | 'principal'>, listed: string | null, selected: string | null): string | null {
  if (listed && rights.isAdminOf(listed)) return listed;
  if (selected && rights.isAdminOf(selected)) return selected;
  return adminTenantIds(rights.principal).find((id) => id !== GLOBAL_TENANT_LOCALE) ?? null;
}

/** Draws the next part of a list as the reader nears its end: `onVisible` runs when the sentinel shows. */
function useSentinel(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    // Half a screen ahead: the next events are read before the reader reaches the end.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisible();
    }, { rootMargin: '0px 0px 50% 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [onVisible, enabled]);
  return ref;
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

interface GridProps {
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

function EventGrid({ live, search, filters, tenants, paged, newEventFor, onClearFilters }: GridProps) {
  const rights = useRights();
  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const [message, setMessage] = useState<string | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  // One "now" per list, so that a card's Passed overlay and the filters agree while it is open.
  const [now] = useState(() => new Date());

  const remove = async (event: EventItem) => {
    const ok = await confirm('Delete event', `Are you sure you want to delete ${event.name}? Everything that belongs to it is deleted too.`);
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
  };

  const matching = useMemo(
    () =>
      live.status === 'ready'
        ? filterEventsByName(live.events, search).filter((event) => !removed.has(event.id) && (paged || matchesListFilters(event, filters, now)))
        : [],
    [live, search, removed, paged, filters, now],
  );
  const progress = useProgressiveCount(matching.length, EVENT_LIST_BATCH, `${search}|${filters.when}|${filters.from}|${filters.to}`);
  const pager: Pager = paged
    ? { shown: matching.length, total: null, more: paged.more, busy: paged.busy, showMore: paged.showMore }
    : { shown: progress.shown, total: matching.length, more: progress.shown < matching.length, busy: false, showMore: progress.showMore };
  const sentinelRef = useSentinel(pager.showMore, pager.more && !pager.busy);

  if (live.status === 'loading') return <EventListSkeleton view={filters.view} />;
  if (live.status === 'error') return <Alert severity="error">{live.error}</Alert>;
  const shown = matching.slice(0, pager.shown);
  const filtered = filters.when !== 'all' || filters.from !== null || filters.to !== null;
  return (
    <Stack spacing={2}>
      {message ? (
        <Alert severity="error" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      ) : null}
      {matching.length === 0 ? (
        <EmptyList search={search.trim()} filtered={filtered} newEventFor={newEventFor} onClearFilters={onClearFilters} />
      ) : filters.view === 'list' ? (
        <EventDayList events={shown} tenants={tenants} now={now} />
      ) : (
        <Box
          component="section"
          aria-label="Events"
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, ...CARD_LINK_STRETCH }}
        >
          {shown.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              tenant={tenants.get(event.tenant_id) ?? null}
              passed={eventHasPassed(event, now)}
              canManage={rights.isAdminOf(event.tenant_id)}
              onDelete={(target) => void remove(target)}
            />
          ))}
        </Box>
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

/**
 * A card's name is its link; stretched over the card, a click or a middle-click anywhere on the card
 * opens the event like any link does, while Edit and Delete stay above it.
 */
const CARD_LINK_STRETCH = {
  '& > article h2 a::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
  '& > article h2 a:focus-visible': { outline: 'none' },
  '& > article:has(h2 a:focus-visible)': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
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

function EmptyList({ search, filtered, newEventFor, onClearFilters }: { search: string; filtered: boolean; newEventFor: string | null; onClearFilters: () => void }) {
  if (search) return <Alert severity="info">{`No event matches “${search}”. Try part of the name, or clear the search.`}</Alert>;
  if (filtered)
    return (
      <Alert severity="info" action={<Button color="inherit" size="small" onClick={onClearFilters}>Clear filters</Button>}>
        No event matches these filters.
      </Alert>
    );
  return (
    <Alert
      severity="info"
      action={
        newEventFor ? (
          <Button color="inherit" size="small" component={RouterLink} to={paths.main.events.editevent({ t: newEventFor })} startIcon={<Add />}>
            New event
          </Button>
        ) : undefined
      }
    >
      {newEventFor ? 'No events yet — create the first one with New event.' : 'No events yet. Look at another country with Go to country events, or come back later.'}
    </Alert>
  );
}

interface SourceProps {
  search: string;
  filters: EventListFilters;
  tenants: ReadonlyMap<string, Tenant>;
  newEventFor: string | null;
  onClearFilters: () => void;
}

function CountryEvents({ tenantId, ...props }: SourceProps & { tenantId: string }) {
  const [pages, setPages] = useState(1);
  const filterKey = `${props.filters.when}|${props.filters.from}|${props.filters.to}`;
  const [pagesKey, setPagesKey] = useState(filterKey);
  if (pagesKey !== filterKey) {
    setPagesKey(filterKey);
    setPages(1);
  }
  const searching = props.search.trim() !== '';
  const live = useLiveCountryEvents(tenantId, props.filters, pages, searching);
  const ready = live.status === 'ready';
  const more = ready && !!live.more;
  const busy = ready && !!live.loadingMore;
  const showMore = useCallback(() => setPages((current) => current + 1), []);
  return <EventGrid live={live} paged={searching ? undefined : { more, busy, showMore }} {...props} />;
}

function LoadedEvents({ load, ...props }: SourceProps & { load: () => Promise<EventItem[]> }) {
  const [data] = useAsyncData(load);
  const live: LiveEvents =
    data.status === 'ready' ? { status: 'ready', events: sortEvents(data.data) } : data.status === 'error' ? { status: 'error', error: data.error } : data;
  return <EventGrid live={live} {...props} />;
}

function titleOf(source: EventListSource, tenants: ReadonlyMap<string, Tenant>): string {
  switch (source.kind) {
    case 'country':
      return `${tenants.get(source.tenantId)?.country_name ?? source.tenantId.toUpperCase()} events`;
    case 'upcoming':
      return 'Upcoming events';
    case 'search':
      return `Search results for “${source.text}”`;
    case 'own':
      return 'My events';
  }
}

/** '/main/events/eventslist' and '/main/events/upcoming' (spec §2 Event list). */
export function EventsListPage() {
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  const changeFilters = (change: Partial<EventListFilters>) => setParams(writeListFilters(params, change), { replace: true });
  const clearFilters = () => changeFilters({ when: 'all', from: null, to: null });
  const { pathname } = useLocation();
  const rights = useRights();
  const liveTenants = useLiveTenants();
  const [search, setSearch] = useState('');
  const source = eventListSource(params, pathname.endsWith('/upcoming'));
  const sourceKey = source.kind === 'country' ? source.tenantId : source.kind === 'search' ? source.text : '';

  const tenants = useMemo(
    () => new Map(liveTenants.status === 'ready' ? liveTenants.tenants.map((tenant) => [tenant.id, tenant] as const) : []),
    [liveTenants],
  );
  const kind = source.kind;
  const load = useCallback(async (): Promise<EventItem[]> => {
    const calls = await loadListCalls();
    if (kind === 'search') return calls.searchAllEvents(sourceKey);
    if (kind === 'upcoming') return calls.getUpcomingEvents();
    return calls.getOwnEvents();
  }, [kind, sourceKey]);

  const newEventFor = rights.isAdminOfAnyTenant
    ? newEventTenant(rights, source.kind === 'country' ? source.tenantId : null, readSelectedTenant())
    : null;

  const sourceProps: SourceProps = { search, filters, tenants, newEventFor, onClearFilters: clearFilters };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      {/* gap, not spacing: Stack's spacing leaves a margin on the items that wrap to a new line. */}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {titleOf(source, tenants)}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, width: { xs: '100%', sm: 'auto' } }}>
          <TextField
            label="Search by name"
            type="search"
            size="small"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ flex: { xs: '1 1 200px', sm: '0 0 280px' } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          {newEventFor ? (
            <Button component={RouterLink} to={paths.main.events.editevent({ t: newEventFor })} variant="contained" startIcon={<Add />}>
              New event
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <EventListControls
        filters={filters}
        onChange={changeFilters}
        drafts={source.kind === 'country' ? rights.isAdminOf(source.tenantId) : rights.isAdminOfAnyTenant}
      />
      {source.kind === 'country' ? (
        <CountryEvents key={source.tenantId} tenantId={source.tenantId} {...sourceProps} />
      ) : (
        <LoadedEvents key={`${source.kind}:${sourceKey}`} load={load} {...sourceProps} />
      )}
    </Container>
  );
}
