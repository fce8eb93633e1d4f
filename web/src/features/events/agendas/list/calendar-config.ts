import {
  DateLocalizer,
  Views,
  type DateFormatFunction,
  type DateRangeFormatFunction,
  type Formats,
  type View,
} from 'react-big-calendar';
import { dayOf, RANGE_SEPARATOR } from '@/lib/zoned-time';

/*
 * The calendar's configuration: its views, the weekday sets of its week view, 24-hour formats, our labels.
 *
 * The calendar works on the viewer's own clock (docs/product.md §2: the list's times are in the viewer's zone, the
 * browser's), which is the one native Dates count in: its localizer is react-big-calendar's own date
 * arithmetic on Dates, with formats written here. No luxon: its localizer made a DateTime for
 * every comparison, about a third of drawing a week of 500 sessions, and its 22 KB were a download of
 * the first switch to the calendar.
 */

/** docs/product.md §2 and §9: the calendar's modes, and the weekday sets its week view offers. */
export const CALENDAR_VIEWS: View[] = [Views.MONTH, Views.WEEK, Views.DAY];

export interface WeekdaySet {
  id: string;
  label: string;
  /** ISO weekday numbers (1 Monday … 7 Sunday). */
  days: readonly number[];
  firstDayOfWeek: 1 | 7;
}

export const WEEKDAY_SETS: readonly WeekdaySet[] = [
  { id: 'sun-sat', label: 'Sun – Sat', days: [7, 1, 2, 3, 4, 5, 6], firstDayOfWeek: 7 },
  { id: 'mon-sun', label: 'Mon – Sun', days: [1, 2, 3, 4, 5, 6, 7], firstDayOfWeek: 1 },
  { id: 'mon-fri', label: 'Mon – Fri', days: [1, 2, 3, 4, 5], firstDayOfWeek: 1 },
  { id: 'mon-wed-fri', label: 'Mon, Wed, Fri', days: [1, 3, 5], firstDayOfWeek: 1 },
];

/** The ISO weekday (1 Monday … 7 Sunday) of a Date on the viewer's clock. */
const isoWeekday = (date: Date): number => date.getDay() || 7;

/** Local midnight of a day key ("2026-05-12"), on the viewer's clock. */
export function startOfDayKey(key: string): Date {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

const two = (value: number) => String(value).padStart(2, '0');
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "09:05" */
const hours = (date: Date) => `${two(date.getHours())}:${two(date.getMinutes())}`;
/** "Mon" */
const weekday: DateFormatFunction = (date) => SHORT_WEEKDAYS[date.getDay()] ?? '';
/** "13 May" */
const dayMonth = (date: Date) => `${date.getDate()} ${SHORT_MONTHS[date.getMonth()] ?? ''}`;
/** "Tue 14 May 2030", the app's one date style (@/lib/zoned-time). */
const fullDay: DateFormatFunction = (date) =>
  dayOf({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
const timeRange: DateRangeFormatFunction = ({ start, end }) => `${hours(start)}${RANGE_SEPARATOR}${hours(end)}`;
const dayRange: DateRangeFormatFunction = ({ start, end }) =>
  `${dayMonth(start)}${RANGE_SEPARATOR}${dayMonth(end)} ${end.getFullYear()}`;

/**
 * A session shorter than an hour has room for one line in the week and day views (calendar-style.ts: an
 * hour is 48 px): its start and title share it (`isShortSession`), the end is in its tooltip and name.
 */
const HOUR_MS = 60 * 60 * 1000;
const SHORT_SESSION_MS = HOUR_MS;
export const isShortSession = ({ start, end }: { start: Date; end: Date }) =>
  end.getTime() - start.getTime() < SHORT_SESSION_MS;

/** An hour's height in the week and day views (px), and what a session's box holds: edges, label, title lines. */
export const HOUR_PX = 48;
const BOX_EDGES_PX = 6;
const LABEL_PX = 17;
const TITLE_LINE_PX = 17;

/**
 * How many whole lines of its title a session of an hour or more has room for under its time label (one
 * for an hour, two for 90 minutes): the title ends with an ellipsis there instead of a line cut in half.
 */
export function titleLines({ start, end }: { start: Date; end: Date }): number {
  const height = ((end.getTime() - start.getTime()) / HOUR_MS) * HOUR_PX - BOX_EDGES_PX - LABEL_PX;
  return Math.max(1, Math.floor(height / TITLE_LINE_PX));
}

/** docs/product.md §9: 24-hour times everywhere. Every format the calendar asks for is one of these. */
export const FORMATS = {
  dateFormat: (date) => two(date.getDate()),
  dayFormat: (date) => `${weekday(date)} ${date.getDate()}`,
  weekdayFormat: weekday,
  timeGutterFormat: hours,
  eventTimeRangeFormat: (range) => (isShortSession(range) ? hours(range.start) : timeRange(range)),
  eventTimeRangeStartFormat: ({ start }) => `${hours(start)} –`,
  eventTimeRangeEndFormat: ({ end }) => `– ${hours(end)}`,
  selectRangeFormat: timeRange,
  agendaDateFormat: fullDay,
  agendaTimeFormat: hours,
  agendaTimeRangeFormat: timeRange,
  agendaHeaderFormat: dayRange,
  dayHeaderFormat: fullDay,
  monthHeaderFormat: (date) => `${MONTHS[date.getMonth()] ?? ''} ${date.getFullYear()}`,
  dayRangeHeaderFormat: dayRange,
} satisfies Formats;

/** A localizer on the viewer's clock whose weeks start on Sunday (7) or Monday (1). */
function localizerFrom(firstDayOfWeek: 1 | 7): DateLocalizer {
  return new DateLocalizer({
    formats: FORMATS,
    // react-big-calendar counts weekdays from Sunday (0).
    firstOfWeek: () => firstDayOfWeek % 7,
    format: (_value, format) => {
      // Every format above is a function: a format given by name here is one missing from FORMATS.
      throw new Error(`The calendar has no format "${String(format)}"`);
    },
  });
}

/** One localizer per first day of the week (Sunday or Monday). */
export const localizers = { 7: localizerFrom(7), 1: localizerFrom(1) } as const;

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
  wrapped.range = (start, end, unit) =>
    base.range(start, end, unit).filter((day) => set.days.includes(isoWeekday(day)));
  return wrapped;
}

export const MESSAGES = {
  month: 'Month',
  week: 'Week',
  day: 'Day',
  today: 'Today',
  previous: 'Back',
  next: 'Next',
  showMore: (count: number) => `+${count} more`,
};
