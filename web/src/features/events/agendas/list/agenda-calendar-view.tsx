import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { Tag } from '@contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DateTime } from 'luxon';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import {
  Calendar,
  luxonLocalizer,
  Views,
  type DateLocalizer,
  type DateRangeFormatFunction,
  type EventProps,
  type Formats,
  type View,
} from 'react-big-calendar';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { readableTextOn } from '@/features/events/shared/tag-chip';
import { hasParallelRooms } from './programme-grid-model';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';

/** Spec §2 and §9: the calendar's modes, and the weekday sets its week view offers. */
export const CALENDAR_VIEWS: View[] = [Views.MONTH, Views.WEEK, Views.DAY];

export interface WeekdaySet {
  id: string;
  label: string;
  /** Luxon's weekday numbers (1 Monday … 7 Sunday). */
  days: readonly number[];
  firstDayOfWeek: 1 | 7;
}

export const WEEKDAY_SETS: readonly WeekdaySet[] = [
  { id: 'sun-sat', label: 'Sun – Sat', days: [7, 1, 2, 3, 4, 5, 6], firstDayOfWeek: 7 },
  { id: 'mon-sun', label: 'Mon – Sun', days: [1, 2, 3, 4, 5, 6, 7], firstDayOfWeek: 1 },
  { id: 'mon-fri', label: 'Mon – Fri', days: [1, 2, 3, 4, 5], firstDayOfWeek: 1 },
  { id: 'mon-wed-fri', label: 'Mon, Wed, Fri', days: [1, 3, 5], firstDayOfWeek: 1 },
];

const localizers = {
  7: luxonLocalizer(DateTime, { firstDayOfWeek: 7 }),
  1: luxonLocalizer(DateTime, { firstDayOfWeek: 1 }),
} as const;

/**
 * The week view draws one column per day of `localizer.range`; a localizer whose range keeps only the
 * set's weekdays gives a week of those days (its title and navigation follow). Used for the week view
 * only: the month grid keeps its seven columns.
 */
export function weekdaysLocalizer(set: WeekdaySet): DateLocalizer {
  const base = localizers[set.firstDayOfWeek];
  if (set.days.length === 7) return base;
  // The calendar spreads the localizer's own properties into its own copy: all of them are copied here.
  const wrapped = Object.assign(Object.create(Object.getPrototypeOf(base) as object) as DateLocalizer, base);
  wrapped.range = (start, end, unit) => base.range(start, end, unit).filter((day) => set.days.includes(DateTime.fromJSDate(day).weekday));
  return wrapped;
}

const hours = (date: Date) => DateTime.fromJSDate(date).toFormat('HH:mm');
const timeRange: DateRangeFormatFunction = ({ start, end }) => `${hours(start)} – ${hours(end)}`;

/** Spec §9: 24-hour times everywhere. */
const FORMATS: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: timeRange,
  eventTimeRangeStartFormat: ({ start }) => `${hours(start)} –`,
  eventTimeRangeEndFormat: ({ end }) => `– ${hours(end)}`,
  selectRangeFormat: timeRange,
  agendaTimeFormat: 'HH:mm',
  agendaTimeRangeFormat: timeRange,
  dayFormat: 'ccc d',
  weekdayFormat: 'ccc',
  dayHeaderFormat: 'cccc d LLLL yyyy',
  monthHeaderFormat: 'LLLL yyyy',
  dayRangeHeaderFormat: ({ start, end }) => `${DateTime.fromJSDate(start).toFormat('d LLL')} – ${DateTime.fromJSDate(end).toFormat('d LLL yyyy')}`,
};

const MESSAGES = { month: 'Month', week: 'Week', day: 'Day', today: 'Today', previous: 'Back', next: 'Next', showMore: (count: number) => `+${count} more` };

interface CalendarAgenda {
  id: string;
  title: string;
  start: Date;
  end: Date;
  color: string | null;
  tooltip: string;
  path: string;
}

/** Month cells are not focusable in react-big-calendar: there each agenda is a link of its own. */
function MonthEvent({ event }: EventProps<CalendarAgenda>) {
  return (
    <RouterLink to={event.path} onClick={(click) => click.stopPropagation()} style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}>
      {event.title}
    </RouterLink>
  );
}

/**
 * react-big-calendar marks its grid with partial table roles (rows without cells, a column header inside
 * a button), which assistive technology cannot make sense of: they are taken away, so that the calendar
 * reads as its text, with each agenda a button (time grid) or a link (month).
 */
