/** Settings (docs/product.md §3 Setting): settings/{name}, one value each. */
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, docConverter, settingDocSchema, type HistoryAuthor, type Setting } from '@agenda/contract';
import { db } from '../lib/firebase';
import { recordHistory } from '../shared/history';

const settingRef = (name: string) => db.collection(COLLECTIONS.settings).doc(name);

/** The setting's value, or null when it has none. */
export async function settingValue(name: string): Promise<string | null> {
  const stored = await settingRef(name).withConverter(docConverter(settingDocSchema)).get();
  return stored.data()?.value ?? null;
}

/**
 * Written without the converter: the server fills in `last_updated`. In a transaction that reads the
 * value before, for the history entry (settings belong to no country).
 */
export async function updateSetting(setting: Setting, actor: HistoryAuthor): Promise<void> {
  const ref = settingRef(setting.name);
  await db.runTransaction(async (tx) => {
    const before: unknown = (await tx.get(ref)).get('value');
    recordHistory(tx, actor, {
      tenant_id: null,
      event_id: null,
      entity: 'settings',
      entity_id: setting.name,
      entity_label: setting.name,
      action: before === undefined ? 'create' : 'update',
      changes:
        before === setting.value
          ? []
          : [{ field: 'value', before: typeof before === 'string' ? before : null, after: setting.value }],
      restorable: false,
    });
    tx.set(ref, { ...setting, updated_by: actor.uid, last_updated: FieldValue.serverTimestamp() });
  });
}
