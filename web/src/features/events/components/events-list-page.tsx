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
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { useAsyncData } from '@/hooks/use-async-data';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { unreportedErrorText } from '@/lib/error-text';
import type { EventItem } from '@/lib/event-item';
import { useRights, type Rights } from '@/lib/rights';
import { readSelectedTenant } from '@/lib/selected-tenant';
import { deleteEvent } from '../api/delete-event';
import { getOwnEvents, getUpcomingEvents, searchAllEvents } from '../api/list-events';
import { eventHasPassed, filterEventsByName, sortEvents } from '../lib/event-filters';
import { useLiveCountryEvents, type LiveEvents } from '../lib/use-live-country-events';
import { EventCard } from './event-card';

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

function EventGrid({ live, search, tenants }: { live: LiveEvents; search: string; tenants: ReadonlyMap<string, Tenant> }) {
  const rights = useRights();
  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const [message, setMessage] = useState<string | null>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());

  const remove = async (event: EventItem) => {
    const ok = await confirm('Delete event', `Are you sure you want to delete ${event.name}? Everything that belongs to it is deleted too.`);
    if (!ok) return;
    setMessage(null);
    try {
      await overlay.run(OVERLAYS.deleting, () => deleteEvent(event.id));
      // Live lists drop it by themselves; the lists read once through the API need telling.
      setRemoved((current) => new Set(current).add(event.id));
      toast.info(TOASTS.eventDeleted);
    } catch (error) {
      setMessage(unreportedErrorText(error));
    }
  };

  const matching = useMemo(
    () => (live.status === 'ready' ? filterEventsByName(live.events, search).filter((event) => !removed.has(event.id)) : []),
    [live, search, removed],
  );
  const progress = useProgressiveCount(matching.length, EVENT_LIST_BATCH, search);

  if (live.status === 'loading') return <PageSpinner label="Loading the events" />;
  if (live.status === 'error') return <Alert severity="error">{live.error}</Alert>;
  const now = new Date();
  const shown = matching.slice(0, progress.shown);
  return (
    <Stack spacing={2}>
      {message ? (
        <Alert severity="error" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      ) : null}
      {matching.length === 0 ? (
        <Alert severity="info">{search.trim() ? `No event matches “${search.trim()}”.` : 'There are no events to show.'}</Alert>
      ) : (
        <Box
          component="section"
          aria-label="Events"
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
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
      {progress.shown < matching.length ? (
        <Stack ref={progress.sentinelRef} spacing={1} sx={{ alignItems: 'center', py: 2 }}>
          <Typography variant="body2" color="text.secondary" role="status">
            Showing {progress.shown} of {matching.length} events
          </Typography>
          <Button variant="outlined" onClick={progress.showMore}>
            Show more events
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

function CountryEvents({ tenantId, search, tenants }: { tenantId: string; search: string; tenants: ReadonlyMap<string, Tenant> }) {
  return <EventGrid live={useLiveCountryEvents(tenantId)} search={search} tenants={tenants} />;
}

function LoadedEvents({ load, search, tenants }: { load: () => Promise<EventItem[]>; search: string; tenants: ReadonlyMap<string, Tenant> }) {
  const [data] = useAsyncData(load);
  const live: LiveEvents =
    data.status === 'ready' ? { status: 'ready', events: sortEvents(data.data) } : data.status === 'error' ? { status: 'error', error: data.error } : data;
  return <EventGrid live={live} search={search} tenants={tenants} />;
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
  const [params] = useSearchParams();
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
  const load = useCallback((): Promise<EventItem[]> => {
    if (kind === 'search') return searchAllEvents(sourceKey);
    if (kind === 'upcoming') return getUpcomingEvents();
    return getOwnEvents();
  }, [kind, sourceKey]);

  const newEventFor = rights.isAdminOfAnyTenant
    ? newEventTenant(rights, source.kind === 'country' ? source.tenantId : null, readSelectedTenant())
    : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, rowGap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {titleOf(source, tenants)}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
          <TextField
            label="Search by name"
            type="search"
            size="small"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ width: { xs: '100%', sm: 280 } }}
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
      {source.kind === 'country' ? (
        <CountryEvents key={source.tenantId} tenantId={source.tenantId} search={search} tenants={tenants} />
      ) : (
        <LoadedEvents key={`${source.kind}:${sourceKey}`} load={load} search={search} tenants={tenants} />
      )}
    </Container>
  );
}
