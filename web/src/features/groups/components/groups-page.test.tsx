import { GROUP_LIST_DEFAULT_PAGE_SIZE, TOASTS, type GroupSummary, type Tenant } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { ADMIN_DE, renderScreen, ROOT } from '@/test/render-screen';
import { deleteGroup } from '../api/delete-group';
import { getGroups } from '../api/get-groups';
import { deleteGroupMessage, GroupsPage } from './groups-page';

vi.mock('@/hooks/use-live-tenants', () => ({ useLiveTenants: vi.fn() }));
vi.mock('../api/get-groups', () => ({ getGroups: vi.fn() }));
vi.mock('../api/delete-group', () => ({ deleteGroup: vi.fn() }));

const PATH = '/main/administration/groups';
const country = (id: string, country_name: string): Tenant => ({
  id,
  locale: id.toUpperCase(),
  country_name,
  flag_image_url: null,
  flag_image_ref: null,
});
const GERMANY = country('de', 'Germany');
const FRANCE = country('fr', 'France');
const group = (id: string, name: string, tenant: Tenant): GroupSummary => ({
  id,
  name,
  tenant_id: tenant.id,
  tenant,
  user_count: 2,
});
const GROUPS = [group('berlin', 'Berlin organisers', GERMANY), group('equipe', 'Équipe communication', FRANCE)];

const row = (name: string) => {
  const found = screen.getAllByRole('row').find((r) => within(r).queryByText(name));
  if (!found) throw new Error(`No row for ${name}`);
  return found;
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useLiveTenants).mockReturnValue({ status: 'ready', tenants: [FRANCE, GERMANY] });
  vi.mocked(getGroups).mockResolvedValue({ groups: GROUPS, count: GROUPS.length });
  vi.mocked(deleteGroup).mockResolvedValue(undefined);
});

describe('groups', () => {
  it('asks for the first page of 25 and shows name, country and delete', async () => {
    renderScreen(PATH, PATH, <GroupsPage />, ADMIN_DE);
    await screen.findByText('Berlin organisers');
    expect(getGroups).toHaveBeenCalledWith({
      search: '',
      tenant_id: null,
      page: 1,
      pageSize: GROUP_LIST_DEFAULT_PAGE_SIZE,
    });
    const headers = within(screen.getByRole('table', { name: 'Groups' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Group Name', 'Country', 'Delete']);
    expect(within(row('Berlin organisers')).getByText('Germany')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Group' }).getAttribute('href')).toBe('/main/administration/editgroup');
  });

  it('shows the trash icon only for groups of countries the user administers', async () => {
    renderScreen(PATH, PATH, <GroupsPage />, ADMIN_DE);
    await screen.findByText('Berlin organisers');
    expect(within(row('Berlin organisers')).queryByRole('button', { name: 'Delete group' })).not.toBeNull();
    expect(within(row('Équipe communication')).queryByRole('button', { name: 'Delete group' })).toBeNull();
  });

  it('shows every trash icon to root users', async () => {
    renderScreen(PATH, PATH, <GroupsPage />, ROOT);
    await screen.findByText('Berlin organisers');
    expect(screen.getAllByRole('button', { name: 'Delete group' })).toHaveLength(2);
  });

  it('searches on Enter only, and filters by country', async () => {
    renderScreen(PATH, PATH, <GroupsPage />, ADMIN_DE);
    await screen.findByText('Berlin organisers');
    const search = screen.getByRole('searchbox', { name: 'Search groups' });
    fireEvent.change(search, { target: { value: 'berl' } });
    expect(getGroups).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(getGroups).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'berl', page: 1 })),
    );

    // Only the viewer's countries are offered (groups stay with the admins of their country).
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Only groups in country/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['All countries', 'Germany']);
    fireEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() =>
      expect(getGroups).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'berl', tenant_id: 'de' })),
    );
  });

  it('opens a group on a row click', async () => {
    const router = renderScreen(PATH, PATH, <GroupsPage />, ADMIN_DE);
    await screen.findByText('Berlin organisers');
    fireEvent.click(within(row('Berlin organisers')).getByText('Germany'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=berlin'));
    expect(router.state.location.pathname).toBe('/main/administration/editgroup');
  });

  it('warns that associated data is deleted, then deletes with "Group deleted" and reloads', async () => {
    renderScreen(PATH, PATH, <GroupsPage />, ADMIN_DE);
    await screen.findByText('Berlin organisers');
    fireEvent.click(within(row('Berlin organisers')).getByRole('button', { name: 'Delete group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete group' });
    expect(dialog.textContent).toContain(deleteGroupMessage('Berlin organisers'));
    expect(deleteGroupMessage('x')).toMatch(/all associated data will be deleted/i);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteGroup).toHaveBeenCalledWith('berlin'));
    expect(await screen.findByText(TOASTS.groupDeleted)).toBeTruthy();
    await waitFor(() => expect(getGroups).toHaveBeenCalledTimes(2));
  });
});
