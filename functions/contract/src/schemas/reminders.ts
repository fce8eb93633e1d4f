import { z } from 'zod';
import { REMINDER_DEFAULT_LEAD, REMINDER_LEAD_CHOICES, type ReminderLead } from '../constants/reminders';

/**
 * Reminders before a person's sessions (docs/features.md, "Reminders"): one setting per person for
 * all events. The lead time in minutes; 0 is "off". The same lead time is the VALARM of their "Add to
 * calendar" files and of their personal calendar feed.
 */
const leadMessage = `The reminder time must be one of ${REMINDER_LEAD_CHOICES.join(', ')} minutes (0 is off).`;
export const reminderLeadSchema = z.union([z.literal(0), z.literal(5), z.literal(15), z.literal(30), z.literal(60)], {
  error: leadMessage,
}) satisfies z.ZodType<ReminderLead>;

/** Stored on the user's document as `reminders`; absent means the defaults. */
export const reminderSettingsSchema = z
  .object({
    lead_minutes: reminderLeadSchema,
    /** Opt-in: a mail besides the inbox item. */
    mail: z.boolean(),
  })
  .strict();
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { lead_minutes: REMINDER_DEFAULT_LEAD, mail: false };

/** A person's settings from the stored `reminders` field, the defaults when absent or unreadable. */
export function reminderSettingsOf(stored: unknown): ReminderSettings {
  const parsed = reminderSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_REMINDER_SETTINGS;
}
