/**
 * The API as the browser tests call it to arrange and check data: as a demo person, with one ID
 * token per person for the whole file (valid for an hour), so the identity provider is asked once.
 */
import { getStorage } from 'firebase-admin/storage';
import { DEMO_BUCKET, downloadAddress } from '../../demo/images';
import { adminClients } from '../../scripts/lib/admin';
import { emulatorPorts } from '../../scripts/lib/toolchain';
import { firebaseIdTokenFor } from './sign-in-helper';

const ports = emulatorPorts();
const API_URL = `http://127.0.0.1:${ports.hosting}/backendv2`;

const tokens = new Map<string, Promise<string>>();
function tokenFor(email: string): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = firebaseIdTokenFor(email);
    tokens.set(email, token);
    token.catch(() => tokens.delete(email));
  }
  return token;
}

/** Calls the API as `email` and answers the body; any error status throws with the API's message. */
export async function apiAs<T>(email: string, method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<T> {
  const token = await tokenFor(email);
  const response = await fetch(`${API_URL}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${answer.error ?? ''}`);
  return answer;
}

/**
 * Puts a png into the app's bucket in the Storage emulator at `reference`, past the storage rules (as
 * the Admin SDK does), and answers its download address: with `token` when given (readable by anyone
 * holding the address), else without (readable as the storage rules allow).
 */
export async function storeImage(reference: string, data: Buffer, token?: string): Promise<string> {
  // The emulator needs no credentials: keep google-auth-library from probing a cloud metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  await getStorage(adminClients().app)
    .bucket(DEMO_BUCKET)
    .file(reference)
    .save(data, { contentType: 'image/png', resumable: false, metadata: token ? { metadata: { firebaseStorageDownloadTokens: token } } : undefined });
  return downloadAddress(reference, token);
}

