import type { Tenant } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { switchOptions } from './country-switch-popover';
import { sectionOf } from './main-app-bar';

const tenant = (id: string, country_name: string): Tenant => ({
  id,
  locale: id.toUpperCase(),
  country_name,
  flag_image_url: `https://flags/${id}.png`,
  flag_image_ref: null,
});
const tenants = [
  tenant('at', 'Austria'),
  tenant('fr', 'France'),
  tenant('de', 'Germany'),
  tenant('un', 'United Nations'),
];

describe('the country selector', () => {
  it('lists the global tenant first, as Global, then the countries by name', () => {
    expect(switchOptions(tenants, '').map((t) => t.id)).toEqual(['un', 'at', 'fr', 'de']);
  });

  it('finds a country by part of its name or by its locale, and Global by that name', () => {
    expect(switchOptions(tenants, 'germ').map((t) => t.id)).toEqual(['de']);
    expect(switchOptions(tenants, 'fr').map((t) => t.id)).toEqual(['fr']);
    expect(switchOptions(tenants, 'glob').map((t) => t.id)).toEqual(['un']);
    expect(switchOptions(tenants, 'zz')).toEqual([]);
  });
});

describe('the top bar marks the section one is in', () => {
  it('knows each section from the address', () => {
    expect(sectionOf('/v2/main/events/eventslist', '?t=de')).toEqual({ section: 'country', country: 'de' });
    expect(sectionOf('/v2/main/events/eventslist', '?m=0')).toEqual({ section: 'own', country: null });
    expect(sectionOf('/v2/main/events/upcoming', '?m=1')).toEqual({ section: 'upcoming', country: null });
    expect(sectionOf('/v2/main/news/newslist', '?t=de')).toEqual({ section: 'news', country: null });
    expect(sectionOf('/v2/main/selectcountry', '')).toEqual({ section: 'countries', country: null });
    expect(sectionOf('/v2/main/events/eventslist', '?q=berlin')).toEqual({ section: null, country: null });
    expect(sectionOf('/v2/main/profile', '')).toEqual({ section: null, country: null });
  });
});
