import { isBlocked } from '@/test/blocked';
import { API_MESSAGES, MESSAGES, TOASTS, type Principal, type UserAuthority } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { getUserRights, signOutEverywhere, updateUserRights } from '../api/user-rights';
import type { User } from '../api/user-schema';
import {
  ADMIN_DE,
  ADMIN_FR,
  authority,
  FRANCE,
  GERMANY,
  GLOBAL,
  NOBODY,
  renderScreen,
  ROOT,
  user,
} from '../test-utils';
import { UserRightsPage } from './user-rights-page';

vi.mock('../api/user-rights', () => ({
  getUserRights: vi.fn(),
  updateUserRights: vi.fn(),
  signOutEverywhere: vi.fn(),
}));
vi.mock('@/hooks/use-live-tenants', () => ({ useLiveTenants: vi.fn() }));

const PATH = '/main/administration/edituser';
const ADMIN_OF_BOTH: Principal = { user_authorities: [...ADMIN_DE.user_authorities, ...ADMIN_FR.user_authorities] };

function show(target: User, viewer: Principal, viewerUid?: string) {
  vi.mocked(getUserRights).mockResolvedValue(target);
  return renderScreen(PATH, `${PATH}?id=${encodeURIComponent(target.email)}`, <UserRightsPage />, viewer, viewerUid);
}

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));

function row(country: string): HTMLElement {
  const item = within(screen.getByRole('list', { name: 'Authorities' }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(country));
  if (!item) throw new Error(`No authority row for ${country}`);
  return item;
}

const deleteButton = (country: string) =>
  within(row(country)).getByRole('button', { name: 'Delete authority' }) as HTMLButtonElement;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useLiveTenants).mockReturnValue({
    status: 'ready',
    tenants: [FRANCE, GERMANY, GLOBAL].map((t) => ({ ...t, flag_image_ref: null })),
  });
});

