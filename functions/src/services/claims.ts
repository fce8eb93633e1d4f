import { rolesToClaims, type Principal } from '../contract';
import { auth } from '../lib/firebase';

/**
 * Puts a user's roles into their custom claims for the security rules. Users created by an admin
 * who never signed in have no Auth account yet; they get their claims at first sign-in.
 */
export async function syncRoleClaims(uid: string, principal: Principal): Promise<void> {
  try {
    await auth.setCustomUserClaims(uid, { ...rolesToClaims(principal) });
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}
