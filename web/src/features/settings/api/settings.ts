import { api, type Setting, type SettingName } from '@agenda/contract';
import { AT_THE_FORM, call } from '@/lib/api';

/** A setting's value, or null when it was never saved. */
export async function getSettingValue(name: SettingName): Promise<string | null> {
  return (await call(api.settings.value, { name })).result;
}

/** Admins only; a refusal is the form's to show. */
export async function updateSetting(setting: Setting): Promise<Setting> {
  return (await call(api.settings.update, setting, AT_THE_FORM)).result;
}
