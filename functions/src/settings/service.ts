/** Settings (spec §3 Setting): settings/{name}, one value each. */
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, docConverter, settingDocSchema, type Setting } from '@agenda/contract';
import { db } from '../lib/firebase';

const settingRef = (name: string) => db.collection(COLLECTIONS.settings).doc(name);

/** The setting's value, or null when it has none. */
export async function settingValue(name: string): Promise<string | null> {
  const stored = await settingRef(name).withConverter(docConverter(settingDocSchema)).get();
  return stored.data()?.value ?? null;
}

/** Written without the converter: the server fills in `last_updated`. */
export async function updateSetting(setting: Setting, uid: string): Promise<void> {
  await settingRef(setting.name).set({ ...setting, updated_by: uid, last_updated: FieldValue.serverTimestamp() });
}
