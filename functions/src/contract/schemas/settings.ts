import { z } from 'zod';
import { SETTING_NAMES } from '../constants';

export const settingNameSchema = z.enum(SETTING_NAMES);

/** Stored at settings/{name}. */
export const settingSchema = z.object({
  name: settingNameSchema,
  value: z.string().trim().max(200),
});
export type Setting = z.infer<typeof settingSchema>;

// GET /backendv2/settings/value?name
export const settingValueQuerySchema = z.object({ name: settingNameSchema });
// POST /backendv2/settings/update
export const settingUpdateSchema = settingSchema.strict();
