/**
 * Prefix search on Firestore, which has no substring search: every searchable document carries a
 * `search_keys` array holding the normalised prefixes of its words and whole texts, and a search is
 * one `array-contains` query on the normalised input. The same functions build the keys (API, seed
 * data, tests) and the query key (API), so both sides always agree.
 */

/** Keys are cut at this length; a longer search is matched on its first characters. */
export const SEARCH_KEY_MAX_LENGTH = 30;

const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Lower case, without accents, single spaces: "  Müller  Lüdenscheidt" → "muller ludenscheidt". */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The key to look up for what someone typed; empty when there is nothing to search for. */
export function searchKeyOf(input: string): string {
  return normaliseSearchText(input).slice(0, SEARCH_KEY_MAX_LENGTH).trimEnd();
}

function addPrefixes(keys: Set<string>, text: string): void {
  const bounded = text.slice(0, SEARCH_KEY_MAX_LENGTH);
  for (let length = 1; length <= bounded.length; length += 1) {
    const prefix = bounded.slice(0, length);
    if (!prefix.endsWith(' ')) keys.add(prefix);
  }
}

/** Prefixes of each whole text and of each of its words. */
function keysOf(keys: Set<string>, texts: readonly string[]): void {
  for (const text of texts) {
    const normal = normaliseSearchText(text);
    addPrefixes(keys, normal);
    for (const word of normal.split(WORD_SEPARATORS)) addPrefixes(keys, word);
  }
}

/**
 * A user's (or directory person's) search keys: any word of the name, the full name, the words of
 * the e-mail's local part and the whole e-mail, each from its start.
 */
export function userSearchKeys(user: { first_name: string; last_name: string; email: string }): string[] {
  const keys = new Set<string>();
  keysOf(keys, [`${user.first_name} ${user.last_name}`, user.last_name]);
  const email = normaliseSearchText(user.email);
  addPrefixes(keys, email);
  for (const word of (email.split('@')[0] ?? '').split(WORD_SEPARATORS)) addPrefixes(keys, word);
  return [...keys].sort();
}

/** A group's search keys: any word of its name and the whole name, each from its start. */
export function groupSearchKeys(name: string): string[] {
  const keys = new Set<string>();
  keysOf(keys, [name]);
  return [...keys].sort();
}
