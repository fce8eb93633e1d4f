import type { AggregateQuery, AggregateSpec, Query } from 'firebase-admin/firestore';
import { api, API_MESSAGES, AUTHORITY_IDS, COLLECTIONS, GLOBAL_TENANT_LOCALE, isAdminOf, tenantIdForLocale, type TenantDoc } from '@agenda/contract';
import { route } from '../http/endpoints';
import { db } from '../lib/firebase';
import { conflict, HttpError, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { checkStoredFiles, deleteStoredFile } from '../shared/storage';
import { allTenants, tenantRef, toTenant } from './service';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const tenantRoutes = [
  route(api.tenants.list, async () => ({ tenants: await allTenants() })),

  route(api.tenants.byId, async ({ id }) => ({ result: toTenant(await tenantRef(id).get()) })),

  // Creates the country `tenantIdForLocale(locale)`, or edits the country `id` (whose locale stays).
  // A replaced flag file is deleted from Storage only after the record is saved.
  route(api.tenants.save, async (input, caller, { requestId }) => {
    const id = input.id ?? tenantIdForLocale(input.locale);
    const ref = tenantRef(id);
    // An uploaded flag is a download address of its own stored file; demo flags are inline data URLs.
    if (input.flag_image_url && !input.flag_image_url.startsWith('data:')) {
      checkStoredFiles([{ address: input.flag_image_url, reference: input.flag_image_ref ?? '', field: 'flag_image_url' }]);
    }

    const replacedFlagRef = await db.runTransaction(async (tx): Promise<string | null> => {
      const snapshot = await tx.get(ref);
      if (!input.id) {
        // At the form's Locale field (issue 14, item 4): a duplicate is foreseen, not an exception.
        if (snapshot.exists) throw new HttpError(409, API_MESSAGES.tenantExists(input.locale), { locale: [API_MESSAGES.tenantExists(input.locale)] });
        const doc: TenantDoc = {
          locale: input.locale,
          country_name: input.country_name,
          flag_image_url: input.flag_image_url ?? null,
          flag_image_ref: input.flag_image_ref ?? null,
        };
        tx.create(ref, doc);
        return null;
      }
      const before = toTenant(snapshot);
      // Absent flag fields keep the stored flag; null clears it.
      const flagRef = input.flag_image_ref === undefined ? before.flag_image_ref : input.flag_image_ref;
      const flagUrl = input.flag_image_url === undefined ? before.flag_image_url : input.flag_image_url;
      tx.update(ref, { country_name: input.country_name, flag_image_url: flagUrl, flag_image_ref: flagRef });
      return before.flag_image_ref && before.flag_image_ref !== flagRef ? before.flag_image_ref : null;
    });

    if (replacedFlagRef) await deleteStoredFile(requestId, replacedFlagRef);
    logs.tenantSaved(requestId, caller.uid, id, !input.id);
    return { result: toTenant(await ref.get()) };
  }),

  // Refused (409) while anything still belongs to the country, saying what remains; the global
  // tenant is never deleted. Checked and deleted in one transaction, so nothing slips in between.
  route(api.tenants.remove, async ({ id }, caller, { requestId }) => {
    if (id === GLOBAL_TENANT_LOCALE) throw conflict(API_MESSAGES.globalTenantFixed);
    const ref = tenantRef(id);
    const where = (collection: string): Query => db.collection(collection).where('tenant_id', '==', id);
    const withRights = db
      .collection(COLLECTIONS.users)
      .where('user_authorities', 'array-contains-any', AUTHORITY_IDS.map((authority_id) => ({ authority_id, tenant_id: id })));
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
      tx.delete(ref);
      return tenant.flag_image_ref;
    });

    if (flagRef) await deleteStoredFile(requestId, flagRef);
    logs.tenantDeleted(requestId, caller.uid, id);
    return { result: { id } };
  }),

  // The countries the caller administers (root: every country), without their flag's storage reference.
  route(api.tenants.administered, async (_input, caller) => ({
    tenants: (await allTenants())
      .filter((tenant) => isAdminOf(caller.principal, tenant.id))
      .map(({ id, locale, country_name, flag_image_url }) => ({ id, locale, country_name, flag_image_url })),
  })),
];