const BROKEN_ROLES = '[role="table"], [role="rowgroup"], [role="row"], [role="cell"], [role="columnheader"]';

function useWithoutBrokenRoles(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const strip = () =>
      node.querySelectorAll(BROKEN_ROLES).forEach((element) => {
        element.removeAttribute('role');
        element.removeAttribute('aria-sort');
      });
    strip();
    // Navigating draws new rows: they are cleaned as they come.
    const observer = new MutationObserver(strip);
    observer.observe(node, { subtree: true, childList: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, [ref]);
}

/** react-big-calendar's stylesheet, recoloured from the MUI theme (light and dark). */
const calendarSx = (theme: Theme) => {
  const border = theme.palette.divider;
  return {
    height: { xs: 620, md: 720 },
    color: 'text.primary',
    fontFamily: theme.typography.fontFamily,
    '& .rbc-calendar': { height: '100%' },
    '& .rbc-month-view, & .rbc-time-view, & .rbc-agenda-view, & .rbc-header, & .rbc-month-row, & .rbc-day-bg, & .rbc-time-header-content, & .rbc-time-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-time-header.rbc-overflowing, & .rbc-time-content > * + * > *, & .rbc-time-header-content > .rbc-row.rbc-row-resource, & .rbc-day-bg + .rbc-day-bg, & .rbc-month-row + .rbc-month-row, & .rbc-header + .rbc-header':
      { borderColor: border },
    '& .rbc-month-view, & .rbc-time-view': { borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper' },
    '& .rbc-off-range-bg': { bgcolor: theme.palette.action.hover },
    '& .rbc-off-range': { color: 'text.secondary' },
    '& .rbc-today': { bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08) },
    '& .rbc-header': { py: 0.75, fontWeight: 600 },
    '& .rbc-header a, & .rbc-date-cell a, & .rbc-button-link': { color: 'inherit' },
    '& .rbc-show-more': { color: 'primary.main', bgcolor: 'transparent', fontWeight: 600 },
    '& .rbc-label, & .rbc-time-gutter': { color: 'text.secondary' },
    '& .rbc-current-time-indicator': { bgcolor: 'secondary.main' },
    '& .rbc-event, & .rbc-day-slot .rbc-background-event': { bgcolor: 'primary.main', color: 'primary.contrastText', border: 'none', borderRadius: 1.5, px: 0.75 },
    '& .rbc-event:focus, & .rbc-event:focus-visible': { outline: `2px solid ${theme.palette.text.primary}`, outlineOffset: 1 },
    // Label over title, cut when the session is short (the tooltip and the overview have the rest).
    '& .rbc-day-slot .rbc-event': { border: `1px solid ${theme.palette.background.paper}`, flexFlow: 'column nowrap', overflow: 'hidden', py: 0.25 },
    '& .rbc-event-label': { fontWeight: 600, fontSize: '0.72rem' },
    '& .rbc-event-content': { fontSize: '0.85rem', lineHeight: 1.25, whiteSpace: 'normal', overflowWrap: 'anywhere', hyphens: 'auto' },
    '& .rbc-timeslot-group': { minHeight: 48 },
    '& .rbc-selected-cell': { bgcolor: theme.palette.action.selected },
    '& .rbc-overlay': { bgcolor: 'background.paper', borderColor: border, boxShadow: theme.shadows[8] },
    '& .rbc-overlay-header': { borderColor: border },
    // react-big-calendar stacks its toolbar on small screens, where the button groups then overflow.
    '& .rbc-toolbar': { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 1.5 },
    '& .rbc-toolbar .rbc-toolbar-label': { fontWeight: 600, fontSize: '1.05rem', order: { xs: -1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' } },
    '& .rbc-toolbar button': {
      color: 'text.primary',
      borderColor: border,
      bgcolor: 'background.paper',
      fontFamily: 'inherit',
      fontWeight: 600,
      px: 1.5,
      py: 0.75,
      cursor: 'pointer',
    },
    '& .rbc-toolbar button:hover, & .rbc-toolbar button:focus': { bgcolor: theme.palette.action.hover, borderColor: border, color: 'text.primary' },
    '& .rbc-toolbar button:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '& .rbc-toolbar button.rbc-active, & .rbc-toolbar button.rbc-active:hover, & .rbc-toolbar button.rbc-active:focus': {
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      borderColor: 'primary.main',
      boxShadow: 'none',
    },
  };
};

export interface AgendaCalendarViewProps {
  agendas: readonly LiveAgenda[];
  tags: ReadonlyMap<string, Tag>;
  /** The calendar opens on the event's first day. */
  eventStart: Date;
  /** A day chosen with the day chips ("2026-05-12"): the calendar moves to it. */
  focusDay: string | null;
  /** The event runs (issue 29): the calendar opens on today, scrolled to now (react-big-calendar draws the now line). */
  openOnNow?: boolean;
  /** Hands over to the grid by room, offered when sessions of different rooms run at once. */
  onByRoom?: () => void;
  overviewPath: (agendaId: string) => string;
}

/**
 * The programme as a calendar (spec §2 Agenda list): month, week and day, weekday sets, 24-hour times,
 * in the viewer's zone. An agenda opens its overview. Loaded only when the calendar is chosen.
 */
export default function AgendaCalendarView({ agendas, tags, eventStart, focusDay, openOnNow = false, onByRoom, overviewPath }: AgendaCalendarViewProps) {
  const navigate = useNavigate();
  const calendarRef = useRef<HTMLDivElement | null>(null);
  useWithoutBrokenRoles(calendarRef);
  // A week of seven columns is unreadable on a phone: there the calendar opens on one day.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [view, setView] = useState<View>(phone ? Views.DAY : Views.WEEK);
  const [date, setDate] = useState<Date>(() => (focusDay ? DateTime.fromISO(focusDay).toJSDate() : openOnNow ? new Date() : eventStart));
  const [focused, setFocused] = useState(focusDay);
  const [setId, setSetId] = useState(WEEKDAY_SETS[1]?.id ?? 'mon-sun');
  const weekdaySet = WEEKDAY_SETS.find((set) => set.id === setId) ?? (WEEKDAY_SETS[1] as WeekdaySet);
  // A newly chosen day chip moves the calendar to that day.
  if (focused !== focusDay) {
    setFocused(focusDay);
    if (focusDay) setDate(DateTime.fromISO(focusDay).toJSDate());
  }

  const localizer = useMemo(() => (view === Views.WEEK ? weekdaysLocalizer(weekdaySet) : localizers[weekdaySet.firstDayOfWeek]), [view, weekdaySet]);
  const events = useMemo(
    (): CalendarAgenda[] =>
      agendas.map((agenda) => {
        const first = agenda.tags.map((id) => tags.get(id)).find((tag) => tag && /^#[0-9a-fA-F]{6}$/.test(tag.color));
        return {
          id: agenda.id,
          title: agenda.name,
          start: new Date(agenda.start),
          end: new Date(agenda.end),
          color: first?.color ?? null,
          tooltip: agenda.name,
          path: overviewPath(agenda.id),
        };
      }),
    [agendas, tags, overviewPath],
  );
  // The day grid scrolls to now while the event runs, else to the first session of the programme (or 08:00).
  const scrollToTime = useMemo(() => {
    if (openOnNow) return DateTime.local().minus({ hours: 1 }).startOf('hour').toJSDate();
    const earliest = agendas.reduce((min, agenda) => Math.min(min, DateTime.fromMillis(agenda.start).hour), 8);
    return DateTime.local().set({ hour: Math.max(0, earliest - 1), minute: 0, second: 0, millisecond: 0 }).toJSDate();
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
        <TextField select size="small" label="Weekdays" value={setId} onChange={(change) => setSetId(change.target.value)} sx={{ minWidth: 180 }}>
          {WEEKDAY_SETS.map((set) => (
            <MenuItem key={set.id} value={set.id}>
              {set.label}
            </MenuItem>
          ))}
        </TextField>
        {parallel && onByRoom && view !== Views.MONTH ? (
          <Alert severity="info" sx={{ flex: 1, py: 0 }} action={<Button color="inherit" size="small" onClick={onByRoom}>By room</Button>}>
            Several rooms run at once: the view by room shows them side by side.
          </Alert>
        ) : null}
      </Stack>
      <Box ref={calendarRef} component="section" aria-label="Calendar" sx={calendarSx} data-testid="agenda-calendar">
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
          components={{ month: { event: MonthEvent } }}
          eventPropGetter={(event) =>
            event.color ? { style: { backgroundColor: event.color, color: readableTextOn(event.color) } } : {}
          }
        />
      </Box>
    </Box>
  );
}
