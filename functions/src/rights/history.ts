/**
 * The history entries of a rights change. The logs are read under firestore.rules: root reads
 * every entry, an admin those whose `tenant_id` is one of their countries. The API shows an admin exactly
 * the authorities of the countries they administer, never a global one (visibleAuthorities), so the
 * entries show no more: one entry per country whose authorities changed, holding that country's
 * authorities alone, and one without a country (root's alone) for the global ones (ROOT, the global USER).
 */
import { isGlobalAuthority, type HistoryRecord, type UserAuthority } from '@agenda/contract';
import type { HistoryPerson } from '../shared/history-people';

/** An authority as entries record it: `ADMIN:de`, `ROOT:un`, `USER:` for the global USER. */
export const authorityKey = (a: { authority_id: string; tenant_id?: string | null }) =>
  `${a.authority_id}:${a.tenant_id ?? ''}`;

/** Whose log an authority belongs to: its country, or null (root only) for a global one. */
const scopeOf = (authority: UserAuthority): string | null =>
  isGlobalAuthority(authority) ? null : (authority.tenant_id ?? null);

/**
 * The entries of a change of `person`'s authorities from `before` to `after`: the global one first, then
 * one per country in alphabetical order; none where a country's authorities stayed as they were (a save
 * that changes nothing records nothing).
 */
export function rightsEntries(
  person: HistoryPerson,
  before: readonly UserAuthority[],
  after: readonly UserAuthority[],
): HistoryRecord[] {
  const scopes = [...new Set([...before, ...after].map(scopeOf))].sort((a, b) =>
    a === null ? -1 : b === null ? 1 : a.localeCompare(b),
  );
  return scopes.flatMap((scope): HistoryRecord[] => {
    const keysIn = (list: readonly UserAuthority[]) =>
      list.filter((authority) => scopeOf(authority) === scope).map(authorityKey);
    const was = keysIn(before);
    const now = keysIn(after);
    if (was.length === now.length && was.every((key) => now.includes(key))) return [];
    return [
      {
        tenant_id: scope,
        event_id: null,
        entity: 'rights',
        entity_id: person.id,
        entity_label: person.name,
        action: 'update',
        changes: [{ field: 'user_authorities', before: was, after: now }],
        restorable: false,
      },
    ];
  });
}
