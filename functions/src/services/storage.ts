/** Files in Cloud Storage that the API removes once the record pointing at them is saved. */
import { config } from '../config';
import { app } from '../lib/firebase';
import { logs } from '../lib/logs';

/**
 * Deletes a stored file by its reference; a file already gone is fine. A failure never fails the
 * request: the record is saved by then, and a leftover file is only wasted space (it is logged).
 */
export async function deleteStoredFile(requestId: string, ref: string): Promise<void> {
  // Inside the emulator suite without the Storage emulator, the Admin SDK would reach for Google.
  if (config.isEmulator && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
    logs.storedFileKept(requestId, ref, 'the Storage emulator is not running');
    return;
  }
  try {
    // Loaded on first use: the Storage client is large and most requests never need it.
    const { getStorage } = await import('firebase-admin/storage');
    const bucket = getStorage(app).bucket(app.options.storageBucket ?? `${config.projectId}.appspot.com`);
    await bucket.file(ref).delete({ ignoreNotFound: true });
  } catch (error) {
    logs.storedFileKept(requestId, ref, error instanceof Error ? error.message : String(error));
  }
}

/** Deletes every stored file under a folder (an event's, when the event is deleted); never fails the request. */
export async function deleteStoredFolder(requestId: string, prefix: string): Promise<void> {
  if (config.isEmulator && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
    logs.storedFolderKept(requestId, prefix, 'the Storage emulator is not running');
    return;
  }
  try {
    const { getStorage } = await import('firebase-admin/storage');
    const bucket = getStorage(app).bucket(app.options.storageBucket ?? `${config.projectId}.appspot.com`);
    await bucket.deleteFiles({ prefix, force: true });
  } catch (error) {
    logs.storedFolderKept(requestId, prefix, error instanceof Error ? error.message : String(error));
  }
}
