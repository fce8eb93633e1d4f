import { blockedReason, isBlocked } from '@/test/blocked';
import { API_MESSAGES, MESSAGES, TOASTS, type Tenant } from '@agenda/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { IMAGE_TYPE_MESSAGE } from '@/lib/image-file';
import { pngFile, textAsPng } from '@/test/files';
import { ACCESS_NOTICES, readAccessNotice } from '@/lib/access-notice';
import { ADMIN_DE, renderScreen, ROOT } from '@/test/render-screen';
import { getTenant } from '../api/get-tenant';
import { saveTenant } from '../api/save-tenant';
import type { FileStorage } from '@/lib/file-storage';
import { EditTenantPage, TenantForm } from './edit-tenant-page';

vi.mock('../api/get-tenant', () => ({ getTenant: vi.fn() }));
vi.mock('../api/save-tenant', () => ({ saveTenant: vi.fn() }));

const PATH = '/main/administration/editTenant';
const GERMANY: Tenant = {
  id: 'de',
  locale: 'DE',
  country_name: 'Germany',
  flag_image_url: 'https://example.test/de.png',
  flag_image_ref: 'flags/1/de.png',
};
const TOKEN_URL =
  'https://firebasestorage.googleapis.com/v0/b/agenda.appspot.com/o/flags%2F7%2Fnew.png?alt=media&token=secret';

function fakeStorage(
  upload: FileStorage['upload'] = async () => TOKEN_URL,
): FileStorage & { remove: ReturnType<typeof vi.fn> } {
  return { upload: vi.fn(upload), remove: vi.fn(async () => undefined) };
}

function showForm(tenant: Tenant | null = null, storage: FileStorage = fakeStorage()) {
  return renderScreen(PATH, PATH, <TenantForm tenant={tenant} storage={storage} />, ROOT);
}

