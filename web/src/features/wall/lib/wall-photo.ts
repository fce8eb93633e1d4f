import { WALL_PHOTO_MAX_BYTES, imageMessages, wallPhotoFolder } from '@agenda/contract';
import { useEffect, useState } from 'react';
import { IMAGE_TYPE_MESSAGE, readImageKind, type ImageKind } from '@/lib/image-file';
import { readPrivate, uploadPrivate } from '@/lib/file-storage';

const BYTES_PER_MB = 1024 * 1024;

/** Why `file` cannot be a wall photo (storage.rules: png or jpeg up to WALL_PHOTO_MAX_BYTES), or its kind. */
export async function checkWallPhoto(file: Blob): Promise<{ kind: ImageKind } | { error: string }> {
  const kind = await readImageKind(file);
  if (!kind) return { error: IMAGE_TYPE_MESSAGE };
  if (file.size > WALL_PHOTO_MAX_BYTES) return { error: imageMessages.tooLarge(WALL_PHOTO_MAX_BYTES / BYTES_PER_MB) };
  return { kind };
}

/** A new name for an upload: nobody's two photos share one. */
const freshName = (): string => crypto.randomUUID();

/** Uploads the photo to the author's wall folder of the event; answers its reference for POST /wall/posts/new. */
export async function uploadWallPhoto(eventId: string, uid: string, file: Blob, kind: ImageKind): Promise<string> {
  const reference = `${wallPhotoFolder(eventId, uid)}${freshName()}.${kind.extension}`;
  await uploadPrivate(reference, file, kind.contentType);
  return reference;
}

export type WallPhoto = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

/**
 * When a refused read is tried again: a new post's photo reaches the others once the server has checked it
 * and removed its metadata (storage.rules: `checked`), which may take a few seconds after the post shows.
 */
export const WALL_PHOTO_RETRIES_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/**
 * A wall photo as an object address, read with the SDK under storage.rules (no tokened address exists),
 * only once `active` (on screen); the address is released when the photo leaves. A refused read is tried
 * again (WALL_PHOTO_RETRIES_MS) before the photo counts as unavailable.
 */
export function useWallPhoto(reference: string, active: boolean): WallPhoto {
  const [photo, setPhoto] = useState<{ reference: string; shown: WallPhoto } | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    let current = true;
    let url: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = (attempt: number) => {
      readPrivate(reference).then(
        (blob) => {
          if (!current) return;
          url = URL.createObjectURL(blob);
          setPhoto({ reference, shown: { status: 'ready', url } });
        },
        () => {
          if (!current) return;
          const wait = WALL_PHOTO_RETRIES_MS[attempt];
          if (wait === undefined) setPhoto({ reference, shown: { status: 'error' } });
          else timer = setTimeout(() => read(attempt + 1), wait);
        },
      );
    };
    read(0);
    return () => {
      current = false;
      clearTimeout(timer);
      if (url) URL.revokeObjectURL(url);
    };
  }, [reference, active]);
  return photo && photo.reference === reference ? photo.shown : { status: 'loading' };
}
