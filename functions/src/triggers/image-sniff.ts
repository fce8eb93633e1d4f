/**
 * What an uploaded image really is, from its first bytes (magic numbers), whatever its name or declared
 * content type says. Only PNG and JPEG are images here (spec §5); an SVG or HTML file renamed or
 * declared as image/png is not.
 */

/** How many leading bytes `sniffImage` needs. */
export const SNIFF_BYTES = 16;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The first chunk of every PNG: a 13-byte IHDR. */
const PNG_IHDR = [0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0): boolean =>
  bytes.length >= at + expected.length && expected.every((value, i) => bytes[at + i] === value);

export function sniffImage(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, PNG_IHDR, PNG_SIGNATURE.length)) return 'png';
  // JPEG: start of image (FF D8) followed by the first marker (FF xx, xx neither 00 nor FF).
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes[3] !== 0x00 && bytes[3] !== 0xff) {
    return 'jpeg';
  }
  return null;
}

/** Storage folders that hold only images (storage.rules accepts only png and jpeg there). */
const IMAGE_OBJECT = /^(flags\/[^/]+|v2\/events\/[^/]+\/(posters|backgrounds|logos|covers|details)|eventBadges\/[^/]+|v2\/news)\/[^/]+$/;

export const isImageObject = (name: string): boolean => IMAGE_OBJECT.test(name);
