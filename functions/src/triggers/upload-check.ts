/**
 * The check of one uploaded object (upload-content.ts runs it on every object finalized in an upload
 * folder): its bytes are read and the object is deleted when they are not a kind its folder may hold,
 * when it declares a content encoding, or when it is a badge image over its bound; otherwise it is
 * served with metadata the server chose. Wall photos also lose their metadata (EXIF with GPS,
 * image-metadata.ts): the cleaned bytes replace the upload, marked checked (contract
 * WALL_PHOTO_CHECKED), the mark storage.rules wait for before others may read them. Takes the object as a parameter (the Storage client's File in
 * the trigger), so that a failing Storage can be driven in the unit tests.
 *
 * It fails closed: a file is served only once its bytes were checked. A check that cannot run (Storage
 * errs while the bytes are read or the metadata set, or the check itself throws) is tried again
 * (CHECK_ATTEMPTS in all); a file still unchecked then is deleted, with the reason logged. Only an
 * object replaced or deleted meanwhile (404, or 412 from the generation precondition) is left alone:
 * the newer upload gets its own check. Should the deletion fail too, the error is thrown and the
 * platform runs the trigger again (upload-content.ts sets `retry`).
 */
import { logger } from 'firebase-functions';
import { WALL_PHOTO_CHECKED } from '@agenda/contract';
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
  stripsMetadata,
} from './file-sniff';
import { ImageMetadataError, stripImageMetadata } from './image-metadata';

/** The custom metadata key behind Firebase download addresses: kept, every other client key is removed. */
const DOWNLOAD_TOKENS = 'firebaseStorageDownloadTokens';

/** What the check does to a stored object (the Storage client's File has these). */
export interface StoredObject {
  download(options?: { start?: number; end?: number }): Promise<[Buffer]>;
  delete(options: { ignoreNotFound: boolean; ifGenerationMatch: number }): Promise<unknown>;
  setMetadata(
    metadata: { contentType: string; contentDisposition: string; metadata: Record<string, string | null> },
    options: { ifGenerationMatch: number },
  ): Promise<unknown>;
  /** Replaces the bytes (a new generation, checked again by its own trigger run). */
  save(
    data: Buffer,
    options: {
      resumable: false;
      contentType: string;
      metadata: { contentDisposition: string; metadata: Record<string, string> };
      preconditionOpts: { ifGenerationMatch: number };
    },
  ): Promise<unknown>;
}

/** The finalized object as the Storage event describes it. */
export interface UploadedObject {
  bucket: string;
  name: string;
  /** The generation checked: a newer upload under the same name gets its own check. */
  generation: number;
  contentType?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  size?: number | string;
  metadata?: Record<string, string> | null;
}

/**
 * What the check did: kept as it was, served with the server's metadata, replaced by its bytes
 * without their metadata (a wall photo), deleted (its content, or a
 * check that could not run), or left to the check of a newer upload (this generation is gone).
 */
export type CheckOutcome = 'kept' | 'served' | 'cleaned' | 'deleted' | 'superseded';

/** How many times a check that cannot run is tried before the file is deleted. */
export const CHECK_ATTEMPTS = 3;
/** The wait before the second try; doubled before each further one. */
const RETRY_PAUSE_MS = 500;

export interface CheckOptions {
  /** Waits between tries (the tests pass one that does not wait). */
  pause?: (ms: number) => Promise<void>;
}

/** Storage's answer for an object that is gone (404) or no longer this generation (412). */
const isSuperseded = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 404 || code === 412;
};

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Checks one uploaded object in an upload folder (see above); objects elsewhere are left alone. */
export async function checkUpload(
  file: StoredObject,
  object: UploadedObject,
  options: CheckOptions = {},
): Promise<CheckOutcome> {
  const pause = options.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const context = { bucket: object.bucket, name: object.name, contentType: object.contentType, size: object.size };
  const remove = async (reason: string, head?: Buffer): Promise<CheckOutcome> => {
    await file.delete({ ignoreNotFound: true, ifGenerationMatch: object.generation });
    logger.warn(`uploaded file deleted: ${reason}`, { ...context, head: head?.subarray(0, 8).toString('hex') });
    return 'deleted';
  };
  let failure: unknown;
  for (let attempt = 1; attempt <= CHECK_ATTEMPTS; attempt += 1) {
    if (attempt > 1) await pause(RETRY_PAUSE_MS * 2 ** (attempt - 2));
    try {
      return await checkOnce(file, object, remove);
    } catch (error) {
      if (isSuperseded(error)) {
        logger.info('uploaded file replaced or deleted before its check', { ...context, error: errorText(error) });
        return 'superseded';
      }
      failure = error;
      logger.warn('uploaded file check failed', { ...context, attempt, error: errorText(error) });
    }
  }
  try {
    return await remove(`it could not be checked (${CHECK_ATTEMPTS} tries, last: ${errorText(failure)})`);
  } catch (error) {
    if (isSuperseded(error)) return 'superseded';
    logger.error('uploaded file neither checked nor deleted', { ...context, error: errorText(error) });
    throw error;
  }
}

