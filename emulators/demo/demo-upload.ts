/**
 * One demo PNG into the Storage emulator. A write can meet a connection the emulator has just closed
 * (EPIPE, ECONNRESET: the client reused a keep-alive socket the server dropped), which broke `npm start`
 * now and then on a busy machine; such a write is tried again, a few times, before the start gives up.
 */
import type { Bucket } from '@google-cloud/storage';

const TRANSIENT = /\b(EPIPE|ECONNRESET|ECONNREFUSED|ETIMEDOUT|socket hang up)\b/;
const ATTEMPTS = 4;

/** `custom`: custom metadata of the server's own (a wall photo's upload check mark). */
export async function uploadDemoPng(
  bucket: Bucket,
  ref: string,
  data: Buffer,
  token?: string,
  custom: Record<string, string> = {},
): Promise<void> {
  const metadata = { ...custom, ...(token ? { firebaseStorageDownloadTokens: token } : {}) };
  for (let attempt = 1; ; attempt += 1) {
    try {
      await bucket.file(ref).save(data, {
        contentType: 'image/png',
        resumable: false,
        metadata: Object.keys(metadata).length > 0 ? { metadata } : undefined,
      });
      return;
    } catch (error) {
      const reason =
        error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` : String(error);
      if (attempt >= ATTEMPTS || !TRANSIENT.test(reason)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}
