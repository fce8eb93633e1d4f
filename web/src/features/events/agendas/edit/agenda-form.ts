import {
  agendaClashes,
  agendaConflictSchema,
  agendaSaveSchema,
  AGENDA_MESSAGES,
  DEFAULT_MAX_PARTICIPANTS,
  MESSAGES,
  type AgendaClash,
  type AgendaConflict,
  type AgendaSave,
} from '@agenda/contract';
import type { DateTime } from 'luxon';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { ApiRequestError } from '@/lib/api';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { instantIn } from '@/features/events/shared/event-clock';
import { newAgendaStart, toUtcPayload } from './agenda-time';

/** The Edit agenda form (docs/product.md §2 Main Info) as the person fills it in: times on the event's clock. */
export interface AgendaFormValues {
  name: string;
  description: string;
  start: DateTime | null;
  end: DateTime | null;
  /** '' for no location. */
  locationId: string;
  tags: string[];
  /** Maximum participants as typed; 0 means unlimited (docs/product.md §5). */
  places: string;
  mandatory: boolean;
  locked: boolean;
  /** Teams event: the Teams link field shows when it is on. */
  teams: boolean;
  meeting: string;
}

/** Which agenda a save is for: the id when editing, and the version the form was loaded from. */
export interface AgendaSaveTarget {
  id: string | null;
  eventId: string;
  version: number | null;
}

export interface AgendaEvent {
  start: Date;
  end: Date;
  timezone: string;
}

/**
 * A new agenda starts at the event's start, or at the next half hour of a running event, and lasts an
 * hour (within the event); a stored one as it is.
 */
export function agendaFormDefaults(
  agenda: LiveAgenda | null,
  event: AgendaEvent,
  now: Date = new Date(),
): AgendaFormValues {
  if (!agenda) {
    const start = newAgendaStart(event, now);
    const hourLater = start.plus({ hours: 1 });
    const end = hourLater.toMillis() <= event.end.getTime() ? hourLater : instantIn(event.end, event.timezone);
    return {
      name: '',
      description: '',
      start,
      end,
      locationId: '',
      tags: [],
      places: String(DEFAULT_MAX_PARTICIPANTS),
      mandatory: false,
      locked: false,
      teams: false,
      meeting: '',
    };
  }
  return {
    name: agenda.name,
    description: agenda.description,
    start: instantIn(agenda.start, event.timezone),
    end: instantIn(agenda.end, event.timezone),
    locationId: agenda.location_id ?? '',
    tags: [...agenda.tags],
    places: String(agenda.no_of_places),
    mandatory: agenda.mandatory,
    locked: agenda.locked,
    teams: agenda.meeting_room !== null,
    meeting: agenda.meeting_room ?? '',
  };
}

const sameTime = (a: DateTime | null | undefined, b: DateTime | null | undefined): boolean =>
  a?.isValid && b?.isValid ? a.toMillis() === b.toMillis() : (a ?? null) === (b ?? null);

/** Whether the form still holds `saved` (times compared by their instant, tags as a set). */
export function sameAgendaForm(values: AgendaFormValues, saved: AgendaFormValues): boolean {
  const tags = new Set(values.tags);
  return (
    values.name === saved.name &&
    values.description === saved.description &&
    sameTime(values.start, saved.start) &&
    sameTime(values.end, saved.end) &&
    values.locationId === saved.locationId &&
    tags.size === saved.tags.length &&
    saved.tags.every((tag) => tags.has(tag)) &&
    values.places === saved.places &&
    values.mandatory === saved.mandatory &&
    values.locked === saved.locked &&
    values.teams === saved.teams &&
    (!values.teams || values.meeting === saved.meeting)
  );
}

const placesNumber = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** POST /agendas/new as docs/product.md §3 names it: times in UTC without offset, the version it was based on. */
export function toAgendaSave(values: AgendaFormValues, target: AgendaSaveTarget): AgendaSave {
  return {
    ...(target.id ? { id: target.id } : {}),
    eventId: target.eventId,
    name: values.name,
    description: values.description,
    startTime: values.start?.isValid ? toUtcPayload(values.start) : '',
    endTime: values.end?.isValid ? toUtcPayload(values.end) : '',
    locationId: values.locationId || null,
    tags: values.tags,
    // Mandatory agendas have unlimited places: the field is hidden (docs/product.md §4).
    numberOfPlaces: values.mandatory ? 0 : placesNumber(values.places),
    mandatory: values.mandatory,
    locked: values.locked,
    meeting: values.teams ? values.meeting : null,
    ...(target.id && target.version !== null ? { version: target.version } : {}),
  };
}

