import { z } from 'zod';
import { settingSchema, settingUpdateSchema, settingValueQuerySchema } from '../schemas/settings';
import { endpoint } from './endpoint';

/** docs/product.md §7 Settings: named values (the app's version), read by anyone, written by admins. */
export const settings = {
  value: endpoint({
    method: 'GET',
    path: '/settings/value',
    access: 'public',
    input: settingValueQuerySchema,
    output: z.object({ result: z.string().nullable() }),
    summary: "A setting's value, or null when it was never saved",
  }),
  update: endpoint({
    method: 'POST',
    path: '/settings/update',
    access: 'adminOfAnyTenant',
    input: settingUpdateSchema,
    output: z.object({ result: settingSchema }),
    summary: 'Saves a setting',
  }),
};
