/**
 * Reminders before a person's sessions (docs/features.md, "Reminders"): the lead times a person may
 * choose, in minutes (0 is "off"), and the default. Plain values, apart from the schemas
 * (schemas/reminders.ts), so the Me page does not load zod's API with them.
 */
export const REMINDER_LEAD_CHOICES = [0, 5, 15, 30, 60] as const;
export type ReminderLead = (typeof REMINDER_LEAD_CHOICES)[number];
/** The lead time of a person who never chose one. */
export const REMINDER_DEFAULT_LEAD: ReminderLead = 15;

/**
 * How long after its moment (the session's start less the lead time) a run of the scheduled job still
 * sends a reminder. The job runs every minute, so a late or missed run is caught up by the next one; a
 * person who joins later than this after the moment gets none (less time was left than they asked for).
 */
export const REMINDER_CATCH_UP_MS = 2 * 60 * 1000;

/**
 * The id of one reminder: its inbox item (users/{uid}/inbox/{id}) and its mail (mail/{id}). The session's
 * start is part of it, so a session that moves is reminded of again at its new time, and every run that
 * finds the same reminder due writes the same documents (created once).
 */
export const reminderId = (agendaId: string, uid: string, startMillis: number): string =>
  `reminder_${agendaId}_${uid}_${startMillis}`;

/** The id of the one inbox item that asks a person who took part in a session for feedback. */
export const feedbackPromptId = (agendaId: string, uid: string): string => `feedback_${agendaId}_${uid}`;

const quoted = (name: string) => `“${name.replace(/\s+/g, ' ').trim()}”`;

export const REMINDER_MESSAGES = {
  /** The inbox item (no clock time: the bell shows it in any zone). */
  inbox: (agendaName: string, minutes: number, place: string | null) =>
    `${quoted(agendaName)} starts in ${minutes} minutes${place ? ` · ${place}` : ''}`,
  mailSubject: (agendaName: string, minutes: number) => `Reminder: ${quoted(agendaName)} starts in ${minutes} minutes`,
  /** The mail's line with the time, in the event's zone, named. */
  mailWhen: (when: string, place: string | null) => `${when}${place ? ` · ${place}` : ''}`,
  openSession: 'Open the session',
  mailFooter:
    'You get this reminder because you take part in or starred this session. Change or turn off reminders on the event’s Me page.',
} as const;
