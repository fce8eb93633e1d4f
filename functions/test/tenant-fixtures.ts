/** Countries for the API tests: locales of their own, cleared of anything earlier runs left behind. */
import { COLLECTIONS, type TenantDoc } from '@agenda/contract';
import { db } from './helpers';

// Locales X? and Q? belong to these tests; each is cleared of the country and of anything that
// pointed at it (earlier runs) before it is used again.
const LOCALES = ['X', 'Q'].flatMap((first) =>
  Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ', (second) => `${first}${second}`),
);
let next = 0;

/** A locale of the tests with no country under it. */
export async function freshLocale(): Promise<string> {
  const locale = LOCALES[next++ % LOCALES.length]!;
  const id = locale.toLowerCase();
  const stale = await Promise.all([
    ...[COLLECTIONS.users, COLLECTIONS.events, COLLECTIONS.groups, COLLECTIONS.news].map((c) =>
      db.collection(c).where('tenant_id', '==', id).get(),
    ),
    db
      .collection(COLLECTIONS.users)
      .where('user_authorities', 'array-contains-any', [{ authority_id: 'ADMIN', tenant_id: id }])
      .get(),
  ]);
  await Promise.all(stale.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref.delete())));
  await db.collection(COLLECTIONS.tenants).doc(id).delete();
  return locale;
}

/** A stored country of these tests, written directly; its id. */
export async function storedTenant(doc: Partial<TenantDoc> = {}): Promise<string> {
  const locale = await freshLocale();
  const id = locale.toLowerCase();
  await db
    .collection(COLLECTIONS.tenants)
    .doc(id)
    .set({ locale, country_name: `Testland ${locale}`, flag_image_url: null, flag_image_ref: null, ...doc });
  return id;
}
