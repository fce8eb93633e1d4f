import { SELECTED_TENANT_STORAGE_KEY } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { NOBODY, renderScreen } from '@/test/render-screen';
import { COUNTRIES } from '../test-utils';
import { SelectCountryPage } from './select-country-page';

vi.mock('@/hooks/use-live-tenants', () => ({ useLiveTenants: vi.fn() }));

const PATH = '/main/selectcountry';
const show = () => renderScreen(PATH, PATH, <SelectCountryPage />, NOBODY);
const cards = () =>
  within(screen.getByRole('list', { name: 'Countries' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  vi.mocked(useLiveTenants).mockReturnValue({ status: 'ready', tenants: COUNTRIES });
});

describe('select country', () => {
  it('shows a card per country, in the live order, without the global tenant', () => {
    show();
    expect(cards()).toEqual(['France', 'Germany', 'Italy', 'España']);
  });

  it('filters by name, ignoring case and accents, or by locale', () => {
    show();
    const search = screen.getByRole('searchbox', { name: 'Search countries' });
    fireEvent.change(search, { target: { value: 'espa' } });
    expect(cards()).toEqual(['España']);
    fireEvent.change(search, { target: { value: 'DE' } });
    expect(cards()).toEqual(['Germany']);
    fireEvent.change(search, { target: { value: 'atlantis' } });
    expect(screen.getByText('No country matches “atlantis”.')).toBeTruthy();
  });

  it('keeps the chosen country and opens its events', async () => {
    const router = show();
    fireEvent.click(screen.getByRole('link', { name: 'Germany' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/events/eventslist'));
    expect(router.state.location.search).toBe('?t=de');
    expect(window.localStorage.getItem(SELECTED_TENANT_STORAGE_KEY)).toBe('de');
  });

  it('waits for the countries', () => {
    vi.mocked(useLiveTenants).mockReturnValue({ status: 'loading' });
    show();
    expect(screen.getByRole('status', { name: 'Loading the countries' })).toBeTruthy();
  });
});
