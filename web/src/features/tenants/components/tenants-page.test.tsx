import { isBlocked } from '@/test/blocked';
import { OVERLAYS } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { ApiRequestError } from '@/lib/api';
import { ACCESS_NOTICES, readAccessNotice } from '@/lib/access-notice';
import { ADMIN_DE, renderScreen, ROOT } from '@/test/render-screen';
import { deleteTenant } from '../api/delete-tenant';
import { COUNTRIES } from '../test-utils';
import { COUNTRY_DELETED, TenantsPage } from './tenants-page';

vi.mock('@/hooks/use-live-tenants', () => ({ useLiveTenants: vi.fn() }));
vi.mock('../api/delete-tenant', () => ({ deleteTenant: vi.fn() }));

const PATH = '/main/administration/allTenants';
const row = (name: string) => {
  const found = screen.getAllByRole('row').find((r) => within(r).queryByText(name));
  if (!found) throw new Error(`No row for ${name}`);
  return found;
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useLiveTenants).mockReturnValue({ status: 'ready', tenants: COUNTRIES });
});

describe('manage countries', () => {
  it('lists every country with its locale, and a delete button except for the global tenant', () => {
    renderScreen(PATH, PATH, <TenantsPage />, ROOT);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage countries' })).toBeTruthy();
    const headers = within(screen.getByRole('table', { name: 'Countries' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Locale', 'Country name', 'Delete']);
    expect(within(row('Germany')).getByText('DE')).toBeTruthy();
    expect(isBlocked(within(row('Global')).getByRole('button', { name: 'Delete Global' }) as HTMLButtonElement)).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Add country' }).getAttribute('href')).toBe(
      '/main/administration/editTenant',
    );
  });

  it('searches by name', () => {
    renderScreen(PATH, PATH, <TenantsPage />, ROOT);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search countries' }), { target: { value: 'ita' } });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(row('Italy')).toBeTruthy();
  });

  it('opens a country on a row click', async () => {
    const router = renderScreen(PATH, PATH, <TenantsPage />, ROOT);
    fireEvent.click(within(row('France')).getByText('FR'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=fr'));
    expect(router.state.location.pathname).toBe('/main/administration/editTenant');
  });

  it('deletes after confirmation, with a toast', async () => {
    vi.mocked(deleteTenant).mockResolvedValue(undefined);
    renderScreen(PATH, PATH, <TenantsPage />, ROOT);
    fireEvent.click(within(row('Italy')).getByRole('button', { name: 'Delete Italy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete country' });
    expect(dialog.textContent).toContain('Are you sure you want to delete Italy (IT)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteTenant).not.toHaveBeenCalled();

    fireEvent.click(within(row('Italy')).getByRole('button', { name: 'Delete Italy' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete country' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(deleteTenant).toHaveBeenCalledWith('it'));
    expect(await screen.findByText(COUNTRY_DELETED)).toBeTruthy();
  });

  it('leaves a refusal the error dialog shows to the dialog', async () => {
    vi.mocked(deleteTenant).mockRejectedValue(
      new ApiRequestError({ status: 409, error: 'Italy cannot be deleted', reported: true }),
    );
    renderScreen(PATH, PATH, <TenantsPage />, ROOT);
    fireEvent.click(within(row('Italy')).getByRole('button', { name: 'Delete Italy' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete country' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(deleteTenant).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText(OVERLAYS.deleting)).toBeNull());
    expect(screen.queryByText(COUNTRY_DELETED)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends users who are not root to the home screen, saying why (issue 32, item 16)', async () => {
    window.sessionStorage.clear();
    const router = renderScreen(PATH, PATH, <TenantsPage />, ADMIN_DE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readAccessNotice()).toBe(ACCESS_NOTICES.countries);
  });
});
