/** A user's authorities (spec §5, §6 rights): replaced as a whole list, under the rules of who may change what. */
import {
  api,
  checkAuthorityChange,
  docConverter,
  MESSAGES,
  normaliseAuthorities,
  userAnswerDocSchema,
  visibleAuthorities,
  API_MESSAGES,
  type ParsedInputOf,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { userRef } from '../users/service';
import { historyAuthor, recordHistory } from '../shared/history';
import { historyPersonOf } from '../shared/history-people';

type AuthorityList = ParsedInputOf<typeof api.rights.update>['authlist'];

const authorityKey = (a: { authority_id: string; tenant_id?: string | null }) =>
  `${a.authority_id}:${a.tenant_id ?? ''}`;

/** The change made, by authority key (`ADMIN:de`). */
export interface AuthorityChange {
  added: string[];
  removed: string[];
}

/**
 * Replaces the user's authorities under the rules of spec §5 and §6, in a transaction that reads
 * them afresh. The list sent is the one the caller sees (visibleAuthorities): authorities hidden from
 * them (of countries they do not administer) are kept as they are.
 */
export async function replaceAuthorities(
  caller: Caller,
  targetId: string,
  authlist: AuthorityList,
): Promise<AuthorityChange> {
  const actor = historyAuthor(caller);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(userRef(targetId).withConverter(docConverter(userAnswerDocSchema)));
    const stored = snapshot.data();
    if (!stored) throw notFound(API_MESSAGES.userNotFound);
    const before = stored.user_authorities;
    const visible = new Set(
      visibleAuthorities(caller.principal, caller.uid, { id: targetId, tenant_id: stored.tenant_id }, before).map(
        authorityKey,
      ),
    );
    const hidden = before.filter((a) => !visible.has(authorityKey(a)));
    const hiddenKeys = new Set(hidden.map(authorityKey));
    const entries = [
      ...hidden,
      ...authlist.filter((e) => !(e.authority_id && hiddenKeys.has(authorityKey(normaliseAuthorities([e])[0]!)))),
    ];
    const after = normaliseAuthorities(entries);
    const refusal = checkAuthorityChange(caller.principal, targetId === caller.uid, before, entries, {
      needsTenant: MESSAGES.authorityNeedsTenant,
      duplicate: MESSAGES.authorityDuplicate,
    });
    if (refusal) throw refusal.kind === 'forbidden' ? forbidden(refusal.message) : badRequest(refusal.message);
    const change = {
      added: after.filter((a) => !before.some((b) => authorityKey(b) === authorityKey(a))).map(authorityKey),
      removed: before.filter((b) => !after.some((a) => authorityKey(a) === authorityKey(b))).map(authorityKey),
    };
    // The whole list before and after, as `AUTHORITY:country` keys (the person is the entry's record).
    recordHistory(tx, actor, {
      tenant_id: stored.tenant_id,
      event_id: null,
      entity: 'rights',
      entity_id: targetId,
      entity_label: historyPersonOf(snapshot).name,
      action: 'update',
      changes:
        change.added.length || change.removed.length
          ? [{ field: 'user_authorities', before: before.map(authorityKey), after: after.map(authorityKey) }]
          : [],
      restorable: false,
    });
    tx.update(userRef(targetId), { user_authorities: after });
    return change;
  });
}
