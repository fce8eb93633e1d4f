import type { Tenant } from '@agenda/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveTenants } from '@/hooks/use-live-tenants';
import { eventListSource, unknownCountryOf } from './event-list-source';
import { UNKNOWN_COUNTRY_TEXTS, UnknownCountry } from './unknown-country';

const GERMANY: Tenant = { id: 'de', locale: 'DE', country_name: 'Germany', flag_image_url: null, flag_image_ref: null };
const ready: LiveTenants = { status: 'ready', tenants: [GERMANY] };
const sourceOf = (query: string) => eventListSource(new URLSearchParams(query), false);

afterEach(cleanup);

describe('an events list of a country code that no country has', () => {
  it('is known as such once the countries are read, and only for a country list', () => {
    expect(unknownCountryOf(sourceOf('t=zz'), ready)).toBe('zz');
    expect(unknownCountryOf(sourceOf('t=zz'), { status: 'loading' })).toBeNull();
    expect(unknownCountryOf(sourceOf('t=de'), ready)).toBeNull();
    expect(unknownCountryOf(sourceOf('m=1'), ready)).toBeNull();
    expect(unknownCountryOf(sourceOf('q=summit'), ready)).toBeNull();
  });

  it("is not known from the tab's cache alone, offline: the country may well exist", () => {
    expect(unknownCountryOf(sourceOf('t=fr'), { status: 'ready', tenants: [], unconfirmed: true })).toBeNull();
    expect(unknownCountryOf(sourceOf('t=fr'), { status: 'ready', tenants: [], unconfirmed: false })).toBe('fr');
  });

  it('says the country was not found, names the code, and leads back to choosing a country', () => {
    render(
      <MemoryRouter>
        <UnknownCountry code="zz" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: UNKNOWN_COUNTRY_TEXTS.title })).toBeTruthy();
    expect(screen.getByText('There is no country with the code “ZZ”.')).toBeTruthy();
    const back = screen.getByRole('link', { name: UNKNOWN_COUNTRY_TEXTS.chooseCountry });
    expect(back.getAttribute('href')).toBe('/main/selectcountry');
    expect(screen.queryByText(/ZZ events/)).toBeNull();
  });
});