/** The form field an API field (or a contract schema path) belongs to. */
const FORM_FIELD: Record<string, keyof AgendaFormValues> = {
  name: 'name',
  description: 'description',
  startTime: 'start',
  endTime: 'end',
  locationId: 'locationId',
  tags: 'tags',
  numberOfPlaces: 'places',
  mandatory: 'mandatory',
  locked: 'locked',
  meeting: 'meeting',
};

const formFieldOf = (apiField: string): keyof AgendaFormValues | null => FORM_FIELD[apiField] ?? null;

/*
 * Messages the form shows as docs/product.md §5's alerts above Save rather than at a field: the contract's
 * schema repeats "start after end" at endTime, and the alerts already say it.
 */
const ALERT_MESSAGES = new Set<string>([
  MESSAGES.agendaStartAfterEnd,
  MESSAGES.agendaBeforeEvent,
  MESSAGES.agendaAfterEvent,
]);

/**
 * Validates with the contract's own save schema, so that the form shows exactly what the API would
 * answer, plus what only the form knows: a Teams event needs its link, and the times must be readable.
 */
export function agendaFormResolver(target: AgendaSaveTarget): Resolver<AgendaFormValues> {
  return async (values) => {
    const errors: Record<string, FieldError> = {};
    const add = (field: keyof AgendaFormValues, message: string) => {
      errors[field] ??= { type: 'validate', message };
    };
    const parsed = agendaSaveSchema.safeParse(toAgendaSave(values, target));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = typeof issue.path[0] === 'string' ? formFieldOf(issue.path[0]) : null;
        if (field && !ALERT_MESSAGES.has(issue.message)) add(field, issue.message);
      }
    }
    if (values.start !== null && !values.start.isValid) add('start', AGENDA_MESSAGES.invalidTime);
    if (values.end !== null && !values.end.isValid) add('end', AGENDA_MESSAGES.invalidTime);
    if (values.teams && values.meeting.trim() === '') add('meeting', MESSAGES.required);
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<AgendaFormValues> };
    return { values, errors: {} };
  };
}

/** The newer version a refused save (409) names, or null when the failure is something else. */
export function conflictOf(error: unknown): AgendaConflict | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = agendaConflictSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** A refused save's field messages (400 `fields`) by form field; messages of unknown fields are left out. */
export function fieldErrorsOf(error: unknown): [keyof AgendaFormValues, string][] {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.fields) return [];
  return Object.entries(error.fields).flatMap(([apiField, messages]) => {
    const field = formFieldOf(apiField);
    const message = messages[0];
    return field && message ? [[field, message] as [keyof AgendaFormValues, string]] : [];
  });
}

/** Warnings of the form (never blocking): the same room or the same speaker twice at once. */
export function agendaWarnings(
  slot: {
    id: string | null;
    name: string;
    start: DateTime | null;
    end: DateTime | null;
    locationId: string;
    speakers: readonly string[];
  },
  agendas: readonly LiveAgenda[],
): AgendaClash[] {
  if (!slot.start?.isValid || !slot.end?.isValid || slot.start.toMillis() >= slot.end.toMillis()) return [];
  return agendaClashes(
    {
      id: slot.id,
      name: slot.name,
      start: slot.start.toMillis(),
      end: slot.end.toMillis(),
      location_id: slot.locationId || null,
      speakers: slot.speakers,
    },
    agendas.map((agenda) => ({
      id: agenda.id,
      name: agenda.name,
      start: agenda.start,
      end: agenda.end,
      location_id: agenda.location_id,
      speakers: agenda.speakers,
    })),
  );
}

/** A warning in words: "Main hall is also booked for “Keynote” at that time." */
export function clashText(clash: AgendaClash, locationName: string | null): string {
  if (clash.kind === 'location')
    return `${locationName ?? 'This location'} is also booked for “${clash.with.name}” at that time.`;
  return `A speaker of this agenda also speaks in “${clash.with.name}” at that time.`;
}
