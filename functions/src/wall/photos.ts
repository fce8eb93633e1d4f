/**
 * Which post shows each wall photo (contract wallPhotoDocSchema), for storage.rules: a photo is served
 * to others only while the post that shows it is not hidden, so a hidden post's photo is not readable
 * by its path either (docs/security.md, "Wall photos"). The post's transaction writes it: its creation,
 * an edit that changes the photo, hiding or showing it again, and its deletion.
 */
import type { Transaction } from 'firebase-admin/firestore';
import {
  EVENT_SUBCOLLECTIONS,
  WALL_MESSAGES,
  WALL_PHOTO_FILES,
  wallPhotoConverter,
  wallPhotoKey,
  type WallPhotoDoc,
} from '@agenda/contract';
import { badRequest } from '../lib/http-error';
import { eventChildren } from '../events/access';

/** The photo's document (null for a reference that is not a wall photo's; the API checks those first). */
function photoDocRef(eventId: string, photo: string | null) {
  const key = photo ? wallPhotoKey(photo, eventId) : null;
  if (!key) return null;
  const ref = eventChildren(eventId, EVENT_SUBCOLLECTIONS.wallPhotos)
    .doc(key.uid)
    .collection(WALL_PHOTO_FILES)
    .doc(key.file)
    .withConverter(wallPhotoConverter);
  return { ref, uid: key.uid };
}

/** Records which post shows the photo and whether it is hidden (a post of before these documents gets one then). */
export function recordPhoto(tx: Transaction, eventId: string, postId: string, photo: string | null, hidden: boolean) {
  const found = photoDocRef(eventId, photo);
  if (!found) return;
  const doc: WallPhotoDoc = { event_id: eventId, post_id: postId, uid: found.uid, hidden };
  tx.set(found.ref, doc);
}

/**
 * Reads in the transaction that a photo is free for the post (no other post shows it: the photo of a
 * deleted post is deleted with it); call before any write, then recordPhoto.
 */
export async function claimPhoto(tx: Transaction, eventId: string, postId: string, photo: string): Promise<void> {
  const found = photoDocRef(eventId, photo);
  if (!found) throw badRequest(WALL_MESSAGES.photoOutsideFolder, { photo: [WALL_MESSAGES.photoOutsideFolder] });
  const stored = (await tx.get(found.ref)).data();
  if (stored && stored.post_id !== postId)
    throw badRequest(WALL_MESSAGES.photoInUse, { photo: [WALL_MESSAGES.photoInUse] });
}

/** Forgets a photo no post shows any more (its file is deleted after the transaction). */
export function forgetPhoto(tx: Transaction, eventId: string, photo: string | null): void {
  const found = photoDocRef(eventId, photo);
  if (found) tx.delete(found.ref);
}
