/**
 * iCalendar (RFC 5545) documents of agendas, made with the `ics` library: invites (iTIP METHOD:REQUEST
 * and METHOD:CANCEL, RFC 5546) and subscribable feeds. Pure: no Firestore, so it is unit-tested
 * against an independent parser (ical.js).
 *
 * - UID: one per agenda and for ever (`<agendaId>@<project>`), so a calendar updates or removes the
 *   entry it already has instead of adding a second one.
 * - SEQUENCE: the agenda's `version`, which every save raises; a cancellation of a deleted agenda uses
 *   its last version plus one.
 * - Times: DTSTART/DTEND in UTC (`…Z`), which every client converts correctly across DST changes; the
 *   event's zone is named in X-WR-TIMEZONE and, with the local times, in the DESCRIPTION.
 * - Alarms: the "Add to calendar" file and the personal feed carry a VALARM (ACTION:DISPLAY,
 *   TRIGGER:-PT{n}M) with the person's reminder lead time (docs/features.md, "Reminders"); none when
 *   they turned reminders off, and none in invites or the event's public feed, which belong to nobody.
 * - Text from users goes through the library, which escapes `,` `;` `\` and newlines and folds long
 *   lines; values we place ourselves (the zone, the feed's name) are stripped of CR/LF.
 */
import { createEvents, type EventAttributes } from 'ics';
import { DateTime } from 'luxon';
import type { StoredAgenda } from '@agenda/contract';
import { config } from '../config';

type InviteMethod = 'REQUEST' | 'CANCEL';

const ICS_PRODUCT_ID = 'agenda/ics';

/** What a calendar entry needs of an agenda and its event. */
export interface CalendarAgenda {
  id: string;
  name: string;
  description: string;
  start: Date;
  end: Date;
  /** The location's name, when the agenda has one. */
  location: string | null;
  /** The Teams link (docs/product.md §3 meeting_room). */
  meetingRoom: string | null;
  /** SEQUENCE: the agenda's version. */
  sequence: number;
}

export interface CalendarEvent {
  id: string;
  name: string;
  /** The event's IANA zone (docs/product.md §3 timezone). */
  timezone: string;
  address: string;
}

export interface Mailbox {
  name: string;
  email: string;
}

/** The UID domain of calendar entries: the project (stable across deployments of one project). */
export const uidDomain = (): string => config.projectId;

/** An agenda as a calendar entry; `sequence` is its version unless a cancellation needs one above it. */
export function calendarAgenda(
  id: string,
  doc: StoredAgenda,
  locationName: string | null,
  sequence = doc.version,
): CalendarAgenda {
  return {
    id,
    name: doc.name,
    description: doc.description,
    start: doc.start_time.toDate(),
    end: doc.end_date.toDate(),
    location: locationName,
    meetingRoom: doc.meeting_room,
    sequence,
  };
}

/** The stable UID of an agenda's calendar entry. */
export const agendaUid = (agendaId: string, domain: string): string => `${agendaId}@${domain}`;

const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

/** "Tue 12 May 2026, 09:00–10:30 (Europe/Berlin)": the local times in the event's zone, named. */
export function localTimes(start: Date, end: Date, zone: string): string {
  const from = DateTime.fromJSDate(start, { zone });
  const to = DateTime.fromJSDate(end, { zone });
  if (!from.isValid || !to.isValid) return `${start.toISOString()} – ${end.toISOString()} (UTC)`;
  const day = from.toFormat('ccc d LLL yyyy');
  const sameDay = from.hasSame(to, 'day');
  return `${day}, ${from.toFormat('HH:mm')}–${sameDay ? to.toFormat('HH:mm') : `${to.toFormat('ccc d LLL yyyy')}, ${to.toFormat('HH:mm')}`} (${zone})`;
}

