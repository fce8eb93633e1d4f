/**
 * Content checked, not only declared: storage.rules trust the declared content type, so every object
 * finalized in an image folder is read (its first bytes) and deleted when it is not a real PNG or JPEG
 * (an SVG or HTML renamed, declared as image/png). The API records only files that still exist.
 */
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { app } from '../lib/firebase';
import { isImageObject, SNIFF_BYTES, sniffImage } from './image-sniff';

export const checkUploadedImage = onObjectFinalized({ memory: '256MiB', timeoutSeconds: 60 }, async (event) => {
  const { bucket, name, contentType, size } = event.data;
  if (!name || !isImageObject(name)) return;
  // Loaded on first use: the Storage client is large and the API's instances never need it here.
  const { getStorage } = await import('firebase-admin/storage');
  const file = getStorage(app).bucket(bucket).file(name);
  let head: Buffer;
  try {
    [head] = await file.download({ start: 0, end: SNIFF_BYTES - 1 });
  } catch (error) {
    // Replaced or deleted in the meantime: the newer upload gets its own check.
    logger.warn('uploaded image not checked', { bucket, name, error: error instanceof Error ? error.message : String(error) });
    return;
  }
  const kind = sniffImage(head);
  if (kind) return;
  await file.delete({ ignoreNotFound: true });
  logger.warn('uploaded file deleted: not a PNG or JPEG', { bucket, name, contentType, size, head: head.subarray(0, 8).toString('hex') });
});
