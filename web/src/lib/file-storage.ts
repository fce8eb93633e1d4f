import { loadStorage } from '@/lib/firebase';

/** The Cloud Storage operations uploads need; the app uses Firebase's, unit tests a fake. */
export interface FileStorage {
  /** Uploads `file` to `path` and answers its download address. */
  upload: (path: string, file: Blob, contentType: string) => Promise<string>;
  remove: (path: string) => Promise<void>;
}

export const firebaseFileStorage: FileStorage = {
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
