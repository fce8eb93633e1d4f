import { api, type GroupDetail, type GroupSave } from '@agenda/contract';
import { AT_THE_FORM, call } from '@/lib/api';

// Spreadsheet addresses that are nobody's answer 400 with `fields.emails` listing them; nothing is saved.
export async function saveGroup(group: GroupSave): Promise<GroupDetail> {
  return (await call(api.groups.save, group, AT_THE_FORM)).result;
}
