/**
 * Reminders before a person's sessions (docs/features.md, "Reminders"): the lead times a person may
 * choose, in minutes (0 is "off"), and the default. Plain values, apart from the schemas
 * (schemas/reminders.ts), so the Me page does not load zod's API with them.
 */
export const REMINDER_LEAD_CHOICES = [0, 5, 15, 30, 60] as const;
export type ReminderLead = (typeof REMINDER_LEAD_CHOICES)[number];
/** The lead time of a person who never chose one. */
export const REMINDER_DEFAULT_LEAD: ReminderLead = 15;
