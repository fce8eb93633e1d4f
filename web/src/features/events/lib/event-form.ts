import { eventSaveSchema, eventStartIssue, type EventSave } from '@contract';
import type { DateTime } from 'luxon';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { EventItem } from '@/lib/event-item';
import { instantInZone, toUtcIso } from './event-dates';

/** The edit-event form: dates are wall-clock times of the chosen timezone (luxon). */
export interface EventFormValues {
  eventName: string;
  address: string;
  description: string;
  timezone: string;
  start: DateTime | null;
  end: DateTime | null;
  noWall: boolean;
  hide_gamification: boolean;
  privacy: boolean;
}

export function eventFormDefaults(event: EventItem | null, viewerZone: string): EventFormValues {
  if (!event) {
    return { eventName: '', address: '', description: '', timezone: viewerZone, start: null, end: null, noWall: false, hide_gamification: false, privacy: false };
  }
  return {
    eventName: event.name,
    address: event.address,
    description: event.description,
    timezone: event.timezone,
    start: instantInZone(event.start, event.timezone),
    end: instantInZone(event.end, event.timezone),
    noWall: event.hide_wall,
    hide_gamification: event.hide_gamification,
    privacy: event.privacy,
  };
}

const isoOrEmpty = (value: DateTime | null): string => (value?.isValid ? toUtcIso(value) : '');

/** POST /events/new's payload: the dates as UTC instants (spec §7 "dates converted to UTC"). */
export function toEventSave(values: EventFormValues, ids: { id: string | null; tenantId: string }): EventSave {
  return {
    id: ids.id,
    tenantId: ids.tenantId,
    eventName: values.eventName,
    address: values.address,
    description: values.description,
    timezone: values.timezone,
    startDate: isoOrEmpty(values.start),
    endDate: isoOrEmpty(values.end),
    noWall: values.noWall,
    hide_gamification: values.hide_gamification,
    privacy: values.privacy,
  };
}

// The API's field names, mapped back to the form's.
const FORM_FIELD: Record<string, keyof EventFormValues> = {
  eventName: 'eventName',
  address: 'address',
  description: 'description',
  timezone: 'timezone',
  startDate: 'start',
  endDate: 'end',
};

/** Every message the form shows, from the API's own schema plus "start not before today". */
export function eventFormErrors(values: EventFormValues, ids: { id: string | null; tenantId: string }, now: Date, storedStart: Date | null): Partial<Record<keyof EventFormValues, string>> {
  const errors: Partial<Record<keyof EventFormValues, string>> = {};
  const parsed = eventSaveSchema.safeParse(toEventSave(values, ids));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FORM_FIELD[String(issue.path[0])];
      if (field) errors[field] ??= issue.message;
    }
  }
  if (!errors.start && !errors.timezone && values.start?.isValid) {
    const issue = eventStartIssue(values.start.toJSDate(), values.timezone, now, storedStart);
    if (issue) errors.start = issue;
  }
  return errors;
}

export function eventFormResolver(ids: { id: string | null; tenantId: string }, storedStart: Date | null): Resolver<EventFormValues> {
  return (values) => {
    const errors = eventFormErrors(values, ids, new Date(), storedStart);
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values, errors: {} };
    const fieldErrors: Record<string, FieldError> = {};
    for (const [field, message] of entries) fieldErrors[field] = { type: 'validate', message };
    return { values: {}, errors: fieldErrors as FieldErrors<EventFormValues> };
  };
}
