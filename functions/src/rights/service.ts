/** A user's authorities (docs/product.md §5, §6 rights): replaced as a whole list, under the rules of who may change what. */
import {
  api,
  checkAuthorityChange,
  docConverter,
  MESSAGES,
  normaliseAuthorities,
  rolesToClaims,
  userAnswerDocSchema,
  userDocSchema,
  visibleAuthorities,
  API_MESSAGES,
  type ParsedInputOf,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { userRef } from '../users/service';
import { sameRoles } from '../shared/claims';
import { historyAuthor, recordHistory } from '../shared/history';
import { historyPersonOf } from '../shared/history-people';
import { authorityKey, rightsEntries } from './history';

type AuthorityList = ParsedInputOf<typeof api.rights.update>['authlist'];

/** What the change reads of the person's record: who they are, their authorities and their rights version. */
const recordConverter = docConverter(
  userAnswerDocSchema.extend({ rights_version: userDocSchema.shape.rights_version }),
);

/** The change made, by authority key (`ADMIN:de`). */
export interface AuthorityChange {
  added: string[];
  removed: string[];
}

/**
 * Replaces the user's authorities under the rules of docs/product.md §5 and §6, in a transaction that reads
 * them afresh. The list sent is the one the caller sees (visibleAuthorities): authorities hidden from
 * them (of countries they do not administer) are kept as they are. A save that changes nothing writes
 * nothing; a change is written with its history entries (one per country it touches, rights/history.ts)
 * and, when the roles of the claims change (root, the countries administered), the raised rights version.
 */
export async function replaceAuthorities(
  caller: Caller,
  targetId: string,
  authlist: AuthorityList,
): Promise<AuthorityChange> {
  const actor = historyAuthor(caller);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(userRef(targetId).withConverter(recordConverter));
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
    if (change.added.length === 0 && change.removed.length === 0) return change;
    // Per country, so that each country's admins read that country's authorities alone (rights/history.ts).
    for (const entry of rightsEntries(historyPersonOf(snapshot), before, after)) recordHistory(tx, actor, entry);
    // Roles changed: the version the rules compare with the claims' `rv` moves in this very write, so the
    // old claims stop counting the moment the new authorities are stored, and stay refused if setting
    // the new claims fails afterwards (fail closed; shared/claims.ts sets them, raising it once more).
    const rolesMoved = !sameRoles(
      rolesToClaims({ user_authorities: before }),
      rolesToClaims({ user_authorities: after }),
    );
    tx.update(userRef(targetId), {
      user_authorities: after,
      ...(rolesMoved ? { rights_version: (stored.rights_version ?? 0) + 1 } : {}),
    });
    return change;
  });
}
