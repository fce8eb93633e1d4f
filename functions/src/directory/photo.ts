/**
 * A person's photo in the corporate directory: Microsoft Graph's
 * `/users/{id}/photo/$value` in production, a generated one with their initials in the demo directory
 * (initials-png.ts). Read at sign-in and by GET /users/refresh; users/avatar.ts stores it.
 */
import { COLLECTIONS } from '@agenda/contract';
import { config } from '../config';
import { db } from '../lib/firebase';
import { GRAPH_TIMEOUT_MS, GRAPH_URL } from './service';
import { colourOf, initialsOf, initialsPng } from './initials-png';

export interface DirectoryPhoto {
  bytes: Buffer;
  kind: 'png' | 'jpeg';
}

/** Larger than any photo Graph serves (at most 648×648): a bigger answer is not taken. */
const PHOTO_MAX_BYTES = 4 * 1024 * 1024;

/** PNG or JPEG by its first bytes; Graph serves JPEG, anything else is not stored. */
function kindOf(bytes: Buffer): DirectoryPhoto['kind'] | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/**
 * The person's photo; null when the directory has none (the app then shows the initials avatar);
 * undefined when it could not be asked (no directory token, Graph unreachable), so the stored one stays.
 */
export async function directoryPhoto(
  oid: string,
  graphToken: string | undefined,
): Promise<DirectoryPhoto | null | undefined> {
  if (config.isEmulator) {
    const person = await db.collection(COLLECTIONS.directory).doc(oid).get();
    // A demo person whose document says `photo: false` has none, as some people have none in Graph.
    if (!person.exists || person.get('photo') === false) return null;
    const text = (field: string) => String(person.get(field) ?? '');
    const initials = initialsOf(text('givenName'), text('surname'), text('mail'));
    return { bytes: initialsPng(initials, colourOf(text('mail'))), kind: 'png' };
  }
  if (!graphToken) return undefined;
  const response = await fetch(`${GRAPH_URL}/users/${encodeURIComponent(oid)}/photo/$value`, {
    headers: { authorization: `Bearer ${graphToken}` },
    signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
  }).catch(() => null);
  if (response?.status === 404) return null;
  if (!response?.ok) return undefined;
  const bytes = Buffer.from(await response.arrayBuffer());
  const kind = bytes.length <= PHOTO_MAX_BYTES ? kindOf(bytes) : null;
  return kind ? { bytes, kind } : null;
}
