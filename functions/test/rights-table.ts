/**
 * The rights truth table: who sees and who changes which authority of whom, stated
 * here independently of functions/contract/src/permissions.ts so that the unit test
 * (permissions.test.ts) checks the module against it and the API test (rights-table.test.ts) checks the
 * real endpoints against it.
 *
 * Root sees and edits every authority of every user, always; an admin sees and edits exactly the
 * authorities of the countries they administer, whatever the user's own country is (or whether it
 * has one). Nobody grants USER (docs/product.md §9: only ROOT and ADMIN are granted).
 */
import type { UserAuthority } from '@agenda/contract';

/** Country X is `de`, country Y is `fr` (the personas' countries A and B). */
const X = 'de';
const Y = 'fr';

const VIEWERS = ['root', 'adminX', 'adminY'] as const;
export type Viewer = (typeof VIEWERS)[number];
const COUNTRIES = ['none', 'X', 'Y'] as const;
export type Country = (typeof COUNTRIES)[number];
const AUTHORITIES = ['ROOT', 'ADMIN:X', 'ADMIN:Y', 'USER'] as const;
export type AuthorityName = (typeof AUTHORITIES)[number];

export const tenantOf = (country: Country): string | null => (country === 'none' ? null : country === 'X' ? X : Y);

export const authorityOf = (name: AuthorityName): UserAuthority => {
  switch (name) {
    case 'ROOT':
      return { authority_id: 'ROOT', tenant_id: 'un' };
    case 'ADMIN:X':
      return { authority_id: 'ADMIN', tenant_id: X };
    case 'ADMIN:Y':
      return { authority_id: 'ADMIN', tenant_id: Y };
    case 'USER':
      return { authority_id: 'USER', tenant_id: null };
  }
};

/** The viewer's own authorities. */
export const viewerAuthorities = (viewer: Viewer): UserAuthority[] =>
  viewer === 'root' ? [authorityOf('ROOT')] : [authorityOf(viewer === 'adminX' ? 'ADMIN:X' : 'ADMIN:Y')];

/** Whether the viewer sees `authority` among a user's authorities (the user's country never matters). */
export const sees = (viewer: Viewer, authority: AuthorityName): boolean =>
  viewer === 'root' ||
  (viewer === 'adminX' && authority === 'ADMIN:X') ||
  (viewer === 'adminY' && authority === 'ADMIN:Y');

/**
 * The status of granting `authority` to a user who lacks it: 400 for USER (never granted), 200 when the
 * viewer sees it (so may change it), 403 otherwise.
 */
export const grantStatus = (viewer: Viewer, authority: AuthorityName): 200 | 400 | 403 =>
  authority === 'USER' ? 400 : sees(viewer, authority) ? 200 : 403;

/**
 * Removing `authority` by saving the list one sees without it: always answered 200; it is removed when
 * the viewer sees it, and kept as it is (hidden from the viewer) otherwise.
 */
export const removes = (viewer: Viewer, authority: AuthorityName): boolean => sees(viewer, authority);

export interface Cell {
  viewer: Viewer;
  country: Country;
  authority: AuthorityName;
}

/** Every (viewer × user's country × authority). */
export const CELLS: Cell[] = VIEWERS.flatMap((viewer) =>
  COUNTRIES.flatMap((country) => AUTHORITIES.map((authority) => ({ viewer, country, authority }))),
);
