import * as z from 'zod/mini';
import { docConverter } from '../firestore';
import { storagePaths } from '../paths';
import { isWallPhotoRef } from './wall-doc';

/*
 * Which post shows each wall photo, for storage.rules (docs/features.md, "The wall"): written by the
 * API and read by the rules alone, so in a module of its own that no screen loads.
 */

/**
 * events/{e}/wallPhotos/{uid}/files/{file}: the post that shows the photo v2/events/{e}/wall/{uid}/{file}
 * and whether it is hidden, for storage.rules (a photo is served to others only while its post is
 * shown). Written by the API in the transaction that writes the post; removed with the post or photo.
 */
export const wallPhotoDocSchema = z.object({
  event_id: z.string(),
  post_id: z.string(),
  /** The photo's author (the folder's owner). */
  uid: z.string(),
  hidden: z.boolean(),
});
export type WallPhotoDoc = z.infer<typeof wallPhotoDocSchema>;
export const wallPhotoConverter = docConverter(wallPhotoDocSchema);

/** The uid and file name of a wall photo reference (isWallPhotoRef): its document's place. */
export function wallPhotoKey(ref: string, eventId: string): { uid: string; file: string } | null {
  const prefix = storagePaths.eventFolder(eventId) + 'wall/';
  const [uid, file, ...rest] = ref.startsWith(prefix) ? ref.slice(prefix.length).split('/') : [];
  return uid && file && rest.length === 0 && isWallPhotoRef(ref, eventId, uid) ? { uid, file } : null;
}
