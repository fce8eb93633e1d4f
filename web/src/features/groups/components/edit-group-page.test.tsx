import { isBlocked } from '@/test/blocked';
import { API_MESSAGES, type GroupDetail } from '@agenda/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { loadExistingUsers } from '@/components/user-picker/picker-data';
import { ApiRequestError } from '@/lib/api';
import { ADMIN_DE, ADMIN_FR, renderScreen } from '@/test/render-screen';
import { getGroup } from '../api/get-group';
import { saveGroup } from '../api/save-group';
import { EditGroupPage } from './edit-group-page';

vi.mock('@/hooks/use-live-tenants', () => ({ useLiveTenants: vi.fn() }));
vi.mock('@/components/user-picker/picker-data', async (original) => ({
  ...(await original<typeof import('@/components/user-picker/picker-data')>()),
  loadExistingUsers: vi.fn(),
}));
vi.mock('../api/get-group', () => ({ getGroup: vi.fn() }));
vi.mock('../api/save-group', () => ({ saveGroup: vi.fn() }));

const PATH = '/main/administration/editgroup';
const GERMANY = { id: 'de', locale: 'DE', country_name: 'Germany', flag_image_url: null };
const FRANCE = { id: 'fr', locale: 'FR', country_name: 'France', flag_image_url: null };
const SOFIA = { id: 'tid_sofia', name: 'Sofia Rossi', email: 'sofia.rossi@corp.example' };
const BERLIN: GroupDetail = {
  id: 'berlin',
  name: 'Berlin organisers',
  tenant_id: 'de',
  tenant: { ...GERMANY, flag_image_ref: null },
  users: [{ id: 'tid_sofia', email: 'sofia.rossi@corp.example', first_name: 'Sofia', last_name: 'Rossi' }],
};

function xlsxFile(rows: unknown[][], name = 'people.xlsx'): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'People');
  return new File([XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], name);
}

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const groupName = () => screen.getByRole('textbox', { name: /^Group name/ });
const upload = (file: File) =>
  fireEvent.change(screen.getByLabelText('Spreadsheet file'), { target: { files: [file] } });

async function chooseCountry(name: string) {
  const select = screen.getByRole('combobox', { name: /^Group country/ });
  await waitFor(() => expect(select.getAttribute('aria-disabled')).not.toBe('true'));
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByRole('option', { name }));
}

async function addUser(search: string, option: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Search available users' }), { target: { value: search } });
  // Rows of the previous search may still show until the debounced search has been asked.
  await waitFor(() => expect(loadExistingUsers).toHaveBeenCalledWith({ search, page: 1, pageSize: 1000 }));
  const available = screen.getByRole('listbox', { name: 'Available users' });
  fireEvent.click(await within(available).findByRole('option', { name: new RegExp(option) }));
}

beforeEach(() => {
  vi.clearAllMocks();
  // Every country, live: the form offers those the viewer administers.
  vi.mocked(useLiveTenants).mockReturnValue({
    status: 'ready',
    tenants: [FRANCE, GERMANY].map((t) => ({ ...t, flag_image_ref: null })),
  });
  vi.mocked(loadExistingUsers).mockResolvedValue({ users: [SOFIA], count: 1 });
  vi.mocked(saveGroup).mockImplementation(async (group) => ({
    ...BERLIN,
    id: typeof group.id === 'string' ? group.id : 'new',
    name: group.name,
  }));
});

