import { OVERLAYS, type Principal } from '@agenda/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { getCurrentUser, getUserProfile, refreshUserFromDirectory } from '../api/get-user';
import type { User, UserProfile } from '../api/user-schema';
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
import { MY_POINTS_TEXTS } from './my-points-card';
import { PROFILE_TEXTS, ProfilePage } from './profile-page';

vi.mock('../api/calendar-feed', () => ({
  getFeedStatus: vi.fn().mockResolvedValue({ active: false, created_at: null }),
  createFeedAddress: vi.fn(),
  revokeFeedAddress: vi.fn(),
}));

vi.mock('../api/get-user', () => ({
  getCurrentUser: vi.fn(),
  getUserProfile: vi.fn(),
  refreshUserFromDirectory: vi.fn(),
}));

// The points are read live from Firestore (hooks/use-points.ts): none here, so the card says how to earn some.
vi.mock('@/hooks/use-points', () => ({
  useOwnPointsEverywhere: () => ({ status: 'ready', items: [] }),
  useEventPoints: () => ({ status: 'loading' }),
}));

const PATH = '/main/profile';

/** Shows `target`'s profile (by id) to a viewer with `viewer` rights. */
async function showProfileOf(target: UserProfile, viewer: Principal) {
  vi.mocked(getUserProfile).mockResolvedValue(target);
  renderScreen(PATH, `${PATH}?id=${encodeURIComponent(target.id)}`, <ProfilePage />, viewer);
  await screen.findByRole('heading', { level: 1 });
}

