import { isBlocked } from '@/test/blocked';
import { TOASTS } from '@agenda/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_DE, renderScreen } from '@/test/render-screen';
import { getSettingValue, updateSetting } from '../api/settings';
import { SettingsPage } from './settings-page';

vi.mock('../api/settings', () => ({ getSettingValue: vi.fn(), updateSetting: vi.fn() }));

const PATH = '/main/administration/settings';

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getSettingValue).mockResolvedValue('2.0.0-demo');
  vi.mocked(updateSetting).mockImplementation(async (setting) => ({ ...setting, value: setting.value.trim() }));
});

describe('settings', () => {
  it('shows TEST_VERSION and saves it with a toast', async () => {
    renderScreen(PATH, PATH, <SettingsPage />, ADMIN_DE);
    const field = (await screen.findByRole('textbox', { name: 'Test version' })) as HTMLInputElement;
    expect(field.value).toBe('2.0.0-demo');
    expect(getSettingValue).toHaveBeenCalledWith('TEST_VERSION');
    fireEvent.change(field, { target: { value: ' 2.1.0 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateSetting).toHaveBeenCalledWith({ name: 'TEST_VERSION', value: ' 2.1.0 ' }));
    expect(await screen.findByText(TOASTS.settingsSaved)).toBeTruthy();
    expect(field.value).toBe('2.1.0');
  });

  it('starts empty when the setting was never saved', async () => {
    vi.mocked(getSettingValue).mockResolvedValue(null);
    renderScreen(PATH, PATH, <SettingsPage />, ADMIN_DE);
    expect(((await screen.findByRole('textbox', { name: 'Test version' })) as HTMLInputElement).value).toBe('');
  });

  it('refuses a value longer than the API takes', async () => {
    renderScreen(PATH, PATH, <SettingsPage />, ADMIN_DE);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Test version' }), {
      target: { value: 'x'.repeat(201) },
    });
    expect(isBlocked(screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement)).toBe(true);
  });
});