describe('new group', { timeout: 30_000 }, () => {
  it('offers the countries the viewer administers only', async () => {
    renderScreen(PATH, PATH, <EditGroupPage />, ADMIN_DE);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Group country/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Germany']);
  });

  it('enables Save only with a name, a country and at least one user', async () => {
    renderScreen(PATH, PATH, <EditGroupPage />, ADMIN_DE);
    expect(await screen.findByRole('heading', { level: 1, name: 'New group' })).toBeTruthy();
    expect(isBlocked(saveButton())).toBe(true);
    fireEvent.change(groupName(), { target: { value: 'Berlin crew' } });
    expect(isBlocked(saveButton())).toBe(true);
    await chooseCountry('Germany');
    expect(isBlocked(saveButton())).toBe(true);
    await addUser('sof', 'Sofia Rossi');
    expect(within(screen.getByRole('listbox', { name: 'Group users' })).getByText('Sofia Rossi')).toBeTruthy();
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));

    fireEvent.change(groupName(), { target: { value: '  ' } });
    expect(isBlocked(saveButton())).toBe(true);
  });

  it('saves the users and the spreadsheet addresses, then goes back to the groups', async () => {
    const router = renderScreen(PATH, PATH, <EditGroupPage />, ADMIN_DE);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Group name/ }), { target: { value: 'Berlin crew' } });
    await chooseCountry('Germany');
    upload(xlsxFile([['E-mail'], ['Lukas.Hoffmann@corp.example'], ['felix.wagner@corp.example']]));
    expect(await screen.findByText(/2 addresses from people\.xlsx will be added on save/)).toBeTruthy();
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(saveGroup).toHaveBeenCalledWith({
        id: null,
        name: 'Berlin crew',
        tenantId: 'de',
        users: [],
        emails: ['lukas.hoffmann@corp.example', 'felix.wagner@corp.example'],
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/administration/groups'));
  });

  it('says a spreadsheet without addresses holds none, and changes nothing', async () => {
    renderScreen(PATH, PATH, <EditGroupPage />, ADMIN_DE);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Group name/ }), { target: { value: 'Berlin crew' } });
    await chooseCountry('Germany');
    upload(xlsxFile([['Name'], ['Sofia Rossi']], 'names.xlsx'));
    expect(await screen.findByText(API_MESSAGES.spreadsheetEmpty)).toBeTruthy();
    expect(screen.queryByText(/will be added on save/)).toBeNull();
    expect(isBlocked(saveButton())).toBe(true);
  });

  it('lists the addresses the API says are nobody’s, and can leave them out', async () => {
    const unknown = ['nobody@corp.example'];
    vi.mocked(saveGroup).mockRejectedValueOnce(
      new ApiRequestError({
        status: 400,
        error: API_MESSAGES.unknownAddresses(unknown),
        fields: { emails: unknown },
        reported: true,
      }),
    );
    renderScreen(PATH, PATH, <EditGroupPage />, ADMIN_DE);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Group name/ }), { target: { value: 'Berlin crew' } });
    await chooseCountry('Germany');
    upload(xlsxFile([['lukas.hoffmann@corp.example'], ['nobody@corp.example']]));
    await screen.findByText(/2 addresses from people\.xlsx/);
    fireEvent.click(saveButton());
    const list = await screen.findByRole('list', { name: 'Unknown addresses' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(unknown);

    fireEvent.click(screen.getByRole('button', { name: 'Leave them out' }));
    expect(await screen.findByText(/1 address from people\.xlsx will be added on save/)).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(saveGroup).toHaveBeenLastCalledWith(expect.objectContaining({ emails: ['lukas.hoffmann@corp.example'] })),
    );
  });
});

describe('edit group', { timeout: 30_000 }, () => {
  it('loads the group and saves it under its id', async () => {
    vi.mocked(getGroup).mockResolvedValue(BERLIN);
    renderScreen(PATH, `${PATH}?id=berlin`, <EditGroupPage />, ADMIN_DE);
    expect(await screen.findByDisplayValue('Berlin organisers')).toBeTruthy();
    expect(within(screen.getByRole('listbox', { name: 'Group users' })).getByText('Sofia Rossi')).toBeTruthy();
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    await waitFor(() =>
      expect(saveGroup).toHaveBeenCalledWith({
        id: 'berlin',
        name: 'Berlin organisers',
        tenantId: 'de',
        users: ['tid_sofia'],
      }),
    );
  });

  it('lets admins of another country look but not save', async () => {
    vi.mocked(getGroup).mockResolvedValue(BERLIN);
    renderScreen(PATH, `${PATH}?id=berlin`, <EditGroupPage />, ADMIN_FR);
    expect(await screen.findByText('Only an admin of Germany can change this group.')).toBeTruthy();
    expect(isBlocked(saveButton())).toBe(true);
  });
});
