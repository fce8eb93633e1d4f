/** Files in Cloud Storage that the API removes once the record pointing at them is saved. */
import { CLOUD_STORAGE_ORIGIN, EVENT_MESSAGES, isDownloadAddressOf, type StorageLocation } from '@agenda/contract';
import { config } from '../config';
import { badRequest } from '../lib/http-error';
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

/**
 * The download token of each of `references` that is still stored (null when it has none); the gone ones
 * are absent. A history entry keeps a file's address without its token (no secrets in the log), and a
 * record restored from it may point at files removed with it. Without the Storage emulator in the suite
 * nothing can be read: every reference is taken as stored, its address left as it is. A failed read fails
 * the request, since what it answers decides what is written.
 */
export async function storedFileTokens(references: readonly string[]): Promise<Map<string, string | null>> {
  if (config.isEmulator && !process.env.FIREBASE_STORAGE_EMULATOR_HOST)
    return new Map(references.map((ref) => [ref, null]));
  if (references.length === 0) return new Map();
  const { getStorage } = await import('firebase-admin/storage');
  const bucket = getStorage(app).bucket(app.options.storageBucket ?? `${config.projectId}.appspot.com`);
  // One read per file: its metadata, or Storage's 404 for a file that is gone.
  const read = async (ref: string): Promise<[string, string | null] | null> => {
    try {
      const [metadata] = await bucket.file(ref).getMetadata();
      const tokens = metadata.metadata?.firebaseStorageDownloadTokens;
      return [ref, typeof tokens === 'string' && tokens ? (tokens.split(',')[0] ?? null) : null];
    } catch (error) {
      if ((error as { code?: unknown }).code === 404) return null;
      throw error;
    }
  };
  return new Map((await Promise.all(references.map(read))).filter((found) => found !== null));
}

/** Our bucket and who serves its download addresses: Cloud Storage, and the Storage emulator locally. */
export function storageLocation(): StorageLocation {
  const bucket = app.options.storageBucket ?? `${config.projectId}.appspot.com`;
  const emulator = config.isEmulator ? process.env.FIREBASE_STORAGE_EMULATOR_HOST : undefined;
  const origins = [CLOUD_STORAGE_ORIGIN];
  if (emulator) {
    const port = emulator.split(':').pop();
    origins.push(`http://${emulator}`, `http://127.0.0.1:${port}`, `http://localhost:${port}`);
  }
  return { bucket, origins };
}

/**
 * Refuses (400, at each field) any file whose address is not the download address of its own stored
 * object in our bucket. The folder of each reference is checked by the contract's schemas.
 */
export function checkStoredFiles(files: readonly { address: string; reference: string; field: string }[]): void {
  const location = storageLocation();
  const fields: Record<string, string[]> = {};
  for (const file of files) {
    if (!isDownloadAddressOf(file.address, file.reference, location))
      (fields[file.field] ??= []).push(EVENT_MESSAGES.fileNotOurs);
  }
  const first = Object.keys(fields)[0];
  if (first) throw badRequest(`${first}: ${EVENT_MESSAGES.fileNotOurs}`, fields);
}
