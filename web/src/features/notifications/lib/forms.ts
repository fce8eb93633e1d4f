import {
  DEFAULT_NOTIFICATION_TYPE,
  isFutureInstant,
  NOTIFICATION_MESSAGES,
  notificationContentSchema,
  type NotificationType,
} from '@agenda/contract';
import { ApiRequestError } from '@/lib/api';

/** The notification editor's content (spec §3 notification: message, link, type). */
export interface NotificationDraft {
  message: string;
  type: NotificationType;
  link: string;
}

export const EMPTY_DRAFT: NotificationDraft = { message: '', type: DEFAULT_NOTIFICATION_TYPE, link: '' };

export type DraftErrors = Partial<Record<'message' | 'link' | 'type', string>>;

/** The editor's field errors, by the contract's own rules (spec §5: the subject, the LINK link). */
export function draftErrors(draft: NotificationDraft): DraftErrors {
  const parsed = notificationContentSchema.safeParse({ message: draft.message, type: draft.type, link: draft.link });
  if (parsed.success) return {};
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'message' || field === 'link' || field === 'type') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Our texts (the spec names none), among them why Save or Send is disabled. */
export const FORM_TEXTS = {
  fixNotification: 'Fix the notification first: a subject is needed, and a valid link for LINK',
  chooseDate: 'Choose the date and time it is sent at',
  dateInPast: NOTIFICATION_MESSAGES.dateInPast,
  chooseUsers: NOTIFICATION_MESSAGES.chooseUsers,
  unchanged: 'Nothing has changed',
  busy: 'Please wait: the last action is still running',
};

export interface ScheduleState {
  draft: NotificationDraft;
  /** The chosen instant, or null while none (or an invalid one) is set. */
  date: Date | null;
  sendToAll: boolean;
  users: readonly string[];
}

/** Spec §5: Save needs a valid subject and type, a date (in the future), and send-to-all or a user. Null = enabled. */
export function saveBlockedReason(state: ScheduleState, now: Date = new Date()): string | null {
  if (Object.keys(draftErrors(state.draft)).length > 0) return FORM_TEXTS.fixNotification;
  if (!state.date) return FORM_TEXTS.chooseDate;
  if (!isFutureInstant(state.date, now)) return FORM_TEXTS.dateInPast;
  if (!state.sendToAll && state.users.length === 0) return FORM_TEXTS.chooseUsers;
  return null;
}

/** Spec §5: Send needs a valid notification and, when not sending to all, at least one user. Null = enabled. */
export function sendBlockedReason(state: Omit<ScheduleState, 'date'>): string | null {
  if (Object.keys(draftErrors(state.draft)).length > 0) return FORM_TEXTS.fixNotification;
  if (!state.sendToAll && state.users.length === 0) return FORM_TEXTS.chooseUsers;
  return null;
}

/** The editor's content as the API takes it (spec §3: message, link, type, valid). */
export const notificationPayload = (draft: NotificationDraft) => ({
  message: draft.message,
  type: draft.type,
  link: draft.type === 'LINK' ? draft.link : null,
  valid: Object.keys(draftErrors(draft)).length === 0,
});

/**
 * One request id per form submission (`request_id` of POST /notifications/new and
 * /send): the same payload sent again before it succeeded (a double click, a retry after a lost answer)
 * keeps its id, so the API creates one notification; a changed payload, or the next one after a success
 * (`done`), gets a new id.
 */
export function submissionIds(newId: () => string = () => crypto.randomUUID()): {
  idFor: (payload: unknown) => string;
  done: () => void;
} {
  let last: { key: string; id: string } | null = null;
  return {
    idFor(payload) {
      const key = JSON.stringify(payload);
      if (last?.key !== key) last = { key, id: newId() };
      return last.id;
    },
    done() {
      last = null;
    },
  };
}

/** A refusal's messages by the form's fields. */
export type Placed = Partial<Record<'message' | 'link' | 'type' | 'date' | 'users', string>>;

/**
 * A 400's field errors placed at the form's fields: the contract names them by their payload path
 * (notification.message, notification.link, date, users).
 */
export function fieldsOfRefusal(fields: Record<string, string[]> | undefined): Placed {
  const placed: Placed = {};
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const key = path.split('.').at(-1);
    if ((key === 'message' || key === 'link' || key === 'type' || key === 'date' || key === 'users') && messages[0])
      placed[key] = messages[0];
  }
  return placed;
}

/** Where a form shows a failed save or send: a 400's messages at its fields, anything else in its alert. */
export function placedRefusal(error: unknown): Placed | null {
  return error instanceof ApiRequestError && error.status === 400 && error.fields
    ? fieldsOfRefusal(error.fields)
    : null;
}