describe('user rights screen', () => {
  it("shows the user's name, address and authorities", async () => {
    show(user({ user_authorities: [authority('USER', null), authority('ADMIN', GERMANY)] }), ROOT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lukas Hoffmann' })).toBeTruthy();
    expect(screen.getByText('lukas.hoffmann@corp.example')).toBeTruthy();
    expect(row('Global').textContent).toContain('USER');
    expect(row('Germany').textContent).toContain('ADMIN');
    expect(getUserRights).toHaveBeenCalledWith('lukas.hoffmann@corp.example');
  });

  it('asks for both a country and an authority without calling the API', async () => {
    show(user(), ROOT);
    await screen.findByRole('heading', { level: 1 });
    add();
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.authorityNeedsTenant);

    await choose(/^Country/, 'France');
    add();
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.authorityNeedsTenant);

    expect(updateUserRights).not.toHaveBeenCalled();
  });

  it('refuses an ADMIN without a country', async () => {
    show(user(), ADMIN_DE);
    await screen.findByRole('heading', { level: 1 });
    await choose(/^Authority/, 'ADMIN');
    add();
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.authorityNeedsTenant);
    expect(updateUserRights).not.toHaveBeenCalled();
  });

  it('refuses a duplicate without calling the API', async () => {
    show(user({ user_authorities: [authority('USER', null), authority('ADMIN', GERMANY)] }), ADMIN_DE);
    await screen.findByRole('heading', { level: 1 });
    await choose(/^Country/, 'Germany');
    await choose(/^Authority/, 'ADMIN');
    add();
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.authorityDuplicate);
    expect(updateUserRights).not.toHaveBeenCalled();
  });

  it('sends the full new list, says "User updated!" and shows the answer', async () => {
    const before = user();
    vi.mocked(updateUserRights).mockResolvedValue({
      ...before,
      user_authorities: [authority('USER', null), authority('ADMIN', FRANCE)],
    });
    show(before, ROOT);
    await screen.findByRole('heading', { level: 1 });
    await choose(/^Country/, 'France');
    await choose(/^Authority/, 'ADMIN');
    add();
    await waitFor(() => expect(updateUserRights).toHaveBeenCalledOnce());
    const expected: UserAuthority[] = [
      { authority_id: 'USER', tenant_id: null },
      { authority_id: 'ADMIN', tenant_id: 'fr' },
    ];
    expect(updateUserRights).toHaveBeenCalledWith('tid_lukas', expected);
    expect(await screen.findByText(TOASTS.userUpdated)).toBeTruthy();
    expect(row('France').textContent).toContain('ADMIN');
  });

  it('grants ROOT, which takes no country', async () => {
    const before = user();
    vi.mocked(updateUserRights).mockResolvedValue(before);
    show(before, ROOT);
    await screen.findByRole('heading', { level: 1 });
    await choose(/^Country/, 'France');
    await choose(/^Authority/, 'ROOT');
    add();
    await waitFor(() => expect(updateUserRights).toHaveBeenCalledOnce());
    expect(vi.mocked(updateUserRights).mock.calls[0]?.[1]).toContainEqual({ authority_id: 'ROOT', tenant_id: 'un' });
  });

  it('offers ROOT to root users only', async () => {
    show(user(), ADMIN_DE);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Authority/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['ADMIN']);
  });

  it('deletes an authority after confirmation', async () => {
    const before = user({ user_authorities: [authority('USER', null), authority('ADMIN', FRANCE)] });
    vi.mocked(updateUserRights).mockResolvedValue(user());
    show(before, ADMIN_FR);
    await screen.findByRole('heading', { level: 1 });

    fireEvent.click(deleteButton('France'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete authority' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updateUserRights).not.toHaveBeenCalled();

    fireEvent.click(deleteButton('France'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete authority' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(updateUserRights).toHaveBeenCalledWith('tid_lukas', [{ authority_id: 'USER', tenant_id: null }]),
    );
    expect(await screen.findByText(TOASTS.userUpdated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('France')).toBeNull());
  });

  it('disables deleting a ROOT authority unless the viewer is root', async () => {
    const margaret = user({
      id: 'tid_margaret',
      email: 'margaret.keller@corp.example',
      user_authorities: [authority('ROOT', GLOBAL)],
    });
    show(margaret, ADMIN_DE);
    await screen.findByRole('heading', { level: 1 });
    expect(isBlocked(deleteButton('Global'))).toBe(true);
  });

  it('lets a root user delete another root user’s ROOT authority', async () => {
    const other = user({ id: 'tid_other', user_authorities: [authority('ROOT', GLOBAL)] });
    show(other, ROOT);
    await screen.findByRole('heading', { level: 1 });
    expect(isBlocked(deleteButton('Global'))).toBe(false);
  });

  it("disables deleting a global USER authority unless the viewer is root (a country admin changes only their countries')", async () => {
    const target = user({ user_authorities: [authority('USER', null), authority('ADMIN', GERMANY)] });
    show(target, ADMIN_FR);
    await screen.findByRole('heading', { level: 1 });
    expect(isBlocked(deleteButton('Global'))).toBe(true);
    expect(isBlocked(deleteButton('Germany'))).toBe(true);
  });

  it('lets root delete a global USER authority', async () => {
    show(user({ user_authorities: [authority('USER', null), authority('ADMIN', GERMANY)] }), ROOT);
    await screen.findByRole('heading', { level: 1 });
    expect(isBlocked(deleteButton('Global'))).toBe(false);
  });

  it("offers only the viewer's own countries to grant", async () => {
    show(user(), ADMIN_DE);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Country/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Germany']);
  });

  it("disables deleting the viewer's own authorities", async () => {
    const self = user({
      id: 'tid_viewer',
      user_authorities: [authority('ADMIN', GERMANY), authority('ADMIN', FRANCE)],
    });
    show(self, ADMIN_OF_BOTH, 'tid_viewer');
    await screen.findByRole('heading', { level: 1 });
    expect(isBlocked(deleteButton('Germany'))).toBe(true);
    expect(isBlocked(deleteButton('France'))).toBe(true);
  });

  it('sends users who administer nothing to the home screen', async () => {
    const router = show(user(), NOBODY);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getUserRights).not.toHaveBeenCalled();
  });

  describe('sign out everywhere (issue 12, item 4)', () => {
    const button = () => screen.queryByRole('button', { name: 'Sign out everywhere' });

    it('is offered to root only', async () => {
      show(user(), ADMIN_DE);
      await screen.findByRole('heading', { level: 1 });
      expect(button()).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Sessions' })).toBeNull();
    });

    it('asks first, then ends the sessions by user id and confirms with a toast', async () => {
      vi.mocked(signOutEverywhere).mockResolvedValue(undefined);
      show(user(), ROOT);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByRole('heading', { name: 'Sessions' })).toBeTruthy();

      fireEvent.click(button() as HTMLElement);
      const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
      expect(dialog.textContent).toContain(API_MESSAGES.signOutEverywhereConfirm('Lukas Hoffmann'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(signOutEverywhere).not.toHaveBeenCalled();

      fireEvent.click(button() as HTMLElement);
      fireEvent.click(
        within(await screen.findByRole('dialog', { name: 'Sign out everywhere' })).getByRole('button', {
          name: 'Sign out everywhere',
        }),
      );
      await waitFor(() => expect(signOutEverywhere).toHaveBeenCalledWith('tid_lukas'));
      expect(await screen.findByText(API_MESSAGES.signedOutEverywhere('Lukas Hoffmann'))).toBeTruthy();
    });

    it('shows a refusal at the card', async () => {
      const { ApiRequestError } = await import('@/lib/api');
      vi.mocked(signOutEverywhere).mockRejectedValue(
        new ApiRequestError({ status: 404, error: API_MESSAGES.userNotFound }),
      );
      show(user(), ROOT);
      await screen.findByRole('heading', { level: 1 });
      fireEvent.click(button() as HTMLElement);
      fireEvent.click(
        within(await screen.findByRole('dialog', { name: 'Sign out everywhere' })).getByRole('button', {
          name: 'Sign out everywhere',
        }),
      );
      expect((await screen.findByRole('alert')).textContent).toContain(API_MESSAGES.userNotFound);
    });
  });
});
