import { COUNTRY_IMAGE_MAX_BYTES, MESSAGES, type DetailFile } from '@agenda/contract';
import { UPLOAD_FAILED, uploadEventFile } from '@/lib/event-storage';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import { checkImageFile, type ImageKind } from '@/lib/image-file';
import type { ChosenDetailFile } from './detail-draft';

/** A chosen file that will not be uploaded, with why. */
export interface RefusedDetailFile {
  key: string;
  name: string;
  issues: string[];
}

export interface CheckedDetailFiles {
  accepted: ChosenDetailFile[];
  refused: RefusedDetailFile[];
}

/**
 * docs/product.md §5: png or jpeg only, read from the content (a GIF or text file renamed .png is refused),
 * within the country and event image bound with the spec's own (mismatching) message. Storage
 * rules check type and size again.
 */
export async function checkDetailFiles(
  files: readonly File[],
  makeKey: () => string = () => crypto.randomUUID(),
): Promise<CheckedDetailFiles> {
  const checked = await Promise.all(
    files.map(async (file) => ({
      file,
      key: makeKey(),
      result: await checkImageFile(file, {
        maxBytes: COUNTRY_IMAGE_MAX_BYTES,
        tooLargeMessage: MESSAGES.countryImageTooLarge,
      }),
    })),
  );
  const accepted: ChosenDetailFile[] = [];
  const refused: RefusedDetailFile[] = [];
  for (const { file, key, result } of checked) {
    if (result.ok && result.issues.length === 0) accepted.push({ key, file, kind: result.kind });
    else refused.push({ key, name: file.name, issues: result.issues });
  }
  return { accepted, refused };
}

/** The contract keeps file names to 300 characters and never empty. */
const NAME_MAX = 300;

export function storedFileName(file: File, kind: ImageKind): string {
  const name = file.name.trim().slice(0, NAME_MAX).trim();
  return name || `file.${kind.extension}`;
}

/** Our text when a new file could not be stored (the spec names none for details). */
export const uploadFailedMessage = (name: string, reason: string): string =>
  `${UPLOAD_FAILED}: ${name} (${reason}). Nothing was saved.`;

/** Removes files that belong to no record (best effort: a failure leaves the file, never the user waiting). */
export function removeStoredFiles(files: readonly DetailFile[], storage: FileStorage = firebaseFileStorage): void {
  for (const file of files) void storage.remove(file.reference).catch(() => undefined);
}

/**
 * docs/product.md §4: the new files are uploaded before the record is saved, each under a new random name in
 * v2/events/{e}/details/. When one fails, those already stored are removed again and nothing is
 * saved, so the record only ever points at files that exist.
 */
export async function uploadDetailFiles(
  eventId: string,
  chosen: readonly ChosenDetailFile[],
  storage: FileStorage = firebaseFileStorage,
): Promise<DetailFile[]> {
  const results = await Promise.allSettled(
    chosen.map((item) => uploadEventFile(eventId, 'details', item.file, item.kind, storage)),
  );
  const uploaded: DetailFile[] = [];
  const failures: string[] = [];
  chosen.forEach((item, index) => {
    const result = results[index];
    if (result?.status === 'fulfilled') uploaded.push({ name: storedFileName(item.file, item.kind), ...result.value });
    else
      failures.push(
        uploadFailedMessage(
          item.file.name,
          result?.reason instanceof Error ? result.reason.message : String(result?.reason),
        ),
      );
  });
  if (failures.length > 0) {
    removeStoredFiles(uploaded, storage);
    throw new Error(failures[0]);
  }
  return uploaded;
}