/** A safe http(s) link, or null (a Teams link is stored as typed). */
export function httpLink(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function description(agenda: CalendarAgenda, event: CalendarEvent, cancelled: boolean): string {
  const teams = httpLink(agenda.meetingRoom);
  return [
    cancelled ? 'This session has been cancelled or you are no longer invited.' : null,
    agenda.description.trim() || null,
    `Event: ${event.name}`,
    `When: ${localTimes(agenda.start, agenda.end, event.timezone)}`,
    agenda.location ? `Where: ${agenda.location}` : null,
    teams ? `Teams: ${teams}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/** A display alarm `minutes` before the start; none for 0 or null (reminders off, or nobody's file). */
function alarms(agenda: CalendarAgenda, minutes: number | null): Pick<EventAttributes, 'alarms'> {
  if (!minutes) return {};
  const description = `Reminder: ${oneLine(agenda.name)} starts in ${minutes} minutes`;
  return { alarms: [{ action: 'display', description, trigger: { minutes, before: true } }] };
}

function entry(
  agenda: CalendarAgenda,
  event: CalendarEvent,
  domain: string,
  alarmMinutes: number | null = null,
): EventAttributes {
  const teams = httpLink(agenda.meetingRoom);
  const where = [agenda.location, event.address.trim() || null].filter(Boolean).join(', ');
  return {
    uid: agendaUid(agenda.id, domain),
    sequence: agenda.sequence,
    title: agenda.name,
    start: agenda.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: agenda.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: where || (teams ? 'Microsoft Teams' : undefined),
    ...(teams ? { url: teams } : {}),
    description: description(agenda, event, false),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    ...alarms(agenda, alarmMinutes),
  };
}

/** Adds calendar-level lines the library has no attribute for, right after its header lines. */
function withHeader(ics: string, lines: readonly string[]): string {
  const marker = '\r\nBEGIN:VEVENT';
  const at = ics.indexOf(marker);
  const extra = lines.map((line) => `\r\n${line}`).join('');
  return at < 0
    ? ics.replace('\r\nEND:VCALENDAR', `${extra}\r\nEND:VCALENDAR`)
    : `${ics.slice(0, at)}${extra}${ics.slice(at)}`;
}

function render(
  events: EventAttributes[],
  header: { method?: string; calName?: string },
  extra: readonly string[],
): string {
  const { error, value } = createEvents(events, { productId: ICS_PRODUCT_ID, ...header });
  if (error || value === null) throw new Error(`Could not build the calendar: ${error?.message ?? 'no output'}`);
  return withHeader(value, extra);
}

export interface InviteInput {
  method: InviteMethod;
  agenda: CalendarAgenda;
  event: CalendarEvent;
  organizer: Mailbox;
  /** Only the recipient is listed: one invite never shows the other invitees' addresses. */
  attendee: Mailbox;
  domain: string;
}

/** One agenda as an invite (REQUEST) or its cancellation (CANCEL) for one person. */
export function inviteIcs({ method, agenda, event, organizer, attendee, domain }: InviteInput): string {
  const base = entry(agenda, event, domain);
  const cancelled = method === 'CANCEL';
  const attributes: EventAttributes = {
    ...base,
    method,
    description: description(agenda, event, cancelled),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: oneLine(organizer.name), email: organizer.email },
    attendees: [
      {
        name: oneLine(attendee.name) || attendee.email,
        email: attendee.email,
        rsvp: !cancelled,
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      },
    ],
  };
  return render([attributes], { method }, [`X-WR-TIMEZONE:${oneLine(event.timezone)}`]);
}

export interface FeedInput {
  /** X-WR-CALNAME: what a calendar app calls the subscription. */
  name: string;
  /** The zone named in X-WR-TIMEZONE (the event's, or the person's first event's). */
  timezone: string;
  entries: readonly { agenda: CalendarAgenda; event: CalendarEvent }[];
  domain: string;
  /** The person's reminder lead time for a VALARM on every entry; null or 0 for none. */
  alarmMinutes?: number | null;
}

/** A subscribable feed (METHOD:PUBLISH): every entry with the same UID and SEQUENCE as its invites. */
export function feedIcs({ name, timezone, entries, domain, alarmMinutes = null }: FeedInput): string {
  const events = entries.map(({ agenda, event }) => entry(agenda, event, domain, alarmMinutes));
  const header = [`X-WR-TIMEZONE:${oneLine(timezone)}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H'];
  if (events.length > 0) return render(events, { method: 'PUBLISH', calName: oneLine(name) }, header);
  // The library refuses an empty list; an empty calendar is still a valid subscription.
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'METHOD:PUBLISH',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${oneLine(name).replace(/[,;\\]/g, (c) => `\\${c}`)}`,
    ...header,
    'X-PUBLISHED-TTL:PT1H',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