const locale = () => screen.getByRole('textbox', { name: /^Locale/ }) as HTMLInputElement;
const countryName = () => screen.getByRole('textbox', { name: /^Country name/ }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
/** Types into a field and leaves it, as a person does: its error shows once it is left. */
const type = (input: HTMLInputElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const flagInput = () => screen.getByLabelText('Flag image file') as HTMLInputElement;
const chooseFlag = (file: File) => fireEvent.change(flagInput(), { target: { files: [file] } });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(saveTenant).mockImplementation(
    async (tenant) => ({ ...GERMANY, ...tenant, id: tenant.id ?? 'qa' }) as Tenant,
  );
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('country form', () => {
  it.each(['fr', 'FRA', 'F1', 'q', '12'])(
    'refuses the locale "%s" with the spec message and keeps Save disabled',
    async (bad) => {
      showForm();
      type(countryName(), 'Qatar Test');
      type(locale(), bad);
      expect(await screen.findByText(MESSAGES.tenantLocale)).toBeTruthy();
      expect(locale().getAttribute('aria-invalid')).toBe('true');
      expect(isBlocked(saveButton())).toBe(true);
    },
  );

  it('asks for a country name with "You must enter a value"', async () => {
    showForm();
    type(locale(), 'QA');
    type(countryName(), 'x');
    type(countryName(), '   ');
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(isBlocked(saveButton())).toBe(true);
  });

  it('saves a new country without a flag and goes back to the list', async () => {
    const router = showForm();
    expect(isBlocked(saveButton())).toBe(true);
    type(locale(), 'QA');
    type(countryName(), ' Qatar Test ');
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(saveTenant).toHaveBeenCalledWith({ id: null, locale: 'QA', country_name: 'Qatar Test' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/administration/allTenants'));
  });

  it('uploads a chosen flag first and saves its address without the token, and its path', async () => {
    const storage = fakeStorage();
    showForm(null, storage);
    type(locale(), 'QA');
    type(countryName(), 'Qatar Test');
    chooseFlag(pngFile());
    expect(await screen.findByRole('img', { name: 'Preview of the new flag' })).toBeTruthy();
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveTenant).toHaveBeenCalledOnce());
    const [path] = vi.mocked(storage.upload).mock.calls[0] ?? [];
    expect(path).toMatch(/^flags\/\d+\/[0-9a-f-]{36}\.png$/);
    expect(saveTenant).toHaveBeenCalledWith({
      id: null,
      locale: 'QA',
      country_name: 'Qatar Test',
      flag_image_url: 'https://firebasestorage.googleapis.com/v0/b/agenda.appspot.com/o/flags%2F7%2Fnew.png?alt=media',
      flag_image_ref: path,
    });
  });

  it('says "Could not update flag file" and saves nothing when the upload fails', async () => {
    const storage = fakeStorage(async () => Promise.reject(new Error('storage/retry-limit-exceeded')));
    const router = showForm(null, storage);
    type(locale(), 'QA');
    type(countryName(), 'Qatar Test');
    chooseFlag(pngFile());
    await screen.findByRole('img', { name: 'Preview of the new flag' });
    fireEvent.click(saveButton());
    expect(await screen.findByText(MESSAGES.flagUploadFailed)).toBeTruthy();
    expect(saveTenant).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('shows a duplicate country at its Locale field, not in a dialog, and keeps the form (issue 14)', async () => {
    const duplicate = API_MESSAGES.tenantExists('QA');
    vi.mocked(saveTenant).mockRejectedValueOnce(
      new ApiRequestError({ status: 409, error: duplicate, fields: { locale: [duplicate] } }),
    );
    const router = showForm();
    type(locale(), 'QA');
    type(countryName(), 'Qatar Test');
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText(duplicate)).toBeTruthy();
    expect(locale().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe(PATH);
    // Save says why it is disabled until the locale changes (once the submission has ended: the
    // field's error is drawn in the render before react-hook-form clears isSubmitting).
    await waitFor(() => expect(blockedReason(saveButton())).toBe(`Locale: ${duplicate}`));
    expect(isBlocked(saveButton())).toBe(true);
    type(locale(), 'QB');
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    expect(screen.queryByText(duplicate)).toBeNull();
  });

  it('names the first missing field in the disabled Save', async () => {
    showForm();
    await waitFor(() =>
      expect(blockedReason(screen.getByRole('button', { name: 'Save' }))).toBe(`Locale: ${MESSAGES.tenantLocale}`),
    );
    type(locale(), 'QA');
    await waitFor(() =>
      expect(blockedReason(screen.getByRole('button', { name: 'Save' }))).toBe(`Country name: ${MESSAGES.required}`),
    );
  });

  it('toasts the save', async () => {
    showForm();
    type(locale(), 'QA');
    type(countryName(), 'Qatar Test');
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText(TOASTS.countrySaved)).toBeTruthy();
  });

  it('removes the uploaded flag again when the country is not saved', async () => {
    vi.mocked(saveTenant).mockRejectedValueOnce(new Error('A country with locale QA already exists'));
    const storage = fakeStorage();
    showForm(null, storage);
    type(locale(), 'QA');
    type(countryName(), 'Qatar Test');
    chooseFlag(pngFile());
    await screen.findByRole('img', { name: 'Preview of the new flag' });
    fireEvent.click(saveButton());
    expect(await screen.findByText('A country with locale QA already exists')).toBeTruthy();
    const [path] = vi.mocked(storage.upload).mock.calls[0] ?? [];
    expect(storage.remove).toHaveBeenCalledWith(path);
  });

  it.each([
    ['a text file named .png', textAsPng(), IMAGE_TYPE_MESSAGE],
    ['a 600 KB png', pngFile(600 * 1024), MESSAGES.countryImageTooLarge],
  ])('refuses %s with its message and keeps the current flag', async (_name, file, message) => {
    const storage = fakeStorage();
    showForm(GERMANY, storage);
    chooseFlag(file);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Current flag' }).getAttribute('src')).toBe(GERMANY.flag_image_url);
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveTenant).toHaveBeenCalledWith({ id: 'de', locale: 'DE', country_name: 'Germany' }));
    expect(storage.upload).not.toHaveBeenCalled();
  });
});

describe('edit country screen', () => {
  it('locks the locale of an existing country and saves its new name', async () => {
    vi.mocked(getTenant).mockResolvedValue(GERMANY);
    renderScreen(PATH, `${PATH}?id=de`, <EditTenantPage />, ROOT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit country' })).toBeTruthy();
    await waitFor(() => expect(locale().value).toBe('DE'));
    expect(isBlocked(locale())).toBe(true);
    type(countryName(), 'Deutschland');
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(saveTenant).toHaveBeenCalledWith({ id: 'de', locale: 'DE', country_name: 'Deutschland' }),
    );
    expect(getTenant).toHaveBeenCalledWith('de');
  });

  it('sends users who are not root to the home screen, saying why (issue 32, item 16)', async () => {
    window.sessionStorage.clear();
    const router = renderScreen(PATH, PATH, <EditTenantPage />, ADMIN_DE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readAccessNotice()).toBe(ACCESS_NOTICES.countries);
  });
});
