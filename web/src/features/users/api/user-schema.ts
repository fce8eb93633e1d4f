import type { User } from '@contract';

/** The user as the API answers it is the contract's (`userSchema`, spec §3 User). */
export type { User, UserAuthorityView } from '@contract';

export function fullName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}
