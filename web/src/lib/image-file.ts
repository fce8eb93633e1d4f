import { imageMessages, type ImageRule, type UploadContentType } from '@agenda/contract';

/** Our text for a file that is not a png or jpeg image (spec §5 allows only those, names no message). */
export const IMAGE_TYPE_MESSAGE = 'The image must be a png or jpeg file';

export interface ImageKind {
  contentType: UploadContentType;
  extension: 'png' | 'jpg';
}

// The first bytes of each accepted format: a GIF or text file renamed .png has neither.
const SIGNATURES: readonly (ImageKind & { magic: readonly number[] })[] = [
  { contentType: 'image/png', extension: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
];

/** The image type that `head` (a file's first bytes) starts like, or null. */
function sniffImageKind(head: Uint8Array): ImageKind | null {
  const found = SIGNATURES.find(({ magic }) => magic.every((byte, index) => head[index] === byte));
  return found ? { contentType: found.contentType, extension: found.extension } : null;
}

/** Reads the content's type from its first bytes, not from the name the browser went by. */
export async function readImageKind(file: Blob): Promise<ImageKind | null> {
  return sniffImageKind(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
}

export interface ImageSize {
  width: number;
  height: number;
}

const BYTES_PER_MB = 1024 * 1024;

/**
 * Spec §5 image rules, in the spec's words: size in MB, then width, height and ratio. Every broken
 * rule is listed, so that the person sees at once all that must change.
 */
function imageRuleIssues(rule: ImageRule, bytes: number, size: ImageSize | null): string[] {
  const issues: string[] = [];
  if (rule.maxMegabytes !== undefined && bytes > rule.maxMegabytes * BYTES_PER_MB)
    issues.push(imageMessages.tooLarge(rule.maxMegabytes));
  if (!size) return issues;
  if (rule.maxWidth !== undefined && size.width > rule.maxWidth)
    issues.push(imageMessages.tooWide(size.width, rule.maxWidth));
  if (rule.maxHeight !== undefined && size.height > rule.maxHeight)
    issues.push(imageMessages.tooHigh(size.height, rule.maxHeight));
  if (rule.ratio) {
    const [w, h] = rule.ratio;
    // Whole pixels: a 1:1 rule accepts 512×512, not 512×511.
    if (size.width * h !== size.height * w) issues.push(imageMessages.wrongRatio(`${w}:${h}`));
  }
  return issues;
}

/** The pixel size of an image file, decoded by the browser. */
export function readImageSize(file: Blob): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(IMAGE_TYPE_MESSAGE));
    };
    image.src = url;
  });
}

export type CheckedImage = { ok: true; kind: ImageKind; issues: string[] } | { ok: false; issues: string[] };

/**
 * Checks a chosen file: png or jpeg by content, at most `maxBytes` (with `tooLargeMessage`), and the
 * optional size rule. Storage rules check type and size again.
 */
export async function checkImageFile(
  file: Blob,
  options: {
    rule?: ImageRule;
    maxBytes?: number;
    tooLargeMessage?: string;
    measure?: (file: Blob) => Promise<ImageSize>;
  },
): Promise<CheckedImage> {
  const kind = await readImageKind(file);
  if (!kind) return { ok: false, issues: [IMAGE_TYPE_MESSAGE] };
  const issues: string[] = [];
  if (options.maxBytes !== undefined && file.size > options.maxBytes)
    issues.push(options.tooLargeMessage ?? IMAGE_TYPE_MESSAGE);
  if (options.rule) {
    const size = await (options.measure ?? readImageSize)(file).catch(() => null);
    issues.push(...imageRuleIssues(options.rule, file.size, size));
  }
  return { ok: true, kind, issues };
}
