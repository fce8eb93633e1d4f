import { badgeDocSchema, badgeImageFolder, MESSAGES, type Badge, type BadgeDoc } from '@agenda/contract';
import { deleteDoc, doc, setDoc, type Firestore } from 'firebase/firestore';
import { badgesCollection } from '@/hooks/use-live-badges';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import type { ImageKind } from '@/lib/image-file';

/*
 * Badges are the one thing the app writes to Firestore itself (docs/product.md §7 Storage: "read, written and
 * deleted directly in a document store under gamificationv2/{event}/badges"). firestore.rules decide
 * who (the event's editors) and what (the fields of badgeDocSchema, with its bounds); storage.rules
 * the image (png or jpeg under eventBadges/{event}/, 1 MB).
 */

export { badgesCollection };

/** docs/product.md §5/§8 "Invalid data!", "Could not upload badge to storage": refusals the form shows at the image. */
export class BadgeSaveError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BadgeSaveError';
  }
}

export interface BadgeSave {
  eventId: string;
  /** The badge being edited, or null for a new one. */
  existing: Badge | null;
  name: string;
  threshold: number;
  /** A new image (checked: png or jpeg, within BADGE_IMAGE_RULE), or null to keep the current one. */
  image: { file: Blob; kind: ImageKind } | null;
  /** Called as the replaced image starts to be deleted (the page's "Deleting old files ..." overlay). */
  onDeletingOldFiles?: () => void;
}

/**
 * docs/product.md §4 saving order: upload the new image first, then write the badge document, then delete the
 * image it replaced. A failed upload changes nothing; a refused document write removes the new image
 * again; the old image goes only once the document no longer points at it.
 */
export async function saveBadge(
  firestore: Firestore,
  input: BadgeSave,
  storage: FileStorage = firebaseFileStorage,
): Promise<string> {
  const { eventId, existing, image } = input;
  // docs/product.md §5: a new badge needs an image and an event.
  if (!eventId || (!existing && !image)) throw new BadgeSaveError(MESSAGES.invalidData);
  const ref = existing
    ? doc(badgesCollection(firestore, eventId), existing.id)
    : doc(badgesCollection(firestore, eventId));
  let uploaded: { f: string; u: string } | null = null;
  if (image) {
    const f = `${badgeImageFolder(eventId)}${crypto.randomUUID()}.${image.kind.extension}`;
    try {
      uploaded = { f, u: await storage.upload(f, image.file, image.kind.contentType) };
    } catch (error) {
      throw new BadgeSaveError(MESSAGES.badgeUploadFailed, { cause: error });
    }
  }
  const stored: BadgeDoc = badgeDocSchema.parse({
    n: input.name,
    t: input.threshold,
    f: uploaded?.f ?? existing?.f,
    u: uploaded?.u ?? existing?.u,
  });
  try {
    await setDoc(ref, stored);
  } catch (error) {
    if (uploaded) await storage.remove(uploaded.f).catch(() => undefined);
    throw error;
  }
  if (uploaded && existing && existing.f !== uploaded.f) {
    input.onDeletingOldFiles?.();
    await storage.remove(existing.f).catch(() => undefined);
  }
  return ref.id;
}

/** Deletes the badge document, then its image (the document no longer points at it). */
export async function deleteBadge(
  firestore: Firestore,
  eventId: string,
  badge: Badge,
  storage: FileStorage = firebaseFileStorage,
): Promise<void> {
  await deleteDoc(doc(badgesCollection(firestore, eventId), badge.id));
  await storage.remove(badge.f).catch(() => undefined);
}