/** One try: reads the bytes, then deletes the object or gives it the server's metadata. Throws when it cannot. */
async function checkOnce(
  file: StoredObject,
  object: UploadedObject,
  remove: (reason: string, head?: Buffer) => Promise<CheckOutcome>,
): Promise<CheckOutcome> {
  const { name, contentType, contentDisposition, contentEncoding, metadata, generation } = object;
  const kinds = allowedKinds(name);
  if (!kinds) return 'kept';
  if (contentEncoding && contentEncoding !== 'identity')
    return await remove(`declares content encoding ${contentEncoding}`);
  let [bytes] = await file.download({ start: 0, end: SNIFF_BYTES - 1 });
  // Office files are zip archives: their kind is in [Content_Types].xml, so the whole object is read
  // (storage.rules bound documents to 10 MB).
  if (isZipHead(bytes)) [bytes] = await file.download();
  const kind = isZipHead(bytes) ? sniffFile(bytes) : sniffHead(bytes);
  if (!kind || !kinds.includes(kind))
    return await remove(`its content is ${kind ?? 'none of ours'}, the folder takes ${kinds.join(', ')}`, bytes);
  // Badge images have a width and height bound (docs/product.md §9): a JPEG's size may follow its metadata, so
  // the whole image is read (storage.rules bound badges to 1 MB).
  const limit = dimensionLimit(name);
  if (limit) {
    [bytes] = await file.download();
    const refused = dimensionsRefused(bytes, limit);
    if (refused) return await remove(refused, bytes);
  }

  const wanted = { contentType: FILE_KINDS[kind].contentType, contentDisposition: servedDisposition(name, kind) };
  if (stripsMetadata(name) && (kind === 'jpeg' || kind === 'png'))
    return await stripMetadata(file, object, kind, wanted, remove);
  const clientKeys = Object.keys(metadata ?? {}).filter((key) => key !== DOWNLOAD_TOKENS);
  if (contentType === wanted.contentType && contentDisposition === wanted.contentDisposition && clientKeys.length === 0)
    return 'kept';
  await file.setMetadata(
    {
      ...wanted,
      metadata: Object.fromEntries(clientKeys.map((key) => [key, null])),
    },
    { ifGenerationMatch: generation },
  );
  return 'served';
}

/**
 * A wall photo: the whole image is read and its metadata removed. Unchanged bytes get the server's
 * metadata and the checked mark (nothing to do when they have them: the run that follows our own
 * replacement); changed ones replace the upload, marked checked, without its download token (the
 * photo is read with the SDK under storage.rules). An image the walker cannot read is deleted.
 */
async function stripMetadata(
  file: StoredObject,
  object: UploadedObject,
  kind: 'jpeg' | 'png',
  wanted: { contentType: string; contentDisposition: string },
  remove: (reason: string, head?: Buffer) => Promise<CheckOutcome>,
): Promise<CheckOutcome> {
  const { contentType, contentDisposition, metadata, generation } = object;
  const [bytes] = await file.download();
  let cleaned: Buffer;
  try {
    cleaned = stripImageMetadata(kind, bytes);
  } catch (error) {
    if (error instanceof ImageMetadataError) return await remove(`its metadata could not be removed: ${error.message}`);
    throw error;
  }
  const mark = { [WALL_PHOTO_CHECKED.key]: WALL_PHOTO_CHECKED.value };
  if (!cleaned.equals(bytes)) {
    await file.save(cleaned, {
      resumable: false,
      contentType: wanted.contentType,
      metadata: { contentDisposition: wanted.contentDisposition, metadata: mark },
      preconditionOpts: { ifGenerationMatch: generation },
    });
    return 'cleaned';
  }
  const otherKeys = Object.keys(metadata ?? {}).filter(
    (key) => key !== DOWNLOAD_TOKENS && key !== WALL_PHOTO_CHECKED.key,
  );
  if (
    contentType === wanted.contentType &&
    contentDisposition === wanted.contentDisposition &&
    metadata?.[WALL_PHOTO_CHECKED.key] === WALL_PHOTO_CHECKED.value &&
    otherKeys.length === 0
  )
    return 'kept';
  await file.setMetadata(
    { ...wanted, metadata: { ...Object.fromEntries(otherKeys.map((key) => [key, null])), ...mark } },
    { ifGenerationMatch: generation },
  );
  return 'served';
}
