/**
 * A person's reminder setting (docs/features.md, "Reminders"): one for all their events, on their own
 * user document as `reminders`; the defaults (REMINDER_DEFAULT_LEAD, no mail) until they save one.
 */
import { COLLECTIONS, reminderSettingsOf, type ReminderSettings } from '@agenda/contract';
import { db } from '../lib/firebase';

export async function remindersOf(uid: string): Promise<ReminderSettings> {
  const user = await db.collection(COLLECTIONS.users).doc(uid).get();
  return reminderSettingsOf(user.get('reminders'));
}

/** Saves the caller's own setting (validated by the endpoint's schema), and answers it. */
export async function setReminders(uid: string, settings: ReminderSettings): Promise<ReminderSettings> {
  const saved: ReminderSettings = { lead_minutes: settings.lead_minutes, mail: settings.mail };
  await db.collection(COLLECTIONS.users).doc(uid).update({ reminders: saved });
  return saved;
}
