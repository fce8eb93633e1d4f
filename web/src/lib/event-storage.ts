import { withoutDownloadToken, type EventFileFolder, eventFileFolder } from '@contract';
import { loadStorage } from '@/lib/firebase';
import type { ImageKind } from '@/lib/image-file';

/** The storage operations event files need; the app uses Firebase's, tests a fake. */
export interface EventFileStorage {
  /** Uploads `file` to `path` and answers its download address. */
  upload: (path: string, file: Blob, contentType: string) => Promise<string>;
  remove: (path: string) => Promise<void>;
}

export const firebaseEventStorage: EventFileStorage = {
  async upload(path, file, contentType) {
    const [{ getDownloadURL, ref, uploadBytes }, storage] = await Promise.all([import('firebase/storage'), loadStorage()]);
    const stored = await uploadBytes(ref(storage, path), file, { contentType });
    return getDownloadURL(stored.ref);
  },
  async remove(path) {
    const [{ deleteObject, ref }, storage] = await Promise.all([import('firebase/storage'), loadStorage()]);
    await deleteObject(ref(storage, path));
  },
};

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
  storage: EventFileStorage = firebaseEventStorage,
): Promise<StoredEventFile> {
  const reference = `${eventFileFolder(eventId, folder)}${crypto.randomUUID()}.${kind.extension}`;
  const url = await storage.upload(reference, file, kind.contentType);
  return { url: withoutDownloadToken(url), reference };
}
