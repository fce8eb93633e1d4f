import { api, API_MESSAGES, GLOBAL_TENANT_LOCALE, isAdminOf, tenantIdForLocale } from '@agenda/contract';
import { route } from '../http/endpoints';
import { conflict } from '../lib/http-error';
import { logs } from '../lib/logs';
import { checkStoredFiles } from '../shared/storage';
import { historyAuthor } from '../shared/history';
import { allTenants, removeTenant, saveTenant, tenantById } from './service';

export const tenantRoutes = [
  route(api.tenants.list, async () => ({ tenants: await allTenants() })),

  route(api.tenants.byId, async ({ id }) => ({ result: await tenantById(id) })),

  // Creates the country `tenantIdForLocale(locale)`, or edits the country `id` (whose locale stays).
  // A replaced flag file is deleted from Storage only after the record is saved.
  route(api.tenants.save, async (input, caller, { requestId }) => {
    const id = input.id ?? tenantIdForLocale(input.locale);
    // An uploaded flag is a download address of its own stored file; demo flags are inline data URLs.
    if (input.flag_image_url && !input.flag_image_url.startsWith('data:')) {
      checkStoredFiles([
        { address: input.flag_image_url, reference: input.flag_image_ref ?? '', field: 'flag_image_url' },
      ]);
    }
    await saveTenant(historyAuthor(caller), id, input, requestId);
    logs.tenantSaved(requestId, caller.uid, id, !input.id);
    return { result: await tenantById(id) };
  }),

  // Refused (409) while anything still belongs to the country, saying what remains; the global
  // tenant is never deleted.
  route(api.tenants.remove, async ({ id }, caller, { requestId }) => {
    if (id === GLOBAL_TENANT_LOCALE) throw conflict(API_MESSAGES.globalTenantFixed);
    await removeTenant(historyAuthor(caller), id, requestId);
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
