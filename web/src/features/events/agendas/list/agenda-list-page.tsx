import {
  CONFIRMATIONS,
  PROGRAMME_SEARCH_TEXTS,
  TOASTS,
  type AgendaClash,
  type Location,
  type Tag,
} from '@agenda/contract';
import Add from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAfterFirstCommit } from '@/hooks/use-after-first-commit';
import { useRights } from '@/lib/rights';
import { JoinButton } from '@/features/events/agendas/attendee/join-button';
import { eventRunning, todayIfScheduled } from '@/features/events/agendas/attendee/my-agenda-model';
import { useLiveStars } from '@/features/events/agendas/attendee/programme-api';
import { SessionActions } from '@/features/events/agendas/attendee/session-actions';
import type { ImportTarget } from '@/features/events/agendas/import/agenda-import';
import { touchTarget } from '@/components/a11y/touch-target';
import { viewerZone } from '@/lib/zoned-time';
import { deleteAgenda } from '@/features/events/agendas/shared/agendas-api';
import { useLiveAgendas, type LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { useNow } from '@/features/events/agendas/shared/use-now';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useContentDelete } from '@/features/events/shared/use-content-delete';
import { useEventParticipation } from '@/features/events/shared/use-event-participation';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { AgendaCard } from './agenda-card';
import { agendaDays, agendaSearchIndex, clashesByAgenda, dayChipLabel, dayKey, searchAgendas } from './agenda-list';
import { DayChips, TimezoneHint, VIEW_FLAGS, ViewAndSearch, viewOf, type AgendaView } from './agenda-list-controls';
import { prefetchCalendar, useCalendarView, usePrefetchWhenIdle } from './calendar-loading';
import { Timeline, TimelineSkeleton } from './agenda-timeline';
import { EmptyProgram } from './empty-program';
import { ProgrammeGrid } from './programme-grid';

// The import (SheetJS and its preview) is loaded only when an editor opens it.
const AgendaImportDialog = lazy(() =>
  import('@/features/events/agendas/import/agenda-import-dialog').then((module) => ({
    default: module.AgendaImportDialog,
  })),
);

/**
 * The search and the day live in the address beside the view (`?q=…&d=…`), so that back, forward and a
 * reload keep them: `d` is a day (YYYY-MM-DD, the viewer's zone) or `all`; without it a running event
 * opens on today.
 */
const SEARCH_PARAM = 'q';
const DAY_PARAM = 'd';
const ALL_DAYS = 'all';
/** The search reaches the address this long after the last keystroke (browsers limit history writes). */
const SEARCH_WRITE_MS = 300;

/** undefined: not chosen (a running event then opens on today); null: all days. */
const dayOfParam = (value: string | null): string | null | undefined =>
  value === null ? undefined : value === ALL_DAYS ? null : value;

const byText = (a: Tag, b: Tag) => a.text.localeCompare(b.text);
const byName = (a: Location, b: Location) => a.name.localeCompare(b.name);

/** The clashes of a card without any: one array, so that its memoized card sees no change. */
const NO_CLASHES: readonly AgendaClash[] = [];
/**
 * '/main/event/agendalist?e&t[&m=1|2]' (docs/product.md §2 Agenda list), the event's landing page: the programme
 * live from Firestore, as a timeline of cards, a calendar or a grid by room, searchable by
 * name and by day. While the event runs, the list opens on today with a now line.
 */