const editRights = () => screen.queryByRole('link', { name: 'Edit rights' });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('profile screen', () => {
  it('shows your own profile from /users/me: name, job title, country with flag, rights', async () => {
    vi.mocked(getCurrentUser).mockResolvedValue(
      user({ user_authorities: [authority('USER', null), authority('ADMIN', GERMANY)] }),
    );
    renderScreen(PATH, PATH, <ProfilePage />, ADMIN_DE, 'tid_lukas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lukas Hoffmann' })).toBeTruthy();
    expect(getCurrentUser).toHaveBeenCalledOnce();
    expect(getUserProfile).not.toHaveBeenCalled();
    expect(screen.getByText('Software Engineer')).toBeTruthy();
    const rights = screen.getByRole('list', { name: 'Authorities' });
    const rows = within(rights)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual(['GlobalUSER', 'GermanyADMIN']);
    // Flags are decorative (alt=""): the country's name is written next to each.
    expect(rights.querySelector(`img[src="${GERMANY.flag_image_url}"]`)).not.toBeNull();
    expect(screen.getByText('Germany', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh from directory' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: MY_POINTS_TEXTS.title })).getByText(MY_POINTS_TEXTS.empty),
    ).toBeTruthy();
  });

  it('shows a default icon without an avatar, and the picture when there is one', async () => {
    await showProfileOf(user({ avatar_url: null }), NOBODY);
    expect(screen.queryByRole('img', { name: 'Lukas Hoffmann' })).toBeNull();
    expect(screen.getByTestId('PersonIcon')).toBeTruthy();
  });

  it("shows a colleague's public profile without address or rights (issue 12, need to know)", async () => {
    const {
      email: _email,
      user_authorities: _authorities,
      ...publicProfile
    } = user({ user_authorities: [authority('ADMIN', GERMANY)] });
    await showProfileOf(publicProfile, ADMIN_FR);
    expect(screen.getByRole('heading', { level: 1, name: 'Lukas Hoffmann' })).toBeTruthy();
    expect(screen.getByText('Software Engineer')).toBeTruthy();
    expect(screen.getByText('Germany', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText('lukas.hoffmann@corp.example')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Authorities' })).toBeNull();
    expect(editRights()).toBeNull();
  });

  it('lets root edit anybody’s rights', async () => {
    await showProfileOf(user(), ROOT);
    expect(editRights()?.getAttribute('href')).toBe('/main/administration/edituser?id=lukas.hoffmann%40corp.example');
  });

  it("lets an admin of the user's country edit the authorities they hold there", async () => {
    await showProfileOf(user({ user_authorities: [authority('ADMIN', GERMANY)] }), ADMIN_DE);
    expect(editRights()).not.toBeNull();
  });

  // docs/product.md §6, as the rights update decides it: each authority is edited by the admins of its own country.
  it('lets an admin of France edit a German user holding a French authority', async () => {
    await showProfileOf(
      user({ tenant_id: 'de', tenant: GERMANY, user_authorities: [authority('ADMIN', FRANCE)] }),
      ADMIN_FR,
    );
    expect(editRights()?.getAttribute('href')).toBe('/main/administration/edituser?id=lukas.hoffmann%40corp.example');
  });

  it('hides Edit rights from an admin of Germany for a German user whose only authority is French', async () => {
    await showProfileOf(
      user({ tenant_id: 'de', tenant: GERMANY, user_authorities: [authority('ADMIN', FRANCE)] }),
      ADMIN_DE,
    );
    expect(editRights()).toBeNull();
  });

  it('lets an admin of Germany edit a French user holding a German authority, not an admin of France', async () => {
    const french = user({ tenant_id: 'fr', tenant: FRANCE, user_authorities: [authority('ADMIN', GERMANY)] });
    await showProfileOf(french, ADMIN_DE);
    expect(editRights()).not.toBeNull();
    cleanup();
    await showProfileOf(french, ADMIN_FR);
    expect(editRights()).toBeNull();
  });

  it('hides Edit rights from an admin of another country', async () => {
    await showProfileOf(user({ tenant_id: 'de', tenant: GERMANY }), ADMIN_FR);
    expect(editRights()).toBeNull();
  });

  it('hides Edit rights from plain users, their own profile included', async () => {
    await showProfileOf(user(), NOBODY);
    expect(editRights()).toBeNull();
  });

  it('hides Edit rights from admins when the user has no country, but not from root', async () => {
    await showProfileOf(user({ tenant_id: null, tenant: null }), ADMIN_FR);
    expect(editRights()).toBeNull();
  });

  it('shows root Edit rights for a user without a country', async () => {
    await showProfileOf(user({ tenant_id: null, tenant: null, user_authorities: [authority('ROOT', GLOBAL)] }), ROOT);
    expect(editRights()).not.toBeNull();
  });

  it('shows an unknown id as a not-found page at the first answer, with ways back and no server detail', async () => {
    vi.mocked(getUserProfile).mockRejectedValue(new ApiRequestError({ status: 404, error: 'User not found' }));
    renderScreen(PATH, `${PATH}?id=nobody`, <ProfilePage />, ADMIN_DE);
    expect(await screen.findByRole('heading', { name: PROFILE_TEXTS.notFoundTitle })).toBeTruthy();
    expect(getUserProfile).toHaveBeenCalledOnce();
    expect(screen.getByText(PROFILE_TEXTS.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe('/main/profile');
    expect(document.body.textContent).not.toMatch(/\bat \S|\/functions\//);
  });

  it("offers no directory refresh on somebody else's profile", async () => {
    await showProfileOf(user({ tenant: FRANCE, tenant_id: 'fr' }), ROOT);
    expect(screen.queryByRole('button', { name: 'Refresh from directory' })).toBeNull();
  });

  it('refreshes your own profile from the directory behind the overlay', async () => {
    vi.mocked(getCurrentUser).mockResolvedValue(user({ job_title: 'Engineer' }));
    let finish: (value: User) => void = () => undefined;
    vi.mocked(refreshUserFromDirectory).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderScreen(PATH, PATH, <ProfilePage />, NOBODY, 'tid_lukas');
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh from directory' }));
    expect(await screen.findByText(OVERLAYS.loadingDirectory)).toBeTruthy();
    finish(user({ job_title: 'Staff Engineer' }));
    expect(await screen.findByText('Staff Engineer')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(OVERLAYS.loadingDirectory)).toBeNull());
    expect(refreshUserFromDirectory).toHaveBeenCalledWith();
  });
});
