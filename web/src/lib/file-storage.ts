import { loadStorage } from '@/lib/firebase';

/** The Cloud Storage operations uploads need; the app uses Firebase's, unit tests a fake. */
export interface FileStorage {
  /** Uploads `file` to `path` and answers its download address. */
  upload: (path: string, file: Blob, contentType: string) => Promise<string>;
  remove: (path: string) => Promise<void>;
}

export const firebaseFileStorage: FileStorage = {
  async upload(path, file, contentType) {
    const [{ getDownloadURL, ref, uploadBytes }, storage] = await Promise.all([
      import('firebase/storage'),
      loadStorage(),
    ]);
    const stored = await uploadBytes(ref(storage, path), file, { contentType });
    return getDownloadURL(stored.ref);
  },
  async remove(path) {
    const [{ deleteObject, ref }, storage] = await Promise.all([import('firebase/storage'), loadStorage()]);
    await deleteObject(ref(storage, path));
  },
};

/**
 * A fresh download address (with its token) of a stored document, asked of Storage under the
 * storage rules: only those allowed to read the file get one. Records keep addresses without the
 * token, so a document is opened through this.
 */
export async function downloadAddress(path: string): Promise<string> {
  const [{ getDownloadURL, ref }, storage] = await Promise.all([import('firebase/storage'), loadStorage()]);
  return getDownloadURL(ref(storage, path));
}

/**
 * Uploads `file` to `path` and asks for no download address: files read only through the SDK under the
 * storage rules (a wall's photos) never get a tokened address.
 */
export async function uploadPrivate(path: string, file: Blob, contentType: string): Promise<void> {
  const [{ ref, uploadBytes }, storage] = await Promise.all([import('firebase/storage'), loadStorage()]);
  await uploadBytes(ref(storage, path), file, { contentType });
}

/** A stored file's bytes, read with the SDK under the storage rules (no tokened address). */
export async function readPrivate(path: string): Promise<Blob> {
  const [{ getBlob, ref }, storage] = await Promise.all([import('firebase/storage'), loadStorage()]);
  return getBlob(ref(storage, path));
}
