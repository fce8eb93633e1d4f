import Add from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { OutlinedField } from '@/components/form/outlined-field';
import { paths } from '@/config/paths';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import type { EventItem } from '@/lib/event-item';
import { currentUid } from '@/lib/firebase';
import { useRights } from '@/lib/rights';
import { readListSnapshot } from '@/lib/list-snapshot';
import { readSelectedTenant } from '@/lib/selected-tenant';
import { readListFilters, writeListFilters, type EventListFilters } from './event-filters';
import { EventListControls } from './event-list-controls';
import { eventListSource, newEventTenant, titleOf, unknownCountryOf } from './event-list-source';
import { CountryEvents, LoadedEvents, type SourceProps } from './event-list-sources';

// A mistyped country code is rare: its page (the problem card, its icons) loads only when one is opened,
// not with every list.
const UnknownCountry = lazy(() => import('./unknown-country').then((module) => ({ default: module.UnknownCountry })));

/*
 * The API's calls are loaded when first made: a country's list reads Firestore only, and the API table
 * would bring every endpoint's zod schema to build at start-up.
 */
const loadListCalls = () => import('./list-events');

/** '/main/events/eventslist' and '/main/events/upcoming' (docs/product.md §2 Event list). */
export function EventsListPage() {
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  const changeFilters = (change: Partial<EventListFilters>) =>
    setParams(writeListFilters(params, change), { replace: true });
  const clearFilters = () => changeFilters({ when: 'all', from: null, to: null });
  const { pathname } = useLocation();
  const rights = useRights();
  const uid = currentUid();
  const liveTenants = useLiveTenants();
  const [search, setSearch] = useState('');
  // The box shows each keystroke at once; the list follows in a render of its own, which React interrupts
  // for the next keystroke (docs/benchmarks.md, the filter).
  const listSearch = useDeferredValue(search);
  const source = eventListSource(params, pathname.endsWith('/upcoming'));
  const sourceKey = source.kind === 'country' ? source.tenantId : source.kind === 'search' ? source.text : '';

  const tenants = useMemo(
    () =>
      new Map(liveTenants.status === 'ready' ? liveTenants.tenants.map((tenant) => [tenant.id, tenant] as const) : []),
    [liveTenants],
  );
  const kind = source.kind;
  const load = useCallback(async (): Promise<EventItem[]> => {
    const calls = await loadListCalls();
    if (kind === 'search') return calls.searchAllEvents(sourceKey);
    if (kind === 'upcoming') return calls.getUpcomingEvents();
    return calls.getOwnEvents();
  }, [kind, sourceKey]);

  // Until the country is read, the heading of the list snapshot drawn meanwhile, not "FR events".
  const snapshotTitle = useMemo(
    () => (source.kind === 'country' ? readListSnapshot(uid, source.tenantId)?.title : undefined),
    [uid, sourceKey], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const title =
    (source.kind === 'country' && !tenants.has(source.tenantId) && snapshotTitle) || titleOf(source, tenants);

  const newEventFor = rights.isAdminOfAnyTenant
    ? newEventTenant(rights, source.kind === 'country' ? source.tenantId : null, readSelectedTenant())
    : null;

  const sourceProps: SourceProps = { search: listSearch, filters, tenants, newEventFor, onClearFilters: clearFilters };
  const unknownCountry = unknownCountryOf(source, liveTenants);
  if (unknownCountry)
    return (
      <Suspense fallback={null}>
        <UnknownCountry code={unknownCountry} />
      </Suspense>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      {/* gap, not spacing: Stack's spacing leaves a margin on the items that wrap to a new line. */}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, gap: 2 }}
      >
        <Typography variant="h1">{title}</Typography>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, width: { xs: '100%', sm: 'auto' } }}
        >
          <OutlinedField
            label="Search by name"
            type="search"
            size="small"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ flex: { xs: '1 1 200px', sm: '0 0 280px' } }}
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            }
          />
          {newEventFor ? (
            <Button
              component={RouterLink}
              to={paths.main.events.editevent({ t: newEventFor })}
              variant="contained"
              startIcon={<Add />}
            >
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
