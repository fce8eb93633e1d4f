import {
  USER_FILE_CONTENT_TYPES,
  USER_FILE_MAX_BYTES,
  USER_FILE_MAX_FILES,
  USER_FILE_MESSAGES,
  userFilesFolder,
  withoutDownloadToken,
  type UserFile,
} from '@agenda/contract';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';

/** The User Files screen's texts (its title is the spec's). */
export const USER_FILES_TEXTS = {
  title: 'User Files(per event)',
  mine: 'My files',
  everyone: "Everyone's files",
  upload: 'Upload files',
  hint: `PDF, Word, Excel, PowerPoint, PNG or JPEG, at most 10 MB each, ${USER_FILE_MAX_FILES} files in all. Only you and the event's organizers see them.`,
  emptyMine: 'You have no files for this event yet. Upload one to keep it with the event.',
  emptyEveryone: 'Nobody has kept files for this event yet.',
  forPerson: 'Files of a person',
  forPersonHint:
    "Choose a person to see, upload or delete their files for this event. Only they and the event's organizers see them.",
  person: 'Person',
  personSearch: 'Type a name or an address',
  noPeople: 'Nobody matches: try another name or address',
  filesOf: (name: string) => `Files of ${name}`,
  emptyOf: (name: string) => `${name} has no files for this event yet. Upload one to keep it with the event.`,
  uploaded: (count: number) => (count === 1 ? 'File uploaded' : `${count} files uploaded`),
  deleted: 'File deleted',
  deleteTitle: 'Delete file',
  deleteQuestion: (name: string) => `Are you sure you want to delete ${name}?`,
  tooMany: USER_FILE_MESSAGES.tooMany,
} as const;

/** Why a chosen file cannot be kept, or null: the agenda-file types and bound (storage.rules checks them again). */
export function userFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(USER_FILE_CONTENT_TYPES as readonly string[]).includes(file.type))
    return `${file.name}: ${USER_FILE_MESSAGES.wrongType}`;
  if (file.size > USER_FILE_MAX_BYTES) return `${file.name}: ${USER_FILE_MESSAGES.tooLarge}`;
  return null;
}

/** The stored name: random (a new file never overwrites another), keeping a short known extension. */
export function storedNameOf(name: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
  return extension ? `${crypto.randomUUID()}.${extension}` : crypto.randomUUID();
}

/** Uploads the person's file to user-files/{eventId}/{uid}/ and answers what the record keeps of it. */
export async function uploadUserFile(
  eventId: string,
  uid: string,
  file: File,
  storage: FileStorage = firebaseFileStorage,
): Promise<UserFile> {
  const reference = `${userFilesFolder(eventId, uid)}${storedNameOf(file.name)}`;
  const url = await storage.upload(reference, file, file.type);
  return { name: file.name.slice(0, 300) || 'file', url: withoutDownloadToken(url), reference };
}
