import { z } from 'zod';
import { endpoint, noInput } from './endpoint';

/**
 * docs/product.md §7 Identity: the corporate ID token (Microsoft Entra ID), sent as `Authorization: Bearer …`,
 * exchanged for a Firebase custom token. Public for the mount helper: the handler verifies the
 * corporate token itself (401 for any failure, 503 when the key set cannot be fetched or, rarely, when the
 * address's record stays contended by other sign-ins for the whole retry time).
 */
export const identity = {
  firebaseToken: endpoint({
    method: 'GET',
    path: '/firebasetoken',
    access: 'public',
    input: noInput,
    output: z.object({ token: z.string() }),
    summary: 'Exchanges a verified corporate identity for a Firebase custom token; the first sign-in creates the user',
  }),
};
