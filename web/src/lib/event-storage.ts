import { withoutDownloadToken, type EventFileFolder, eventFileFolder } from '@agenda/contract';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import type { ImageKind } from '@/lib/image-file';

/** What an event record keeps of a stored file: its address (without token) and its reference. */
export interface StoredEventFile {
  url: string;
  reference: string;
}

/** Our text when Storage refuses or cannot be reached; the reason follows. */
export const UPLOAD_FAILED = 'The file could not be uploaded';

/**
 * Uploads a checked image under v2/events/{eventId}/{folder}/ (the folder storage.rules open to the
 * event's editors) with a random name, so that a new file never overwrites the one still in use.
 */
export async function uploadEventFile(
  eventId: string,
  folder: EventFileFolder,
  file: Blob,
  kind: ImageKind,
  storage: FileStorage = firebaseFileStorage,
): Promise<StoredEventFile> {
  const reference = `${eventFileFolder(eventId, folder)}${crypto.randomUUID()}.${kind.extension}`;
  const url = await storage.upload(reference, file, kind.contentType);
  return { url: withoutDownloadToken(url), reference };
}
