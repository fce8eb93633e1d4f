/*
 * Stored references are ours: a file is recorded only as an object of our own bucket, in
 * the entity's own folder, and its download address must be that very object's address on Cloud
 * Storage (or on the Storage emulator locally), with or without its token. An external tracking
 * image, or a link named "Agenda.pdf" that points anywhere, is refused.
 */

/** Our bucket and the origins that serve its download addresses. */
export interface StorageLocation {
  bucket: string;
  /** e.g. "https://firebasestorage.googleapis.com", and "http://127.0.0.1:9199" in the emulator suite. */
  origins: readonly string[];
}

export const CLOUD_STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

/**
 * The object a download address points at when it is a download address of `location`'s bucket
 * (`{origin}/v0/b/{bucket}/o/{encoded object}?alt=media[&token=…]`); null for anything else.
 */
export function storedObjectOf(address: string, location: StorageLocation): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (!location.origins.includes(url.origin) || url.username || url.password || url.hash) return null;
  const prefix = `/v0/b/${encodeURIComponent(location.bucket)}/o/`;
  if (!url.pathname.startsWith(prefix)) return null;
  const encoded = url.pathname.slice(prefix.length);
  if (encoded.length === 0 || encoded.includes('/')) return null;
  for (const key of url.searchParams.keys()) if (key !== 'alt' && key !== 'token') return null;
  if (url.searchParams.has('alt') && url.searchParams.get('alt') !== 'media') return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** True when `address` is the download address of exactly the object `reference` in our bucket. */
export const isDownloadAddressOf = (address: string, reference: string, location: StorageLocation): boolean =>
  storedObjectOf(address, location) === reference;

/**
 * A Storage download address without its `token` parameter: the token would let anyone holding
 * the address read the file past the storage rules, and it changes when the file is replaced.
 */
export function withoutDownloadToken(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  const parsed = new URL(url);
  parsed.searchParams.delete('token');
  return parsed.toString();
}
