/**
 * The sign-in exchange (`api.identity.firebaseToken`): the corporate ID token for a Firebase
 * custom token. Not through `call`: the bearer is the corporate token (not a Firebase one), and a
 * refusal is shown on the home screen, not in the error dialog, and signs nobody out. Loaded only
 * once the popup is open (see corporate-session.ts), since the table brings zod with it.
 */
import { api } from '@agenda/contract';
import { apiUrl } from '@/lib/api';
import { responseErrorText } from './response-error';

const exchange = api.identity.firebaseToken;

/**
 * Pauses before asking again after a 503 (the server busy with another sign-in of the same address, which
 * says "try again in a moment"): the person is not asked to do what the app can.
 */
export const EXCHANGE_RETRY_PAUSES_MS = [1_000, 2_000, 4_000];

/** The Firebase custom token for a corporate ID token; rejects with the server's message. */
export async function firebaseCustomToken(
  idToken: string,
  pause: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<string> {
  const ask = () =>
    fetch(apiUrl(exchange.path), {
      headers: { Authorization: `Bearer ${idToken}`, Accept: 'application/json' },
      cache: 'no-store',
    });
  let response = await ask();
  for (const ms of EXCHANGE_RETRY_PAUSES_MS) {
    if (response.status !== 503) break;
    await pause(ms);
    response = await ask();
  }
  if (!response.ok) throw new Error(await responseErrorText(response));
  const answer = exchange.output.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new Error('The server answered without a sign-in token');
  return answer.data.token;
}
