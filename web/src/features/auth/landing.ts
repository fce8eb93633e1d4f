import { paths } from '@/config/paths';

/** What the signed-in area knows of the person once their own record is read. */
interface LandingPerson {
  /** Their own country (users/{uid}.tenant_id), null when the directory named none. */
  country: string | null;
  /** The countries they administer directly (`adminTenantIds`; none for root, who has them all). */
  administered: readonly string[];
}

export interface LandingFacts {
  /** A deep link kept through sign-in (`?next=`, already checked by safeReturnTo). */
  returnTo?: string | null;
  /** The country they used last on this browser (lib/last-country.ts). */
  lastCountry?: string | null;
  /** Undefined until their record is read (only the signed-in area can read it). */
  person?: LandingPerson;
}

/**
 * Where a person lands after sign-in: the deep link they came with; else the
 * country they used last; else the country they administer (their own if among several, else the
 * first by id); else their own country's events; else the grid of countries, which also stays one
 * click away (Countries in the top bar). Null while the answer needs their record and it is not read
 * yet: the signed-in area's index ('/main', `paths.landing`) waits for it. This module imports no
 * contract code: the signed-out home screen, held to its size budget, calls it too.
 */
export function chooseLanding({ returnTo, lastCountry, person }: LandingFacts): string | null {
  if (returnTo) return returnTo;
  if (lastCountry) return paths.main.events.eventslist({ t: lastCountry });
  if (!person) return null;
  const { country, administered } = person;
  const target = (country && administered.includes(country) ? country : administered[0]) ?? country;
  return target ? paths.main.events.eventslist({ t: target }) : paths.main.selectcountry();
}
