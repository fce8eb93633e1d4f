import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { Tag } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { Calendar, Views, type EventProps, type View } from 'react-big-calendar';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { readableTextOn } from '@/features/events/shared/tag-chip';
import { formatNamedRange } from '@/lib/zoned-time';
import {
  CALENDAR_VIEWS,
  FORMATS,
  isShortSession,
  localizers,
  titleLines,
  MESSAGES,
  startOfDayKey,
  WEEKDAY_SETS,
  weekdaysLocalizer,
  type WeekdaySet,
} from './calendar-config';
import { calendarKeyDown, keepOneStop } from './calendar-keyboard';
import { calendarSx, SCREEN_READER_ONLY, SHORT_SESSION_CLASS, TITLE_LINES_VAR } from './calendar-style';
import { hasParallelRooms } from './programme-grid-model';

interface CalendarAgenda {
  id: string;
  title: string;
  start: Date;
  end: Date;
  color: string | null;
  tooltip: string;
  path: string;
  /** "Tue 12 May 2030, 09:00 – 10:00 CEST": its day and times in the viewer's zone, for its accessible name. */
  when: string;
}

/**
 * A session in the week and day views: its title, then, for screen readers, its day and times named
 * ("Opening keynote, Tue 12 May 2030, 09:00 – 10:00 CEST"); the drawn time label is hidden from them.
 */
function TimeEvent({ event }: EventProps<CalendarAgenda>) {
  return (
    <>
      {event.title}
      <span className={SCREEN_READER_ONLY}>, {event.when}</span>
    </>
  );
}

/** Month cells are not focusable in react-big-calendar: there each agenda is a link of its own. */
function MonthEvent({ event }: EventProps<CalendarAgenda>) {
  return (
    <RouterLink
      to={event.path}
      onClick={(click) => click.stopPropagation()}
      style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
    >
      {event.title}
      <span className={SCREEN_READER_ONLY}>, {event.when}</span>
    </RouterLink>
  );
}

const COMPONENTS = { month: { event: MonthEvent }, week: { event: TimeEvent }, day: { event: TimeEvent } };
/**
 * A session in its first tag's colour, with text readable on it; a short one on one line, a longer one
 * with as many lines of its title as it has room for (calendar-style.ts).
 */
const eventProps = (event: CalendarAgenda) => ({
  ...(isShortSession(event) ? { className: SHORT_SESSION_CLASS } : {}),
  style: {
    [TITLE_LINES_VAR]: titleLines(event),
    ...(event.color ? { backgroundColor: event.color, color: readableTextOn(event.color) } : {}),
  } as CSSProperties,
});

/**
 * react-big-calendar marks its grid with partial table roles (rows without cells, a column header inside
 * a button), which assistive technology cannot make sense of: they are taken away, so that the calendar
 * reads as its text, with each agenda a button (time grid) or a link (month). The time labels drawn on the
 * sessions are hidden from screen readers (each session names its day and times itself), and the sessions
 * of the time grid make one Tab stop, walked with the arrow keys (calendar-keyboard.ts).
 */
const BROKEN_ROLES = '[role="table"], [role="rowgroup"], [role="row"], [role="cell"], [role="columnheader"]';

