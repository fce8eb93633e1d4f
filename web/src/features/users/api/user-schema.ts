import type { User } from '@agenda/contract';

/**
 * The user as the API answers it is the contract's (`userSchema`, docs/product.md §3 User); a colleague's
 * profile may be the public one (`publicUserSchema`: no address, no authorities).
 */
export type { User, UserAuthorityView, UserProfile } from '@agenda/contract';
export { isFullUser } from '@agenda/contract';

export function fullName(user: Pick<User, 'first_name' | 'last_name'> & { email?: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || (user.email ?? '');
}
