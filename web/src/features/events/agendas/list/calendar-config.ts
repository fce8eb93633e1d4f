import { DateTime } from 'luxon';
import {
  luxonLocalizer,
  Views,
  type DateLocalizer,
  type DateRangeFormatFunction,
  type Formats,
  type View,
} from 'react-big-calendar';
import { RANGE_SEPARATOR } from '@/lib/zoned-time';

/* The calendar's configuration: its views, the weekday sets of its week view, 24-hour formats, our labels. */

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

/** One luxon localizer per first day of the week (Sunday or Monday). */
export const localizers = {
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
  wrapped.range = (start, end, unit) =>
    base.range(start, end, unit).filter((day) => set.days.includes(DateTime.fromJSDate(day).weekday));
  return wrapped;
}

const hours = (date: Date) => DateTime.fromJSDate(date).toFormat('HH:mm');
const timeRange: DateRangeFormatFunction = ({ start, end }) => `${hours(start)}${RANGE_SEPARATOR}${hours(end)}`;

/** Spec §9: 24-hour times everywhere. */
export const FORMATS: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: timeRange,
  eventTimeRangeStartFormat: ({ start }) => `${hours(start)} –`,
  eventTimeRangeEndFormat: ({ end }) => `– ${hours(end)}`,
  selectRangeFormat: timeRange,
  agendaTimeFormat: 'HH:mm',
  agendaTimeRangeFormat: timeRange,
  dayFormat: 'ccc d',
  weekdayFormat: 'ccc',
  dayHeaderFormat: 'ccc d LLL yyyy',
  monthHeaderFormat: 'LLLL yyyy',
  dayRangeHeaderFormat: ({ start, end }) =>
    `${DateTime.fromJSDate(start).toFormat('d LLL')}${RANGE_SEPARATOR}${DateTime.fromJSDate(end).toFormat('d LLL yyyy')}`,
};

export const MESSAGES = {
  month: 'Month',
  week: 'Week',
  day: 'Day',
  today: 'Today',
  previous: 'Back',
  next: 'Next',
  showMore: (count: number) => `+${count} more`,
};
