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

/** The Firebase custom token for a corporate ID token; rejects with the server's message. */
export async function firebaseCustomToken(idToken: string): Promise<string> {
  const response = await fetch(apiUrl(exchange.path), {
    headers: { Authorization: `Bearer ${idToken}`, Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(await responseErrorText(response));
  const answer = exchange.output.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new Error('The server answered without a sign-in token');
  return answer.data.token;
}
