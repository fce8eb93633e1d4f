import { CHUNK_LOAD_TIMEOUT_MS, MESSAGES } from '@agenda/contract';

export const CHUNK_TIMEOUT_MESSAGE = MESSAGES.chunkLoadTimeout(CHUNK_LOAD_TIMEOUT_MS / 1000);

/** The failure of a chunk that neither loaded nor failed in time; the route's error screen shows it. */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(CHUNK_TIMEOUT_MESSAGE);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * Spec §8: "A script chunk fails to load after a 120 second timeout." A browser may keep a dynamic
 * import pending for as long as the connection stays open (a stalled proxy, a half-dead mobile link),
 * leaving the route's spinner up for ever; after `ms` the load counts as failed and the router shows
 * its error screen. Each call starts its own clock; a load that settles first wins either way.
 */
export function loadWithin<T>(load: () => Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
