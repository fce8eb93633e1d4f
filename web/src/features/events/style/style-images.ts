import {
  BACKGROUND_IMAGE_RULE,
  COVER_IMAGE_RULE,
  LOGO_IMAGE_RULE,
  type EventFileFolder,
  type ImageRule,
} from '@agenda/contract';
import type { EventItem } from '@/lib/event-item';
import { checkImageFile, IMAGE_TYPE_MESSAGE, readImageSize, type ImageKind, type ImageSize } from '@/lib/image-file';
import type { StyleImage } from './update-event-image';

/** One of the three images of the event style screen (docs/product.md §2 Event style edit, §5 Images). */
export interface StyleImageSpec {
  kind: StyleImage;
  /** The card title, in the spec's words. */
  title: string;
  /** Our words for the card without an image. */
  noImage: string;
  /** Where the app shows the image, under the card's title. */
  shownAt: string;
  rule: ImageRule;
  /** Where the file is uploaded, under v2/events/{id}/ (docs/product.md §7 Storage). */
  folder: EventFileFolder;
  /** The stored image of `event`, or null. */
  current: (event: EventItem) => string | null;
}

export const STYLE_IMAGES: readonly StyleImageSpec[] = [
  {
    kind: 'background',
    title: 'Event background image',
    noImage: 'No background image yet',
    shownAt: "Shown behind the top of the event's home page, under a veil that keeps its text readable.",
    rule: BACKGROUND_IMAGE_RULE,
    folder: 'backgrounds',
    current: (event) => event.background_image_url,
  },
  {
    kind: 'logo',
    title: 'Event Logo image',
    noImage: 'No logo yet',
    shownAt: "Shown beside the event's name in the header of every event screen and on the event's home page.",
    rule: LOGO_IMAGE_RULE,
    folder: 'logos',
    current: (event) => event.logo_url,
  },
  {
    kind: 'cover',
    title: 'Event Cover Image',
    noImage: 'No cover image yet',
    shownAt: "Shown on the event's card in the event lists; without a cover the card shows the poster.",
    rule: COVER_IMAGE_RULE,
    folder: 'covers',
    // POST /events/updateCover names its fields poster_image_*, the event keeps them as cover_*.
    current: (event) => event.cover_url,
  },
];

/** A rule in plain words, e.g. "Up to 2000 × 4032 px, 3 MB" or "Up to 512 × 512 px, ratio 1:1, 1 MB". */
export function describeImageRule(rule: ImageRule): string {
  const parts: string[] = [];
  if (rule.maxWidth !== undefined && rule.maxHeight !== undefined)
    parts.push(`${rule.maxWidth} × ${rule.maxHeight} px`);
  else if (rule.maxWidth !== undefined) parts.push(`${rule.maxWidth} px wide`);
  else if (rule.maxHeight !== undefined) parts.push(`${rule.maxHeight} px high`);
  if (rule.ratio) parts.push(`ratio ${rule.ratio[0]}:${rule.ratio[1]}`);
  if (rule.maxMegabytes !== undefined) parts.push(`${rule.maxMegabytes} MB`);
  return parts.length > 0 ? `Up to ${parts.join(', ')}` : 'Any size';
}

/** A file the person chose, with what its checks found. */
export interface CheckedStyleImage {
  file: File;
  /** Null when the content is not a png or jpeg image. */
  kind: ImageKind | null;
  /** Null when the browser could not decode it. */
  size: ImageSize | null;
  /** Every broken rule, in the spec's words; empty when the image may be saved. */
  issues: string[];
}

export type MeasureImage = (file: Blob) => Promise<ImageSize>;

/**
 * docs/product.md §5: png or jpeg by content, then every size rule. A file that starts like a png but does not
 * decode cannot be measured, so it counts as not an image rather than passing the size rules.
 */
export async function checkStyleImage(
  file: File,
  rule: ImageRule,
  measure: MeasureImage = readImageSize,
): Promise<CheckedStyleImage> {
  const measured: { size: ImageSize | null } = { size: null };
  const checked = await checkImageFile(file, {
    rule,
    measure: async (blob) => {
      measured.size = await measure(blob);
      return measured.size;
    },
  });
  if (!checked.ok) return { file, kind: null, size: null, issues: checked.issues };
  if (!measured.size) return { file, kind: checked.kind, size: null, issues: [IMAGE_TYPE_MESSAGE] };
  return { file, kind: checked.kind, size: measured.size, issues: checked.issues };
}

/** "600 × 400 px, 12 KB": what the person chose, next to the rule it must meet. */
export function describeChosenFile(bytes: number, size: ImageSize | null): string {
  const weight =
    bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return size ? `${size.width} × ${size.height} px, ${weight}` : weight;
}
