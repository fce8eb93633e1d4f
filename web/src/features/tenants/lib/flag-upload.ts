import { withoutDownloadToken } from '@agenda/contract';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import type { ImageKind } from '@/lib/image-file';

/** Spec §7 Storage: country images go to a folder with a random name between 0 and 10 million. */
export const FLAG_FOLDER_MAX = 10_000_000;

/** Where a flag is kept, as POST /tenants/new records it. */
export interface StoredFlag {
  flag_image_url: string;
  flag_image_ref: string;
}

/** `flags/{0..10,000,000}/{random}.{ext}`: the folder storage.rules allow root users to write. */
export function flagStoragePath(extension: ImageKind['extension'], random: () => number = Math.random): string {
  const folder = Math.floor(random() * (FLAG_FOLDER_MAX + 1));
  return `flags/${folder}/${crypto.randomUUID()}.${extension}`;
}

/**
 * Uploads a checked flag and answers what the country record keeps: the download address without
 * its `token` parameter (spec §7), and the storage path, by which the API deletes a replaced flag.
 */
export async function uploadFlag(
  file: Blob,
  kind: ImageKind,
  storage: FileStorage = firebaseFileStorage,
): Promise<StoredFlag> {
  const path = flagStoragePath(kind.extension);
  const url = await storage.upload(path, file, kind.contentType);
  return { flag_image_url: withoutDownloadToken(url), flag_image_ref: path };
}
