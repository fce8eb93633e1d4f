import { eventSaveSchema, eventStartIssue, type EventSave } from '@agenda/contract';
import type { DateTime } from 'luxon';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { EventItem } from '@/lib/event-item';
import { instantIn } from '@/features/events/shared/event-clock';
import { toUtcIso } from './event-dates';

/** The edit-event form: dates are wall-clock times of the chosen timezone (luxon). */
export interface EventFormValues {
  /** The event's country: one the caller administers, shown as a select. */
  tenantId: string;
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

/** The form's identity: the event's id when editing. */
export interface EventFormIds {
  id: string | null;
}

/** A new event's values start in `tenantId` (the list's country, when the caller may use it) and `zone`. */
export function eventFormDefaults(event: EventItem | null, zone: string, tenantId = ''): EventFormValues {
  if (!event) {
    return {
      tenantId,
      eventName: '',
      address: '',
      description: '',
      timezone: zone,
      start: null,
      end: null,
      noWall: false,
      hide_gamification: false,
      privacy: false,
    };
  }
  return {
    tenantId: event.tenant_id,
    eventName: event.name,
    address: event.address,
    description: event.description,
    timezone: event.timezone,
    start: instantIn(event.start, event.timezone),
    end: instantIn(event.end, event.timezone),
    noWall: event.hide_wall,
    hide_gamification: event.hide_gamification,
    privacy: event.privacy,
  };
}

const isoOrEmpty = (value: DateTime | null): string => (value?.isValid ? toUtcIso(value) : '');

/** POST /events/new's payload: the dates as UTC instants (docs/product.md §7 "dates converted to UTC"). */
export function toEventSave(values: EventFormValues, ids: EventFormIds): EventSave {
  return {
    id: ids.id,
    tenantId: values.tenantId,
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

/** The API's field names, mapped back to the form's (a refused save's field errors land there too). */
export const EVENT_FORM_FIELD: Readonly<Record<string, keyof EventFormValues>> = {
  tenantId: 'tenantId',
  eventName: 'eventName',
  address: 'address',
  description: 'description',
  timezone: 'timezone',
  startDate: 'start',
  endDate: 'end',
};

/** Every message the form shows, from the API's own schema plus "start not before today". */
export function eventFormErrors(
  values: EventFormValues,
  ids: EventFormIds,
  now: Date,
  storedStart: Date | null,
): Partial<Record<keyof EventFormValues, string>> {
  const errors: Partial<Record<keyof EventFormValues, string>> = {};
  const parsed = eventSaveSchema.safeParse(toEventSave(values, ids));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = EVENT_FORM_FIELD[String(issue.path[0])];
      if (field) errors[field] ??= issue.message;
    }
  }
  if (!errors.start && !errors.timezone && values.start?.isValid) {
    const issue = eventStartIssue(values.start.toJSDate(), values.timezone, now, storedStart);
    if (issue) errors.start = issue;
  }
  return errors;
}

export function eventFormResolver(ids: EventFormIds, storedStart: Date | null): Resolver<EventFormValues> {
  return (values) => {
    const errors = eventFormErrors(values, ids, new Date(), storedStart);
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values, errors: {} };
    const fieldErrors: Record<string, FieldError> = {};
    for (const [field, message] of entries) fieldErrors[field] = { type: 'validate', message };
    return { values: {}, errors: fieldErrors as FieldErrors<EventFormValues> };
  };
}

/** The form's fields in screen order with their labels: the first problem names its field (Save's tooltip). */
export const EVENT_FORM_LABELS: Readonly<Partial<Record<keyof EventFormValues, string>>> = {
  tenantId: 'Country',
  eventName: 'Name',
  address: 'Address',
  description: 'Description',
  timezone: 'Timezone',
  start: 'Start date',
  end: 'End date',
};

/** The form's fields that a refused save can point at. */
export const EVENT_FORM_FIELDS: readonly (keyof EventFormValues)[] = Object.keys(
  EVENT_FORM_LABELS,
) as (keyof EventFormValues)[];

/** Our texts of the form (the spec names none). */
export const EVENT_FORM_TEXTS = {
  countryHelp: 'The country whose list shows the event: one you administer',
  notAdminOfListed: (country: string) =>
    `You are not an admin of ${country}, so the event cannot be created there. Choose one of your countries below, or ask an admin of ${country}.`,
} as const;
