import type { Tenant } from '@agenda/contract';

/** Countries for the tenants feature's tests (test-only module). */
const country = (id: string, country_name: string): Tenant => ({
  id,
  locale: id === 'un' ? 'un' : id.toUpperCase(),
  country_name,
  flag_image_url: `data:image/png;base64,${id}`,
  flag_image_ref: null,
});

export const COUNTRIES: Tenant[] = [
  country('fr', 'France'),
  country('de', 'Germany'),
  country('un', 'Global'),
  country('it', 'Italy'),
  country('es', 'España'),
];
