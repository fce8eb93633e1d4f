import { api, type Setting, type SettingName } from '@contract';
import { call } from '@/lib/api';

/** A setting's value, or null when it was never saved. */
export async function getSettingValue(name: SettingName): Promise<string | null> {
  return (await call(api.settings.value, { name })).result;
}

/** Admins only. */
export async function updateSetting(setting: Setting): Promise<Setting> {
  return (await call(api.settings.update, setting)).result;
}
