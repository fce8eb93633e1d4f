import { api } from '@agenda/contract';
import { route } from '../http/endpoints';
import { logs } from '../lib/logs';
import { historyAuthor } from '../shared/history';
import { settingValue, updateSetting } from './service';

export const settingRoutes = [
  route(api.settings.value, async ({ name }) => ({ result: await settingValue(name) })),

  route(api.settings.update, async (setting, caller, { requestId }) => {
    await updateSetting(setting, historyAuthor(caller));
    logs.settingUpdated(requestId, caller.uid, setting.name);
    return { result: setting };
  }),
];
