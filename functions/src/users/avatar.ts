/**
 * The user's avatar: their photo in the corporate directory, stored under
 * v2/users/{uid}/ (storagePaths.userAvatars) and recorded as `avatar_url`, a download address like
 * the other images'. Refreshed at sign-in and by GET /users/refresh, written only when it changed:
 * the object is named by the photo's hash, so the same photo is the same address.
 */
import { createHash, randomUUID } from 'node:crypto';
import { CLOUD_STORAGE_ORIGIN, storagePaths, storedObjectOf } from '@agenda/contract';
import { config } from '../config';
import { app } from '../lib/firebase';
import { logs } from '../lib/logs';
import { deleteStoredFile, storageLocation } from '../shared/storage';
import { directoryPhoto, type DirectoryPhoto } from '../directory/photo';
import { userRef } from './service';

const EXTENSIONS = { png: 'png', jpeg: 'jpg' } as const;

/** Where the browser reads the bucket: Cloud Storage, or the Storage emulator's local port. */
function downloadOrigin(): string {
  const emulator = config.isEmulator ? process.env.FIREBASE_STORAGE_EMULATOR_HOST : undefined;
  return emulator ? `http://127.0.0.1:${emulator.split(':').pop()}` : CLOUD_STORAGE_ORIGIN;
}

/**
 * Records `photo` as the user's avatar; null (no photo in the directory) clears it, so the app shows
 * the initials avatar. Returns whether `avatar_url` changed. The old object is removed after the record
 * no longer points at it.
 */
async function saveAvatar(requestId: string, uid: string, photo: DirectoryPhoto | null): Promise<boolean> {
  // Inside the emulator suite without the Storage emulator, the Admin SDK would reach for Google.
  if (config.isEmulator && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) return false;
  const snapshot = await userRef(uid).get();
  if (!snapshot.exists) return false;
  const current = (snapshot.get('avatar_url') as string | null | undefined) ?? null;
  const location = storageLocation();
  const currentObject = current ? storedObjectOf(current, location) : null;
  const ours = currentObject?.startsWith(storagePaths.userAvatars(uid)) ? currentObject : null;

  if (!photo) {
    if (current === null) return false;
    await userRef(uid).update({ avatar_url: null });
    if (ours) await deleteStoredFile(requestId, ours);
    return true;
  }
  const hash = createHash('sha256').update(photo.bytes).digest('hex').slice(0, 32);
  const object = `${storagePaths.userAvatars(uid)}${hash}.${EXTENSIONS[photo.kind]}`;
  if (ours === object) return false;

  const token = randomUUID();
  const { getStorage } = await import('firebase-admin/storage');
  await getStorage(app)
    .bucket(location.bucket)
    .file(object)
    .save(photo.bytes, {
      resumable: false,
      contentType: photo.kind === 'png' ? 'image/png' : 'image/jpeg',
      // Served as the upload check serves images: inline, under a name of ours.
      metadata: {
        contentDisposition: `inline; filename="${hash}.${EXTENSIONS[photo.kind]}"`,
        metadata: { firebaseStorageDownloadTokens: token },
      },
    });
  const address = `${downloadOrigin()}/v0/b/${location.bucket}/o/${encodeURIComponent(object)}?alt=media&token=${token}`;
  await userRef(uid).update({ avatar_url: address });
  if (ours) await deleteStoredFile(requestId, ours);
  logs.avatarSaved(requestId, uid, object);
  return true;
}

/**
 * Takes the person's photo from the directory and saves it (sign-in, GET /users/refresh). Never fails
 * the request: a directory that cannot be asked leaves the stored avatar as it is (logged).
 */
export async function refreshAvatar(
  requestId: string,
  uid: string,
  oid: string,
  graphToken: string | undefined,
): Promise<void> {
  try {
    const photo = await directoryPhoto(oid, graphToken);
    if (photo !== undefined) await saveAvatar(requestId, uid, photo);
  } catch (error) {
    logs.avatarNotRefreshed(requestId, uid, error instanceof Error ? error.message : String(error));
  }
}
