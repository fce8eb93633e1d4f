import {
  imageMessages,
  NEWS_PHOTO_MAX_BYTES,
  NEWS_PHOTO_MAX_MEGABYTES,
  storagePaths,
  withoutDownloadToken,
} from '@agenda/contract';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import { checkImageFile, type CheckedImage, type ImageKind } from '@/lib/image-file';

/** A png or jpeg by its content, at most NEWS_PHOTO_MAX_BYTES (storage.rules checks the same). */
export const checkNewsPhoto = (file: Blob): Promise<CheckedImage> =>
  checkImageFile(file, {
    maxBytes: NEWS_PHOTO_MAX_BYTES,
    tooLargeMessage: imageMessages.tooLarge(NEWS_PHOTO_MAX_MEGABYTES),
  });

/** What a news record keeps of its photo: the address without its token (spec §7) and the reference (img_id). */
export interface StoredNewsPhoto {
  url: string;
  reference: string;
}

/**
 * Uploads a checked photo into the folder of the item's country (v2/news/{tenantId}/, which only that
 * country's admins may write) with a random name, so a new photo never overwrites the one in use.
 */
export async function uploadNewsPhoto(
  file: Blob,
  kind: ImageKind,
  tenantId: string,
  storage: FileStorage = firebaseFileStorage,
): Promise<StoredNewsPhoto> {
  const reference = `${storagePaths.newsPhotos(tenantId)}${crypto.randomUUID()}.${kind.extension}`;
  const url = await storage.upload(reference, file, kind.contentType);
  return { url: withoutDownloadToken(url), reference };
}
