import { ALL_USERS, api, type UserFile, type UserFilesEntry } from '@agenda/contract';
import { call } from '@/lib/api';

// GET /backendv2/events/user-files?e (own files), or ?u=all for the event's editors (everyone's, by person)
export async function getUserFiles(eventId: string, everyone: boolean): Promise<UserFilesEntry[]> {
  return (await call(api.events.userFiles, everyone ? { e: eventId, u: ALL_USERS } : { e: eventId })).files;
}

// GET /backendv2/events/user-files?e&u: one person's files, for the event's editors
export async function getFilesOf(eventId: string, uid: string): Promise<UserFilesEntry[]> {
  return (await call(api.events.userFiles, { e: eventId, u: uid })).files;
}

// POST /backendv2/events/user-files/update: the caller's full list (or, for the event's editors, the
// full list of the person `u`); removed files leave Storage after the save.
export async function saveUserFiles(
  eventId: string,
  files: UserFile[],
  deletedFiles: string[],
  u?: string,
): Promise<UserFilesEntry[]> {
  return (await call(api.events.updateUserFiles, { e: eventId, ...(u ? { u } : {}), files, deletedFiles })).files;
}
