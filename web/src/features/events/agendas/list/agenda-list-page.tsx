import { TOASTS, type Location, type Tag } from '@contract';
import Add from '@mui/icons-material/Add';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import ViewWeekOutlined from '@mui/icons-material/ViewWeekOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useContentDelete } from '@/features/events/shared/use-content-delete';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { useProgressiveCount } from '@/hooks/use-progressive-count';
import { useRights } from '@/lib/rights';
import { deleteAgenda } from '@/features/events/agendas/shared/agendas-api';
import { useLiveStars } from '@/features/events/agendas/attendee/programme-api';
import { viewerZone } from '@/features/events/agendas/shared/agenda-format';
import { agendaDays, clashesByAgenda, dayChipLabel, dayHeading, dayKey, filterAgendas, groupByDay, timezoneHint } from './agenda-list';
import { eventRunning, todayIfScheduled } from '@/features/events/agendas/attendee/my-agenda-model';
import { useNow } from '@/features/events/agendas/shared/use-now';
import { useLiveAgendas, type LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { AgendaCard } from './agenda-card';
import { JoinButton } from '@/features/events/agendas/attendee/join-button';
import { NowLine } from './now-line';
import { ProgrammeGrid } from './programme-grid';
import { SessionActions } from '@/features/events/agendas/attendee/session-actions';
import type { ImportTarget } from '@/features/events/agendas/import/agenda-import';

// The import (SheetJS and its preview) is loaded only when an editor opens it.
const AgendaImportDialog = lazy(() => import('@/features/events/agendas/import/agenda-import-dialog').then((module) => ({ default: module.AgendaImportDialog })));

// react-big-calendar is loaded only when the calendar is chosen, so the timeline stays light.
const AgendaCalendarView = lazy(() => import('./agenda-calendar-view'));

/** Cards drawn at once; the next ones follow as the reader scrolls. */
const TIMELINE_BATCH = 60;

export const EMPTY_PROGRAM = 'This event has no agendas yet';

const byText = (a: Tag, b: Tag) => a.text.localeCompare(b.text);
const byName = (a: Location, b: Location) => a.name.localeCompare(b.name);

/** The list's view, kept in the address (spec §2's mode flag m: 1 is the calendar; issue 29: 2 is by room). */
export type AgendaView = 'timeline' | 'calendar' | 'rooms';

const VIEW_FLAGS: Record<AgendaView, string | null> = { timeline: null, calendar: '1', rooms: '2' };
const viewOf = (flag: string | null): AgendaView => (flag === '1' ? 'calendar' : flag === '2' ? 'rooms' : 'timeline');

function TimelineSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading the agendas">
      <Skeleton variant="text" width={220} height={32} />
      {[0, 1, 2].map((key) => (
        <Card key={key}>
          <CardContent>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="60%" height={32} />
            <Skeleton variant="text" width="90%" />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Skeleton variant="rounded" width={72} height={24} />
              <Skeleton variant="rounded" width={72} height={24} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function EmptyProgram({ canEdit, newPath }: { canEdit: boolean; newPath: string }) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <CalendarMonthOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1 }}>
          {EMPTY_PROGRAM}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: canEdit ? 2 : 0 }}>
          {canEdit ? 'Add the first session with New agenda: its name, times, room and tags.' : 'The organizers have not published the programme yet. Check back later.'}
        </Typography>
        {canEdit ? (
          <Button component={RouterLink} to={newPath} variant="contained" startIcon={<Add />}>
            New agenda
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

interface TimelineProps {
  agendas: LiveAgenda[];
  resetKey: string;
  renderCard: (agenda: LiveAgenda) => ReactNode;
  /** While the event runs: today's day key and now, for the now line (issue 29 item 3). */
  today?: { day: string; now: number } | null;
}

/** The agendas by day, a batch of cards at a time; today's day has a now line, scrolled to at first. */
function Timeline({ agendas, resetKey, renderCard, today }: TimelineProps) {
  const { shown, showMore, sentinelRef } = useProgressiveCount(agendas.length, TIMELINE_BATCH, resetKey);
  const groups = useMemo(() => groupByDay(agendas.slice(0, shown)), [agendas, shown]);
  return (
    <Stack spacing={3}>
      {groups.map((group) => (
        <Box component="section" key={group.day} aria-label={dayHeading(group.day)}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, color: 'text.secondary', mb: 1.5 }}>
            {dayHeading(group.day)}
          </Typography>
          <Stack spacing={1.5} sx={{ borderLeft: 3, borderColor: 'divider', pl: { xs: 1.5, sm: 2 } }}>
            {today && group.day === today.day ? withNowLine(group.agendas, today.now, renderCard) : group.agendas.map(renderCard)}
          </Stack>
        </Box>
      ))}
      {shown < agendas.length ? (
        <Box ref={sentinelRef} sx={{ textAlign: 'center' }}>
          <Button onClick={showMore}>Show more ({agendas.length - shown} left)</Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The cards with the now line before the first one still to start (after them all once all started). */
function withNowLine(agendas: LiveAgenda[], now: number, renderCard: (agenda: LiveAgenda) => ReactNode): ReactNode[] {
  const at = agendas.findIndex((agenda) => agenda.start > now);
  const cards = agendas.map(renderCard);
  cards.splice(at < 0 ? cards.length : at, 0, <NowLine key="now-line" now={now} zone={viewerZone()} scrollIntoView />);
  return cards;
}

/**
 * '/main/event/agendalist?e&t[&m=1|2]' (spec §2 Agenda list), the event's landing page: the programme
 * live from Firestore, as a timeline of cards, a calendar or a grid by room (issue 29), searchable by
 * name and by day. While the event runs, the list opens on today with a now line.
 */
export function AgendaListPage() {
  const { event, canEdit } = useCurrentEvent();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('m'));
  const live = useLiveAgendas(event.id);
  const stars = useLiveStars(event.id, useRights().uid);
  const liveTags = useLiveChildren(event.id, 'tags', byText);
  const liveLocations = useLiveChildren(event.id, 'locations', byName);
  const { remove, message, clearMessage } = useContentDelete(TOASTS.agendaDeleted);
  const [search, setSearch] = useState('');
  // undefined: not chosen yet (a running event then opens on today); null: all days.
  const [day, setDay] = useState<string | null | undefined>(undefined);
  const now = useNow();
  const [importing, setImporting] = useState(false);
  const deferredSearch = useDeferredValue(search);
  const ids = { e: event.id, t: event.tenant_id };
  const newPath = paths.main.event.agendas.editagenda(ids);

  const agendas = useMemo(() => (live.status === 'ready' ? live.data : []), [live]);
  const tags = useMemo(() => new Map((liveTags.status === 'ready' ? liveTags.items : []).map((tag) => [tag.id, tag])), [liveTags]);
  const locations = useMemo(() => new Map((liveLocations.status === 'ready' ? liveLocations.items : []).map((location) => [location.id, location.name])), [liveLocations]);
  const days = useMemo(() => agendaDays(agendas), [agendas]);
  const running = eventRunning(event, now);
  const today = running ? todayIfScheduled(days, now, dayKey) : null;
  // A chosen day that no longer has agendas (the last one was moved or deleted) falls back to all days;
  // before any choice a running event shows today.
  const chosenDay = day === undefined ? today : day && days.includes(day) ? day : null;
  // The grid draws one day: the chosen one, else today, else the first.
  const gridDay = chosenDay ?? today ?? days[0] ?? null;
  const shown = useMemo(() => filterAgendas(agendas, { search: deferredSearch, day: chosenDay }), [agendas, deferredSearch, chosenDay]);
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
  // "Passed" is read again on every drawing (each live change of the list, and each minute).
  const nowDate = new Date(now);
  const locationName = (id: string) => locations.get(id) ?? null;

  const setView = (next: AgendaView) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const flag = VIEW_FLAGS[next];
        if (flag) updated.set('m', flag);
        else updated.delete('m');
        return updated;
      },
      { replace: false },
    );
  };

  const renderCard = (agenda: LiveAgenda) => (
    <AgendaCard
      key={agenda.id}
      agenda={agenda}
      tags={tags}
      locationName={locationName}
      clashes={clashes.get(agenda.id) ?? []}
      eventZone={event.timezone}
      overviewPath={paths.main.event.agendas.overview({ ...ids, a: agenda.id })}
      editPath={canEdit ? paths.main.event.agendas.editagenda({ ...ids, a: agenda.id }) : undefined}
      onDelete={
        canEdit ? () => void remove('Delete agenda', `Are you sure you want to delete the agenda ${agenda.name}?`, () => deleteAgenda(event.id, agenda.id)) : undefined
      }
      now={nowDate}
      join={<JoinButton agenda={agenda} dense />}
      actions={<SessionActions eventId={event.id} agendaId={agenda.id} name={agenda.name} starred={stars.has(agenda.id)} />}
    />
  );

  let body: ReactNode;
  if (live.status === 'loading') body = <TimelineSkeleton />;
  else if (live.status === 'error') body = <Alert severity="error">{live.error}</Alert>;
  else if (agendas.length === 0) body = <EmptyProgram canEdit={canEdit} newPath={newPath} />;
  else if (view === 'calendar') {
    body = (
      <Suspense fallback={<Skeleton variant="rounded" height={640} aria-label="Loading the calendar" />}>
        <AgendaCalendarView
          agendas={shown}
          tags={tags}
          eventStart={event.start}
          focusDay={chosenDay}
          openOnNow={running}
          onByRoom={() => setView('rooms')}
          overviewPath={(agendaId) => paths.main.event.agendas.overview({ ...ids, a: agendaId })}
        />
      </Suspense>
    );
  } else if (view === 'rooms' && gridDay && liveLocations.status !== 'ready') {
    // The columns are the rooms: drawn once their names are known.
    body = <Skeleton variant="rounded" height={480} aria-label="Loading the rooms" />;
  } else if (view === 'rooms' && gridDay) {
    body = (
      <ProgrammeGrid
        agendas={filterAgendas(agendas, { search: deferredSearch, day: null })}
        locations={liveLocations.status === 'ready' ? liveLocations.items : []}
        day={gridDay}
        zone={viewerZone()}
        now={now}
        overviewPath={(agendaId) => paths.main.event.agendas.overview({ ...ids, a: agendaId })}
      />
    );
  } else if (shown.length === 0) {
    body = (
      <Alert
        severity="info"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setSearch('');
              setDay(null);
            }}
          >
            Show all
          </Button>
        }
      >
        No agenda matches {search.trim() ? `“${search.trim()}”` : 'this day'}. Try another name or day.
      </Alert>
    );
  } else {
    body = <Timeline agendas={shown} resetKey={`${deferredSearch}|${chosenDay ?? ''}`} renderCard={renderCard} today={today ? { day: today, now } : null} />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2, gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Program
        </Typography>
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
          <AgendaImportDialog eventId={event.id} target={importTarget} locationName={locationName} onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <ToggleButtonGroup
          // The unselected button in text colour: MUI's default grey is too faint (WCAG AA).
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
          value={view}
          exclusive
          size="small"
          aria-label="View"
          onChange={(_, next: AgendaView | null) => {
            if (next) setView(next);
          }}
        >
          <ToggleButton value="timeline" aria-label="Timeline">
            <ViewAgendaOutlined fontSize="small" sx={{ mr: 0.75 }} />
            Timeline
          </ToggleButton>
          <ToggleButton value="calendar" aria-label="Calendar">
            <CalendarMonthOutlined fontSize="small" sx={{ mr: 0.75 }} />
            Calendar
          </ToggleButton>
          <ToggleButton value="rooms" aria-label="By room">
            <ViewWeekOutlined fontSize="small" sx={{ mr: 0.75 }} />
            By room
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          type="search"
          label="Search by name"
          value={search}
          onChange={(change) => setSearch(change.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>

      {days.length > 0 ? (
        <Stack component="ul" aria-label="Days" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {(view === 'rooms' ? days : [null, ...days]).map((key) => {
            // The grid always draws one day: its chip is the one shown selected.
            const selected = (view === 'rooms' ? gridDay : chosenDay) === key;
            return (
              <li key={key ?? 'all'}>
                <Chip
                  label={key ? dayChipLabel(key) : 'All days'}
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  aria-pressed={selected}
                  onClick={() => setDay(key)}
                />
              </li>
            );
          })}
        </Stack>
      ) : null}

      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary', mb: 3 }}>
        <PublicOutlined fontSize="small" />
        <Typography variant="body2">{timezoneHint()}</Typography>
      </Stack>

      {message ? (
        <Alert severity="error" onClose={clearMessage} sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      {body}
    </Container>
  );
}
