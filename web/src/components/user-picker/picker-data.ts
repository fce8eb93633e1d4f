import {
  api,
  isFullUser,
  USER_PICKER_LEFT_PAGE_SIZE,
  USER_PICKER_RIGHT_PAGE_SIZE,
  type User,
  type UserProfile,
} from '@agenda/contract';
import { ApiRequestError, call } from '@/lib/api';

/** A person as the pickers show and hand them back. */
export interface PickedUser {
  id: string;
  name: string;
  email: string;
}

/** One page of the available users, as a server answers it. */
interface UserPageRequest {
  search: string;
  /** From 1. */
  page: number;
  pageSize: number;
}
export interface UserPageAnswer {
  users: PickedUser[];
  /** Every match of the search. */
  count: number;
}
export type LoadUserPage = (request: UserPageRequest) => Promise<UserPageAnswer>;

/** What a spreadsheet's addresses turned out to be. */
interface ResolvedEmails {
  found: PickedUser[];
  /** Addresses that are nobody's. */
  unknown: string[];
}
export type ResolveEmails = (emails: readonly string[]) => Promise<ResolvedEmails>;

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

const pickedFromUser = (user: Pick<User, 'id' | 'email' | 'first_name' | 'last_name'>): PickedUser => ({
  id: user.id,
  name: fullName(user.first_name, user.last_name) || user.email,
  email: user.email,
});

/** POST /getExistingUsers: every user, sorted by address, a page at a time. */
export const loadExistingUsers: LoadUserPage = async ({ search, page, pageSize }) => {
  const size = pageSize === USER_PICKER_LEFT_PAGE_SIZE ? USER_PICKER_LEFT_PAGE_SIZE : 100;
  const answer = await call(api.users.existing, { search, page, pageSize: size });
  return { users: answer.users.map(pickedFromUser), count: answer.count };
};

/**
 * The available users for an organizer who administers no country: POST /getExistingUsers is for
 * admins (it answers rights too), so their left table pages POST /completion/usersPage, the same
 * summaries completion gives them, every user a page at a time.
 */
export const searchUsersPage: LoadUserPage = async ({ search, page, pageSize }) => {
  const size = pageSize === USER_PICKER_LEFT_PAGE_SIZE ? USER_PICKER_LEFT_PAGE_SIZE : USER_PICKER_RIGHT_PAGE_SIZE;
  return call(api.completion.usersPage, { search, page, pageSize: size });
};

/**
 * Every page of a search, one after the other (the picker's "all"), `onProgress` after each. Stops
 * early when `signal` is aborted (a newer search), answering what it has.
 */
export async function loadAllUsers(
  load: LoadUserPage,
  search: string,
  signal: AbortSignal,
  onProgress: (loaded: number, count: number) => void,
): Promise<UserPageAnswer> {
  const users: PickedUser[] = [];
  let count = 0;
  for (let page = 1; !signal.aborted; page += 1) {
    const answer = await load({ search, page, pageSize: USER_PICKER_LEFT_PAGE_SIZE });
    users.push(...answer.users);
    count = answer.count;
    onProgress(users.length, count);
    if (answer.users.length < USER_PICKER_LEFT_PAGE_SIZE || users.length >= count) break;
  }
  return { users, count };
}

/** How many addresses are looked up at once. */
const LOOKUP_CONCURRENCY = 6;

const pickedFromProfile = (profile: UserProfile, email: string): PickedUser =>
  isFullUser(profile)
    ? pickedFromUser(profile)
    : { id: profile.id, name: fullName(profile.first_name, profile.last_name) || email, email };

/** GET /users/byEmail for each address (a few at a time): the people, and the addresses that are nobody's (404). */
export const resolveByEmail: ResolveEmails = async (emails) => {
  const found: (PickedUser | null)[] = new Array<PickedUser | null>(emails.length).fill(null);
  const unknown = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const index = next;
      next += 1;
      const email = emails[index] ?? '';
      try {
        const { result } = await call(api.users.byEmail, { email }, { handles: [400, 404] });
        found[index] = pickedFromProfile(result, email);
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) unknown.add(email);
        else throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, emails.length) }, worker));
  return {
    found: found.filter((user): user is PickedUser => user !== null),
    unknown: emails.filter((email) => unknown.has(email)),
  };
};

const numbers = new Intl.NumberFormat('en-US');
/** "1,234". */
export const formatCount = (value: number) => numbers.format(value);

/** The words of a search, lower-case; a user matches when each word is in their name or address. */
export function matchesSearch(user: PickedUser, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text = `${user.name} ${user.email}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

export const searchWords = (search: string): string[] => search.toLowerCase().split(/\s+/).filter(Boolean);
