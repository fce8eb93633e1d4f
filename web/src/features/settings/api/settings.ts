import { settingSchema, type Setting, type SettingName } from '@contract';
import { z } from 'zod';
import { apiGet, apiPost } from '@/lib/api';

const valueSchema = z.object({ result: z.string().nullable() });
const savedSchema = z.object({ result: settingSchema });

// GET /backendv2/settings/value?name -> { result: value or null }
export async function getSettingValue(name: SettingName): Promise<string | null> {
  return (await apiGet('/settings/value', { name }, valueSchema)).result;
}

// POST /backendv2/settings/update { name, value } -> { result: setting } (admins)
export async function updateSetting(setting: Setting): Promise<Setting> {
  return (await apiPost('/settings/update', setting, savedSchema)).result;
}