function useWithoutBrokenRoles(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const strip = () => {
      node.querySelectorAll(BROKEN_ROLES).forEach((element) => {
        element.removeAttribute('role');
        element.removeAttribute('aria-sort');
      });
      node.querySelectorAll('.rbc-event-label').forEach((label) => label.setAttribute('aria-hidden', 'true'));
      keepOneStop(node);
    };
    strip();
    // Navigating draws new rows: they are cleaned as they come.
    const observer = new MutationObserver(strip);
    observer.observe(node, { subtree: true, childList: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, [ref]);
}

export interface AgendaCalendarViewProps {
  agendas: readonly LiveAgenda[];
  tags: ReadonlyMap<string, Tag>;
  /** The calendar opens on the event's first day. */
  eventStart: Date;
  /** A day chosen with the day chips ("2026-05-12"): the calendar moves to it. */
  focusDay: string | null;
  /** The event runs: the calendar opens on today, scrolled to now (react-big-calendar draws the now line). */
  openOnNow?: boolean;
  /** Hands over to the grid by room, offered when sessions of different rooms run at once. */
  onByRoom?: () => void;
  overviewPath: (agendaId: string) => string;
}

/**
 * The programme as a calendar (docs/product.md §2 Agenda list): month, week and day, weekday sets, 24-hour times,
 * in the viewer's zone. An agenda opens its overview. Loaded only when the calendar is chosen.
 */
export default function AgendaCalendarView({
  agendas,
  tags,
  eventStart,
  focusDay,
  openOnNow = false,
  onByRoom,
  overviewPath,
}: AgendaCalendarViewProps) {
  const navigate = useNavigate();
  const calendarRef = useRef<HTMLDivElement | null>(null);
  useWithoutBrokenRoles(calendarRef);
  // A week of seven columns is unreadable on a phone: there the calendar opens on one day.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [view, setView] = useState<View>(phone ? Views.DAY : Views.WEEK);
  const [date, setDate] = useState<Date>(() =>
    // An event read without a valid start (a document the list tolerates) opens on today.
    focusDay ? startOfDayKey(focusDay) : openOnNow || Number.isNaN(eventStart.getTime()) ? new Date() : eventStart,
  );
  const [focused, setFocused] = useState(focusDay);
  const [setId, setSetId] = useState(WEEKDAY_SETS[1]?.id ?? 'mon-sun');
  const weekdaySet = WEEKDAY_SETS.find((set) => set.id === setId) ?? (WEEKDAY_SETS[1] as WeekdaySet);
  // A newly chosen day chip moves the calendar to that day.
  if (focused !== focusDay) {
    setFocused(focusDay);
    if (focusDay) setDate(startOfDayKey(focusDay));
  }

  const localizer = useMemo(
    () => (view === Views.WEEK ? weekdaysLocalizer(weekdaySet) : localizers[weekdaySet.firstDayOfWeek]),
    [view, weekdaySet],
  );
  // In time order (then by name), so that the sessions are drawn and read in the order they happen.
  const events = useMemo(
    (): CalendarAgenda[] =>
      [...agendas]
        .sort((a, b) => a.start - b.start || a.end - b.end || a.name.localeCompare(b.name))
        .map((agenda) => {
          const first = agenda.tags.map((id) => tags.get(id)).find((tag) => tag && /^#[0-9a-fA-F]{6}$/.test(tag.color));
          return {
            id: agenda.id,
            title: agenda.name,
            start: new Date(agenda.start),
            end: new Date(agenda.end),
            color: first?.color ?? null,
            tooltip: agenda.name,
            path: overviewPath(agenda.id),
            when: formatNamedRange(agenda.start, agenda.end),
          };
        }),
    [agendas, tags, overviewPath],
  );
  // The day grid scrolls to now while the event runs, else to the first session of the programme (or 08:00).
  const scrollToTime = useMemo(() => {
    const at = new Date();
    if (openOnNow) {
      at.setHours(at.getHours() - 1, 0, 0, 0);
      return at;
    }
    const earliest = agendas.reduce((min, agenda) => Math.min(min, new Date(agenda.start).getHours()), 8);
    at.setHours(Math.max(0, earliest - 1), 0, 0, 0);
    return at;
  }, [agendas, openOnNow]);
  const parallel = useMemo(() => hasParallelRooms(agendas), [agendas]);

  const open = (event: CalendarAgenda) => void navigate(event.path);
  // Time-grid agendas are focusable buttons of react-big-calendar: Enter or Space opens them.
  const openByKey = (event: CalendarAgenda, key: SyntheticEvent<HTMLElement>) => {
    const pressed = (key as KeyboardEvent<HTMLElement>).key;
    if (pressed === 'Enter' || pressed === ' ') {
      key.preventDefault();
      open(event);
    }
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Weekdays"
          value={setId}
          onChange={(change) => setSetId(change.target.value)}
          sx={{ minWidth: 180 }}
        >
          {WEEKDAY_SETS.map((set) => (
            <MenuItem key={set.id} value={set.id}>
              {set.label}
            </MenuItem>
          ))}
        </TextField>
        {parallel && onByRoom && view !== Views.MONTH ? (
          <Alert
            severity="info"
            sx={{ flex: 1, py: 0 }}
            action={
              <Button color="inherit" size="small" onClick={onByRoom}>
                By room
              </Button>
            }
          >
            Several rooms run at once: the view by room shows them side by side.
          </Alert>
        ) : null}
      </Stack>
      <Box
        ref={calendarRef}
        component="section"
        aria-label="Calendar"
        sx={calendarSx}
        data-testid="agenda-calendar"
        onKeyDown={calendarKeyDown}
      >
        <Calendar<CalendarAgenda>
          localizer={localizer}
          culture="en-GB"
          events={events}
          views={CALENDAR_VIEWS}
          view={view}
          onView={setView}
          date={date}
          onNavigate={setDate}
          formats={FORMATS}
          messages={MESSAGES}
          scrollToTime={scrollToTime}
          popup
          // Parallel sessions share the column's width evenly instead of overlapping (titles stay readable).
          dayLayoutAlgorithm="no-overlap"
          tooltipAccessor="tooltip"
          onSelectEvent={open}
          onKeyPressEvent={openByKey}
          components={COMPONENTS}
          eventPropGetter={eventProps}
        />
      </Box>
    </Box>
  );
}
