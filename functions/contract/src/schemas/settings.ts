import { z } from 'zod';
import { SETTING_NAMES } from '../constants';
import { timestampSchema } from '../firestore';

export const settingNameSchema = z.enum(SETTING_NAMES);

/** A setting as it is saved and answered. */
export const settingSchema = z.object({
  name: settingNameSchema,
  value: z.string().trim().max(200),
});
export type Setting = z.infer<typeof settingSchema>;

/** Stored at settings/{name}: the setting, and who saved it last and when (absent on seeded ones). */
export const settingDocSchema = settingSchema.extend({
  updated_by: z.string().nullish(),
  last_updated: z.nullish(timestampSchema),
});
export type SettingDoc = z.infer<typeof settingDocSchema>;

// GET /backendv2/settings/value?name
export const settingValueQuerySchema = z.object({ name: settingNameSchema });
// POST /backendv2/settings/update
export const settingUpdateSchema = settingSchema.strict();
