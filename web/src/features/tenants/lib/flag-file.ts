import { COUNTRY_IMAGE_MAX_BYTES, MESSAGES } from '@agenda/contract';
import { IMAGE_TYPE_MESSAGE, readImageKind, type ImageKind } from '@/lib/image-file';

export type FlagCheck = { ok: true; kind: ImageKind } | { ok: false; message: string };

/**
 * Spec §5: png or jpeg only, at most COUNTRY_IMAGE_MAX_BYTES, with the spec's (mismatching) size
 * message. The type is read from the content, not from the file's name, so a text file renamed
 * .png is refused; the storage rules check the type and size again.
 */
export async function checkFlagFile(file: Blob): Promise<FlagCheck> {
  const kind = await readImageKind(file);
  if (!kind) return { ok: false, message: IMAGE_TYPE_MESSAGE };
  if (file.size > COUNTRY_IMAGE_MAX_BYTES) return { ok: false, message: MESSAGES.countryImageTooLarge };
  return { ok: true, kind };
}