export function AgendaListPage() {
  const { event, canEdit } = useCurrentEvent();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('m'));
  const live = useLiveAgendas(event.id);
  const { uid } = useRights();
  const stars = useLiveStars(event.id, uid);
  // Read once for every card's Join: the timeline is drawn when it is known, so that the cards do not
  // grow by their membership line one after the other as it arrives (the layout shift).
  const participant = useEventParticipation(event.id, uid);
  const liveTags = useLiveChildren(event.id, 'tags', byText);
  const liveLocations = useLiveChildren(event.id, 'locations', byName);
  const { remove, message, clearMessage } = useContentDelete(TOASTS.agendaDeleted);
  const searchInAddress = params.get(SEARCH_PARAM) ?? '';
  const [search, setSearchText] = useState(searchInAddress);
  const day = dayOfParam(params.get(DAY_PARAM));
  // The search as last written to the address: another change of the address (back, forward) is taken in.
  const writtenSearch = useRef(searchInAddress);
  const searchWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (searchInAddress === writtenSearch.current) return;
    writtenSearch.current = searchInAddress;
    clearTimeout(searchWrite.current);
    setSearchText(searchInAddress);
  }, [searchInAddress]);
  useEffect(() => () => clearTimeout(searchWrite.current), []);
  // The address as last written here: two writes before the page has drawn the first (a search written as
  // a day is chosen) each keep the other's change, which the router's own params, read at the last
  // drawing, would not.
  const latestParams = useRef(params);
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  const setParam = useCallback(
    (name: string, value: string | null, replace: boolean) => {
      const updated = new URLSearchParams(latestParams.current);
      if (value === null || value === '') updated.delete(name);
      else updated.set(name, value);
      latestParams.current = updated;
      setParams(updated, { replace });
    },
    [setParams],
  );
  /** Typing: the field at once, the address (replaced, not one history entry per key) a moment later. */
  const setSearch = (next: string) => {
    setSearchText(next);
    clearTimeout(searchWrite.current);
    searchWrite.current = setTimeout(() => {
      writtenSearch.current = next;
      setParam(SEARCH_PARAM, next, true);
    }, SEARCH_WRITE_MS);
  };
  /** Clear the search: a step of its own in the history. */
  const clearSearch = () => {
    clearTimeout(searchWrite.current);
    setSearchText('');
    writtenSearch.current = '';
    setParam(SEARCH_PARAM, null, false);
  };
  const setDay = useCallback((next: string | null) => setParam(DAY_PARAM, next ?? ALL_DAYS, false), [setParam]);
  const now = useNow();
  const [importing, setImporting] = useState(false);
  const deferredSearch = useDeferredValue(search);
  const ids = { e: event.id, t: event.tenant_id };
  const newPath = paths.main.event.agendas.editagenda(ids);

  const agendas = useMemo(() => (live.status === 'ready' ? live.data : []), [live]);
  usePrefetchWhenIdle(live.status === 'ready' && live.data.length > 0);
  const CalendarView = useCalendarView(view === 'calendar');
  const tags = useMemo(
    () => new Map((liveTags.status === 'ready' ? liveTags.items : []).map((tag) => [tag.id, tag])),
    [liveTags],
  );
  const locations = useMemo(
    () =>
      new Map(
        (liveLocations.status === 'ready' ? liveLocations.items : []).map((location) => [location.id, location.name]),
      ),
    [liveLocations],
  );
  const days = useMemo(() => agendaDays(agendas), [agendas]);
  const running = eventRunning(event, now);
  const today = running ? todayIfScheduled(days, now, dayKey) : null;
  // A chosen day that no longer has agendas (the last one was moved or deleted) falls back to all days;
  // before any choice a running event shows today.
  const chosenDay = day === undefined ? today : day && days.includes(day) ? day : null;
  // The grid draws one day: the chosen one, else today, else the first.
  const gridDay = chosenDay ?? today ?? days[0] ?? null;
  const searchIndex = useMemo(() => agendaSearchIndex(agendas), [agendas]);
  const shown = useMemo(
    () => searchAgendas(searchIndex, { search: deferredSearch, day: chosenDay }),
    [searchIndex, deferredSearch, chosenDay],
  );
  const shownOnAllDays = useMemo(
    () => searchAgendas(searchIndex, { search: deferredSearch, day: null }),
    [searchIndex, deferredSearch],
  );
  const clashes = useMemo(() => clashesByAgenda(agendas), [agendas]);
  const importTarget = useMemo(
    (): ImportTarget => ({
      timezone: event.timezone,
      start: event.start,
      end: event.end,
      locations: liveLocations.status === 'ready' ? liveLocations.items : [],
      agendas,
    }),
    [event.timezone, event.start, event.end, liveLocations, agendas],
  );
  // "Passed" is read again each minute. The cards are memoized: everything they are handed
  // stays the same object until what it stands for changes.
  const nowDate = useMemo(() => new Date(now), [now]);
  const locationName = useCallback((id: string) => locations.get(id) ?? null, [locations]);
  // One function for the calendar and the grid: the calendar maps its sessions again when it changes.
  const overviewPath = useCallback(
    (agendaId: string) => paths.main.event.agendas.overview({ e: event.id, t: event.tenant_id, a: agendaId }),
    [event.id, event.tenant_id],
  );
  const onDelete = useCallback(
    (agenda: LiveAgenda) =>
      void remove('Delete agenda', CONFIRMATIONS.deleteAgenda(agenda.name), () => deleteAgenda(event.id, agenda.id)),
    [remove, event.id],
  );
  const join = useCallback(
    (agenda: LiveAgenda) => <JoinButton agenda={agenda} dense participant={participant} />,
    [participant],
  );
  const actions = useCallback(
    (agenda: LiveAgenda, starred: boolean) => (
      <SessionActions eventId={event.id} agendaId={agenda.id} name={agenda.name} starred={starred} />
    ),
    [event.id],
  );

  const setView = (next: AgendaView) => {
    // The chunk's download starts with the click, not once the switch has drawn its placeholder.
    if (next === 'calendar') prefetchCalendar();
    setParam('m', VIEW_FLAGS[next], false);
  };

  // Stable until what the cards show changes: a keystroke's first, urgent drawing (the search field's
  // text) then leaves the memoized timeline alone; the deferred one redraws the cards that changed.
  const renderCard = useCallback(
    (agenda: LiveAgenda) => (
      <AgendaCard
        key={agenda.id}
        agenda={agenda}
        tags={tags}
        locationName={locationName}
        clashes={clashes.get(agenda.id) ?? NO_CLASHES}
        eventZone={event.timezone}
        overviewPath={overviewPath(agenda.id)}
        editPath={
          canEdit ? paths.main.event.agendas.editagenda({ e: event.id, t: event.tenant_id, a: agenda.id }) : undefined
        }
        onDelete={canEdit ? onDelete : undefined}
        now={nowDate}
        starred={stars.has(agenda.id)}
        join={join}
        actions={actions}
      />
    ),
    [tags, locationName, clashes, event, overviewPath, canEdit, onDelete, nowDate, stars, join, actions],
  );
  const timelineToday = useMemo(() => (today ? { day: today, now } : null), [today, now]);

  // The page first, its programme in a transition after it (see useAfterFirstCommit).
  const programmeDrawn = useAfterFirstCommit(live.status !== 'loading' && participant !== null);

  let body: ReactNode;
  if (live.status === 'loading' || participant === null || !programmeDrawn) body = <TimelineSkeleton />;
  else if (live.status === 'error') body = <Alert severity="error">{live.error}</Alert>;
  else if (agendas.length === 0) body = <EmptyProgram canEdit={canEdit} newPath={newPath} />;
  else if (view === 'calendar') {
    body = CalendarView ? (
      <CalendarView
        agendas={shown}
        tags={tags}
        eventStart={event.start}
        focusDay={chosenDay}
        openOnNow={running}
        onByRoom={() => setView('rooms')}
        overviewPath={overviewPath}
      />
    ) : (
      <Skeleton variant="rounded" height={640} aria-label="Loading the calendar" />
    );
  } else if (view === 'rooms' && gridDay && liveLocations.status !== 'ready') {
    // The columns are the rooms: drawn once their names are known.
    body = <Skeleton variant="rounded" height={480} aria-label="Loading the rooms" />;
  } else if (view === 'rooms' && gridDay) {
    body = (
      <ProgrammeGrid
        agendas={shownOnAllDays}
        locations={liveLocations.status === 'ready' ? liveLocations.items : []}
        day={gridDay}
        zone={viewerZone()}
        now={now}
        overviewPath={overviewPath}
      />
    );
  } else if (shown.length === 0) {
    // The search covers every day: with none here, it says what the other days have, and each way out
    // keeps the rest (Show all days keeps the search, Clear the search keeps the day).
    const text = deferredSearch.trim();
    const elsewhere = shownOnAllDays.length;
    body = (
      <Alert
        severity="info"
        action={
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {chosenDay && elsewhere > 0 ? (
              <Button color="inherit" size="small" onClick={() => setDay(null)} sx={touchTarget}>
                {PROGRAMME_SEARCH_TEXTS.showAllDays}
              </Button>
            ) : null}
            {text ? (
              <Button color="inherit" size="small" onClick={clearSearch} sx={touchTarget}>
                {PROGRAMME_SEARCH_TEXTS.clearSearch}
              </Button>
            ) : null}
          </Stack>
        }
        sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
      >
        {chosenDay && text
          ? PROGRAMME_SEARCH_TEXTS.noMatchOnDay(text, dayChipLabel(chosenDay))
          : PROGRAMME_SEARCH_TEXTS.noMatch(text)}
        {chosenDay && elsewhere > 0 ? ` ${PROGRAMME_SEARCH_TEXTS.onOtherDays(elsewhere)}` : null}
      </Alert>
    );
  } else {
    const elsewhere = deferredSearch.trim() && chosenDay ? shownOnAllDays.length - shown.length : 0;
    body = (
      <>
        {elsewhere > 0 ? (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => setDay(null)} sx={touchTarget}>
                {PROGRAMME_SEARCH_TEXTS.showAllDays}
              </Button>
            }
          >
            {PROGRAMME_SEARCH_TEXTS.onOtherDays(elsewhere)}
          </Alert>
        ) : null}
        <Timeline
          agendas={shown}
          resetKey={`${deferredSearch}|${chosenDay ?? ''}`}
          renderCard={renderCard}
          today={timelineToday}
        />
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2, gap: 2 }}
      >
        <Typography variant="h1">Program</Typography>
        {canEdit ? (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)}>
              Import event
            </Button>
            <Button component={RouterLink} to={newPath} variant="contained" startIcon={<Add />}>
              New agenda
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {canEdit && importing ? (
        <Suspense fallback={null}>
          <AgendaImportDialog
            eventId={event.id}
            target={importTarget}
            locationName={locationName}
            onClose={() => setImporting(false)}
          />
        </Suspense>
      ) : null}

      <ViewAndSearch
        view={view}
        onView={setView}
        search={search}
        onSearch={setSearch}
        onCalendarIntent={prefetchCalendar}
      />
      {/* The grid always draws one day: its chip is the one shown selected. */}
      <DayChips
        days={live.status === 'loading' || participant === null ? null : days}
        withAllDays={view !== 'rooms'}
        selected={view === 'rooms' ? gridDay : chosenDay}
        onDay={setDay}
      />
      <TimezoneHint eventZone={event.timezone} now={now} />

      {message ? (
        <Alert severity="error" onClose={clearMessage} sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      {body}
    </Container>
  );
}
