import { FieldValue } from 'firebase-admin/firestore';
import { api, COLLECTIONS, docConverter, settingDocSchema } from '@agenda/contract';
import { route } from '../http/endpoints';
import { db } from '../lib/firebase';
import { logs } from '../lib/logs';

const settingRef = (name: string) => db.collection(COLLECTIONS.settings).doc(name);

export const settingRoutes = [
  route(api.settings.value, async ({ name }) => {
    const stored = await settingRef(name).withConverter(docConverter(settingDocSchema)).get();
    return { result: stored.data()?.value ?? null };
  }),

  // Written without the converter: the server fills in `last_updated`.
  route(api.settings.update, async (setting, caller, { requestId }) => {
    await settingRef(setting.name).set({ ...setting, updated_by: caller.uid, last_updated: FieldValue.serverTimestamp() });
    logs.settingUpdated(requestId, caller.uid, setting.name);
    return { result: setting };
  }),
];
