/** Countries (docs/product.md §3 Tenant): reading them for the API's answers, and the country screens' writes. */
import type { AggregateQuery, AggregateSpec, DocumentSnapshot, Query } from 'firebase-admin/firestore';
import {
  api,
  API_MESSAGES,
  AUTHORITY_IDS,
  COLLECTIONS,
  docConverter,
  tenantDocSchema,
  type HistoryAuthor,
  type ParsedInputOf,
  type Tenant,
  type TenantDoc,
  type TenantSummary,
} from '@agenda/contract';
import { db } from '../lib/firebase';
import { conflict, HttpError, notFound } from '../lib/http-error';
import { deleteStoredFile } from '../shared/storage';
import { fieldChanges, recordHistory } from '../shared/history';

/** The entry of a country from `before` (null: created) to `after` (null: deleted); its flag by Storage reference. */
const tenantEntry = (id: string, before: TenantDoc | null, after: TenantDoc | null) => ({
  tenant_id: id,
  event_id: null,
  entity: 'tenant' as const,
  entity_id: id,
  entity_label: (after ?? before)?.country_name ?? id,
  action: !after ? ('delete' as const) : before ? ('update' as const) : ('create' as const),
  changes: fieldChanges(before, after, { omit: ['flag_image_url'], files: ['flag_image_ref'] }),
  restorable: false,
});

type TenantSave = ParsedInputOf<typeof api.tenants.save>;

const tenantsCollection = () => db.collection(COLLECTIONS.tenants).withConverter(docConverter(tenantDocSchema));

export const tenantRef = (id: string) => tenantsCollection().doc(id);

/** The country of a snapshot read through `tenantRef`; 404 when it does not exist. */
function toTenant(snapshot: DocumentSnapshot<TenantDoc>): Tenant {
  const doc = snapshot.data();
  if (!doc) throw notFound(API_MESSAGES.tenantNotFound);
  return { id: snapshot.id, ...doc };
}

/** The country (404 when it does not exist). */
export const tenantById = async (id: string): Promise<Tenant> => toTenant(await tenantRef(id).get());

/** Every country, sorted by name; there are a few hundred at most. */
export async function allTenants(): Promise<Tenant[]> {
  const snapshot = await tenantsCollection().get();
  return snapshot.docs.map(toTenant).sort((a, b) => a.country_name.localeCompare(b.country_name));
}

/**
 * The countries of the given ids, by id (unknown ones left out): one batched read of just those
 * records, not the whole tenants collection on every answer that names a country.
 */
export async function tenantsById(ids: Iterable<string | null | undefined>): Promise<Map<string, TenantSummary>> {
  const wanted = [
    ...new Set([...ids].filter((id): id is string => typeof id === 'string' && id.length > 0 && !id.includes('/'))),
  ];
  if (wanted.length === 0) return new Map();
  const snapshots = await db.getAll(...wanted.map((id) => tenantRef(id)));
  const found = new Map<string, TenantSummary>();
  for (const snapshot of snapshots) {
    const data = snapshot.data();
    if (data)
      found.set(snapshot.id, {
        id: snapshot.id,
        locale: data.locale,
        country_name: data.country_name,
        flag_image_url: data.flag_image_url,
      });
  }
  return found;
}

/**
 * Creates the country `id` (409 at the form's Locale field when it exists: a
 * duplicate is foreseen, not an exception), or edits it (its locale stays; absent flag fields keep the
 * stored flag, null clears it). A replaced flag file is deleted from Storage only after the record is saved.
 */
export async function saveTenant(
  actor: HistoryAuthor,
  id: string,
  input: TenantSave,
  requestId: string,
): Promise<void> {
  const ref = tenantRef(id);
  const replacedFlagRef = await db.runTransaction(async (tx): Promise<string | null> => {
    const snapshot = await tx.get(ref);
    if (!input.id) {
      if (snapshot.exists)
        throw new HttpError(409, API_MESSAGES.tenantExists(input.locale), {
          locale: [API_MESSAGES.tenantExists(input.locale)],
        });
      const doc: TenantDoc = {
        locale: input.locale,
        country_name: input.country_name,
        flag_image_url: input.flag_image_url ?? null,
        flag_image_ref: input.flag_image_ref ?? null,
      };
      recordHistory(tx, actor, tenantEntry(id, null, doc));
      tx.create(ref, doc);
      return null;
    }
    const before = toTenant(snapshot);
    const flagRef = input.flag_image_ref === undefined ? before.flag_image_ref : input.flag_image_ref;
    const flagUrl = input.flag_image_url === undefined ? before.flag_image_url : input.flag_image_url;
    const { id: _id, ...stored } = before;
    const after: TenantDoc = {
      ...stored,
      country_name: input.country_name,
      flag_image_url: flagUrl,
      flag_image_ref: flagRef,
    };
    recordHistory(tx, actor, tenantEntry(id, stored, after));
    tx.update(ref, { country_name: input.country_name, flag_image_url: flagUrl, flag_image_ref: flagRef });
    return before.flag_image_ref && before.flag_image_ref !== flagRef ? before.flag_image_ref : null;
  });
  if (replacedFlagRef) await deleteStoredFile(requestId, replacedFlagRef);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Deletes a country, refused (409) while anything still belongs to it, saying what remains. Checked
 * and deleted in one transaction, so nothing slips in between; then its flag file goes.
 */
export async function removeTenant(actor: HistoryAuthor, id: string, requestId: string): Promise<void> {
  const ref = tenantRef(id);
  const where = (collection: string): Query => db.collection(collection).where('tenant_id', '==', id);
  const withRights = db.collection(COLLECTIONS.users).where(
    'user_authorities',
    'array-contains-any',
    AUTHORITY_IDS.map((authority_id) => ({ authority_id, tenant_id: id })),
  );
  const checks: [AggregateQuery<AggregateSpec>, string, string][] = [
    [where(COLLECTIONS.events).count(), 'event', 'events'],
    [where(COLLECTIONS.users).count(), 'user', 'users'],
    [withRights.count(), 'user with rights on it', 'users with rights on it'],
    [where(COLLECTIONS.groups).count(), 'group', 'groups'],
    [where(COLLECTIONS.news).count(), 'news item', 'news items'],
  ];

  const flagRef = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound(API_MESSAGES.tenantNotFound);
    const counts = await Promise.all(checks.map(([query]) => tx.get(query)));
    const remaining = checks.flatMap(([, one, many], index) => {
      const count = Number(counts[index]?.data().count ?? 0);
      return count > 0 ? [plural(count, one, many)] : [];
    });
    const tenant = toTenant(snapshot);
    if (remaining.length > 0) throw conflict(API_MESSAGES.tenantInUse(tenant.country_name, remaining));
    const { id: _id, ...stored } = tenant;
    recordHistory(tx, actor, tenantEntry(id, stored, null));
    tx.delete(ref);
    return tenant.flag_image_ref;
  });
  if (flagRef) await deleteStoredFile(requestId, flagRef);
}
