import { afterEach, describe, expect, it } from 'vitest';
import { LAST_COUNTRY_STORAGE_KEY } from '@agenda/contract';
import { readLastCountry, rememberLastCountry } from '@/lib/last-country';
import { chooseLanding } from './landing';

const DEEP = '/main/event/agendalist?e=berlin-tech-summit&t=de';
const list = (t: string) => `/main/events/eventslist?t=${t}`;
const plain = { country: 'de', administered: [] };

describe('where a person lands after sign-in (issue 29 item 7)', () => {
  it('goes to the deep link first, whatever else is known', () => {
    expect(chooseLanding({ returnTo: DEEP, lastCountry: 'fr', person: plain })).toBe(DEEP);
    expect(chooseLanding({ returnTo: DEEP })).toBe(DEEP);
  });

  it('else to the country used last, before their own or the one they administer', () => {
    expect(chooseLanding({ lastCountry: 'fr' })).toBe(list('fr'));
    expect(chooseLanding({ returnTo: null, lastCountry: 'it', person: { country: 'de', administered: ['de'] } })).toBe(
      list('it'),
    );
  });

  it('waits for the person’s record when neither is known', () => {
    expect(chooseLanding({})).toBeNull();
    expect(chooseLanding({ returnTo: null, lastCountry: null })).toBeNull();
  });

  it('else to their own country’s events', () => {
    expect(chooseLanding({ person: plain })).toBe(list('de'));
  });

  it('sends an admin to the country they administer, their own one if they administer several', () => {
    expect(chooseLanding({ person: { country: 'de', administered: ['fr'] } })).toBe(list('fr'));
    expect(chooseLanding({ person: { country: 'it', administered: ['fr', 'it'] } })).toBe(list('it'));
    expect(chooseLanding({ person: { country: 'de', administered: ['es', 'fr'] } })).toBe(list('es'));
    expect(chooseLanding({ person: { country: null, administered: ['fr'] } })).toBe(list('fr'));
  });

  it('shows the grid of countries to a person with no country at all', () => {
    expect(chooseLanding({ person: { country: null, administered: [] } })).toBe('/main/selectcountry');
  });
});

describe('the country used last', () => {
  afterEach(() => window.localStorage.clear());

  it('is kept per person: the next person on the browser does not land in it', () => {
    expect(readLastCountry('u1')).toBeNull();
    rememberLastCountry('u1', 'fr');
    expect(readLastCountry('u1')).toBe('fr');
    expect(readLastCountry('u2')).toBeNull();
    expect(readLastCountry(null)).toBeNull();
    rememberLastCountry('u2', 'it');
    expect(readLastCountry('u2')).toBe('it');
    expect(readLastCountry('u1')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    window.localStorage.setItem(LAST_COUNTRY_STORAGE_KEY, '{not json');
    expect(readLastCountry('u1')).toBeNull();
    window.localStorage.setItem(LAST_COUNTRY_STORAGE_KEY, JSON.stringify({ uid: 'u1', tenantId: 42 }));
    expect(readLastCountry('u1')).toBeNull();
    window.localStorage.setItem(LAST_COUNTRY_STORAGE_KEY, JSON.stringify({ uid: 'u1', tenantId: '' }));
    expect(readLastCountry('u1')).toBeNull();
  });
});
