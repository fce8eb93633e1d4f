/**
 * Files are what they claim (issue 27, item 3): storage.rules see only the declared type and size, so
 * every object finalized in an upload folder is read and
 * - deleted when its bytes are not a kind its folder may hold (HTML or SVG declared as image/png or
 *   application/pdf, a macro-enabled document renamed .docx, …), when it declares a content encoding
 *   (the served bytes would not be the checked ones), or when it is a badge image over 512×512 (spec §9,
 *   issue 32 item 9; the badge document then points at nothing);
 * - otherwise served with metadata the server chose: the sniffed content type, a Content-Disposition
 *   of our own (file-sniff.ts `servedDisposition`) and no client custom metadata, whatever the upload
 *   sent. The API records only files that still exist.
 */
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { app } from '../lib/firebase';
import {
  allowedKinds,
  dimensionLimit,
  dimensionsRefused,
  FILE_KINDS,
  isZipHead,
  servedDisposition,
  SNIFF_BYTES,
  sniffFile,
  sniffHead,
} from './file-sniff';

/** The custom metadata key behind Firebase download addresses: kept, every other client key is removed. */
const DOWNLOAD_TOKENS = 'firebaseStorageDownloadTokens';

export const checkUploadedFile = onObjectFinalized({ memory: '256MiB', timeoutSeconds: 60 }, async (event) => {
  const { bucket, name, contentType, contentDisposition, contentEncoding, size, metadata } = event.data;
  const kinds = name ? allowedKinds(name) : null;
  if (!name || !kinds) return;
  // Preconditions on this generation: a newer upload under the same name gets its own check and must
  // not lose its metadata or be deleted for this one's content.
  const generation = Number(event.data.generation);
  // Loaded on first use: the Storage client is large and the API's instances never need it here.
  const { getStorage } = await import('firebase-admin/storage');
  const file = getStorage(app).bucket(bucket).file(name);
  const context = { bucket, name, contentType, size };
  const remove = async (reason: string, head?: Buffer) => {
    await file.delete({ ignoreNotFound: true, ifGenerationMatch: generation });
    logger.warn(`uploaded file deleted: ${reason}`, { ...context, head: head?.subarray(0, 8).toString('hex') });
  };
  try {
    if (contentEncoding && contentEncoding !== 'identity')
      return await remove(`declares content encoding ${contentEncoding}`);
    let [bytes] = await file.download({ start: 0, end: SNIFF_BYTES - 1 });
    // Office files are zip archives: their kind is in [Content_Types].xml, so the whole object is read
    // (storage.rules bound documents to 10 MB).
    if (isZipHead(bytes)) [bytes] = await file.download();
    const kind = isZipHead(bytes) ? sniffFile(bytes) : sniffHead(bytes);
    if (!kind || !kinds.includes(kind))
      return await remove(`its content is ${kind ?? 'none of ours'}, the folder takes ${kinds.join(', ')}`, bytes);
    // Badge images have a width and height bound (spec §9): a JPEG's size may follow its metadata, so
    // the whole image is read (storage.rules bound badges to 1 MB).
    const limit = dimensionLimit(name);
    if (limit) {
      [bytes] = await file.download();
      const refused = dimensionsRefused(bytes, limit);
      if (refused) return await remove(refused, bytes);
    }

    const wanted = { contentType: FILE_KINDS[kind].contentType, contentDisposition: servedDisposition(name, kind) };
    const clientKeys = Object.keys(metadata ?? {}).filter((key) => key !== DOWNLOAD_TOKENS);
    if (
      contentType === wanted.contentType &&
      contentDisposition === wanted.contentDisposition &&
      clientKeys.length === 0
    )
      return;
    await file.setMetadata(
      {
        ...wanted,
        metadata: Object.fromEntries(clientKeys.map((key) => [key, null])),
      },
      { ifGenerationMatch: generation },
    );
  } catch (error) {
    // Replaced or deleted in the meantime (404, or 412 from a precondition): the newer upload gets its own check.
    logger.warn('uploaded file not checked', {
      ...context,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
