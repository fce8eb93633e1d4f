import { api } from '@agenda/contract';
import { freshLocale, storedTenant } from '../tenant-fixtures';
import { ROOT_ONLY, row, SIGNED_IN } from './matrix';

const { list, byId, save, remove, administered } = api.tenants;

export const rows = [
  row(list, SIGNED_IN, () => ({})),
  row(byId, SIGNED_IN, () => ({ id: 'de' })),
  row(save, ROOT_ONLY, async () => ({ locale: await freshLocale(), country_name: 'Matrixland' }), { case: 'create' }),
  row(
    save,
    ROOT_ONLY,
    async () => {
      const id = await storedTenant();
      return { id, locale: id.toUpperCase(), country_name: 'Renamed' };
    },
    { case: 'edit' },
  ),
  row(remove, ROOT_ONLY, async () => ({ id: await storedTenant() }), { case: 'an empty country' }),
  row(administered, SIGNED_IN, () => ({})),
];
