/**
 * Files are what they claim (docs/security.md, "Uploads are what they claim, and stay so"): storage.rules
 * see only the declared type and size, so every object finalized in an upload folder is read and
 * - deleted when its bytes are not a kind its folder may hold (HTML or SVG declared as image/png or
 *   application/pdf, a macro-enabled document renamed .docx, …), when it declares a content encoding
 *   (the served bytes would not be the checked ones), or when it is a badge image over 512×512 (docs/product.md §9;
 *   the badge document then points at nothing);
 * - otherwise served with metadata the server chose: the sniffed content type, a Content-Disposition
 *   of our own (file-sniff.ts `servedDisposition`) and no client custom metadata, whatever the upload
 *   sent. The API records only files that still exist.
 * The check itself is upload-check.ts; it fails closed (a file it cannot check is deleted).
 */
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { app } from '../lib/firebase';
import { allowedKinds } from './file-sniff';
import { checkUpload } from './upload-check';

// `retry`: a run that fails (a check that could neither finish nor delete the file, a crash, a timeout)
// is run again by the platform, so no upload stays served unchecked (upload-check.ts fails closed).
export const checkUploadedFile = onObjectFinalized(
  { memory: '256MiB', timeoutSeconds: 60, retry: true },
  async (event) => {
    const { name } = event.data;
    if (!name || !allowedKinds(name)) return;
    // Loaded on first use: the Storage client is large and the API's instances never need it here.
    const { getStorage } = await import('firebase-admin/storage');
    const { bucket, contentType, contentDisposition, contentEncoding, size, metadata } = event.data;
    await checkUpload(getStorage(app).bucket(bucket).file(name), {
      bucket,
      name,
      // Preconditions on this generation: a newer upload under the same name gets its own check and must
      // not lose its metadata or be deleted for this one's content.
      generation: Number(event.data.generation),
      contentType,
      contentDisposition,
      contentEncoding,
      size,
      metadata,
    });
  },
);
