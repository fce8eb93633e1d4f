import { USER_TABLE_DEFAULT_PAGE_SIZE } from '@agenda/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserFromDirectory, searchDirectory } from '../api/directory';
import { getExistingUsers } from '../api/existing-users';
import { ADMIN_DE, renderScreen, user } from '../test-utils';
import { USER_SEARCH_DEBOUNCE_MS } from './existing-users-search';
import { userCreated, UsersAdminPage } from './users-admin-page';

vi.mock('../api/existing-users', () => ({ getExistingUsers: vi.fn() }));
vi.mock('../api/directory', () => ({ searchDirectory: vi.fn(), createUserFromDirectory: vi.fn() }));

const PATH = '/main/administration/users';
const LUKAS = user();
const ESZTER = {
  oid: 'oid-eszter',
  displayName: 'Eszter Nagy',
  mail: 'eszter.nagy@corp.example',
  jobTitle: 'Analyst',
  country: 'hu',
  exists: false,
};
const SOFIA = {
  oid: 'oid-sofia',
  displayName: 'Sofia Rossi',
  mail: 'sofia.rossi@corp.example',
  jobTitle: null,
  country: 'de',
  exists: true,
};

const selected = () => within(screen.getByRole('table', { name: 'Selected users' }));
const selectedRow = (name: string) => {
  const row = selected()
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name));
  if (!row) throw new Error(`${name} is not selected`);
  return within(row);
};

async function searchTheDirectory(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search the directory' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByRole('table', { name: 'Directory results' });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getExistingUsers).mockResolvedValue({ users: [LUKAS], count: 1 });
  vi.mocked(searchDirectory).mockResolvedValue([ESZTER, SOFIA]);
  vi.mocked(createUserFromDirectory).mockResolvedValue(
    user({ email: ESZTER.mail, first_name: 'Eszter', last_name: 'Nagy' }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('users administration', () => {
  it('pages the existing users 25 at a time and searches them after a pause in typing', async () => {
    renderScreen(PATH, PATH, <UsersAdminPage />, ADMIN_DE);
    await screen.findByText('lukas.hoffmann@corp.example');
    expect(getExistingUsers).toHaveBeenCalledWith({ search: '', page: 1, pageSize: USER_TABLE_DEFAULT_PAGE_SIZE });

    vi.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(search, { target: { value: 'lu' } });
    fireEvent.change(search, { target: { value: 'luk' } });
    expect(getExistingUsers).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS);
    });
    vi.useRealTimers();
    await waitFor(() => expect(getExistingUsers).toHaveBeenCalledTimes(2));
    expect(getExistingUsers).toHaveBeenLastCalledWith({
      search: 'luk',
      page: 1,
      pageSize: USER_TABLE_DEFAULT_PAGE_SIZE,
    });
  });

  it('offers "Rights" for a selected user, leading to their rights', async () => {
    const router = renderScreen(PATH, PATH, <UsersAdminPage />, ADMIN_DE);
    fireEvent.click(await screen.findByRole('button', { name: 'Select Lukas Hoffmann' }));
    expect(screen.getByRole('button', { name: 'Lukas Hoffmann is selected' })).toBeTruthy();
    fireEvent.click(selectedRow('Lukas Hoffmann').getByRole('button', { name: 'Rights' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/administration/edituser'));
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('lukas.hoffmann@corp.example');
  });

  it('reads "Create user" for a directory person who is not a user and "Rights" for one who is', async () => {
    renderScreen(PATH, PATH, <UsersAdminPage />, ADMIN_DE);
    await searchTheDirectory('a');
    expect(searchDirectory).toHaveBeenCalledWith('a');
    fireEvent.click(screen.getByRole('button', { name: 'Select Eszter Nagy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select Sofia Rossi' }));
    expect(selectedRow('Eszter Nagy').getByRole('button', { name: 'Create user' })).toBeTruthy();
    expect(selectedRow('Eszter Nagy').queryByRole('button', { name: 'Rights' })).toBeNull();
    expect(selectedRow('Sofia Rossi').getByRole('button', { name: 'Rights' })).toBeTruthy();
  });

  it('creates the user by their directory id, then offers their rights', async () => {
    renderScreen(PATH, PATH, <UsersAdminPage />, ADMIN_DE);
    await screen.findByText('lukas.hoffmann@corp.example');
    await searchTheDirectory('eszter');
    fireEvent.click(screen.getByRole('button', { name: 'Select Eszter Nagy' }));
    fireEvent.click(selectedRow('Eszter Nagy').getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(createUserFromDirectory).toHaveBeenCalledWith('oid-eszter'));
    expect(await screen.findByText(userCreated('Eszter Nagy'))).toBeTruthy();
    expect(selectedRow('Eszter Nagy').getByRole('button', { name: 'Rights' })).toBeTruthy();
    // The users table asks again, so that it lists the new user.
    await waitFor(() => expect(getExistingUsers).toHaveBeenCalledTimes(2));
  });

  it('removes a person from the selection', async () => {
    renderScreen(PATH, PATH, <UsersAdminPage />, ADMIN_DE);
    fireEvent.click(await screen.findByRole('button', { name: 'Select Lukas Hoffmann' }));
    fireEvent.click(
      selectedRow('Lukas Hoffmann').getByRole('button', { name: 'Remove Lukas Hoffmann from the selection' }),
    );
    expect(screen.queryByRole('table', { name: 'Selected users' })).toBeNull();
  });
});
