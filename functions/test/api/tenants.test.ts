import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  COLLECTIONS,
  docConverter,
  EVENT_MESSAGES,
  MESSAGES,
  tenantDocSchema,
  type Tenant,
} from '@agenda/contract';
import { createEventPeople, type EventPeople } from '../event-fixtures';
import { call, db, downloadAddress, randomTag, userDoc } from '../helpers';
import { describeMatrix } from '../matrix/matrix';
import { rows } from '../matrix/tenants.rows';
import { freshLocale, storedTenant } from '../tenant-fixtures';

let people: EventPeople;
beforeAll(async () => {
  people = await createEventPeople();
});
const root = () => people.root.token;

const stored = async (id: string) =>
  (await db.collection(COLLECTIONS.tenants).withConverter(docConverter(tenantDocSchema)).doc(id).get()).data();
const save = (json: unknown, token = root()) => call('/tenants/new', { token, json });

describeMatrix(
  rows,
  () => undefined,
  () => people,
);

describe('GET /tenants', () => {
  it('answers every country sorted by name, with its flag', async () => {
    const { body } = await call('/tenants', { token: people.user.token });
    const tenants = body.tenants as Tenant[];
    const names = tenants.map((t) => t.country_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(tenants.find((t) => t.id === 'de')).toMatchObject({
      locale: 'DE',
      country_name: 'Germany',
      flag_image_url: expect.stringMatching(/^data:image\/png/),
    });
  });

  it('answers one country, or 404', async () => {
    expect((await call('/tenants/get?id=fr', { token: people.user.token })).body.result).toMatchObject({
      id: 'fr',
      locale: 'FR',
      country_name: 'France',
    });
    expect((await call('/tenants/get?id=nowhere', { token: people.user.token })).status).toBe(404);
    expect((await call('/tenants/get', { token: people.user.token })).status).toBe(400);
  });
});

describe('POST /tenants/new', () => {
  it.each(['fr', 'FRA', 'F1'])('refuses the locale %j with the spec message and stores nothing', async (locale) => {
    const name = `Bad ${randomTag()}`;
    const { status, body } = await save({ locale, country_name: name });
    expect(status).toBe(400);
    expect(body.error).toContain(MESSAGES.tenantLocale);
    expect(body.fields).toEqual({ locale: [MESSAGES.tenantLocale] });
    expect((await db.collection(COLLECTIONS.tenants).where('country_name', '==', name).get()).empty).toBe(true);
    expect(await stored(locale.toLowerCase())).toEqual(
      locale === 'fr' ? expect.objectContaining({ country_name: 'France' }) : undefined,
    );
  });

  it('needs a country name and refuses unknown fields', async () => {
    const locale = await freshLocale();
    const missing = await save({ locale, country_name: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ country_name: [MESSAGES.required] });
    const extra = await save({ locale, country_name: 'Extraland', admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body).toHaveProperty('error');
    expect(await stored(locale.toLowerCase())).toBeUndefined();
  });

  it('creates the country under its lower-case locale and refuses an existing locale', async () => {
    const locale = await freshLocale();
    const created = await save({ locale, country_name: 'Newland', flag_image_url: null, flag_image_ref: null });
    expect(created.status).toBe(200);
    expect(created.body.result).toEqual({
      id: locale.toLowerCase(),
      locale,
      country_name: 'Newland',
      flag_image_url: null,
      flag_image_ref: null,
    });
    const again = await save({ locale, country_name: 'Other name' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(API_MESSAGES.tenantExists(locale));
    expect(again.body.fields).toEqual({ locale: [API_MESSAGES.tenantExists(locale)] });
    expect((await stored(locale.toLowerCase()))?.country_name).toBe('Newland');
    expect((await save({ locale: 'DE', country_name: 'Germany again' })).status).toBe(409);
  });

  it('saves the flag reference and the address without its token', async () => {
    const locale = await freshLocale();
    const url =
      'https://firebasestorage.googleapis.com/v0/b/demo-agenda.appspot.com/o/flags%2F4711%2Fflag.png?alt=media&token=1234-abcd';
    const { status, body } = await save({
      locale,
      country_name: 'Flagland',
      flag_image_url: url,
      flag_image_ref: 'flags/4711/flag.png',
    });
    expect(status).toBe(200);
    const expected = {
      flag_image_url:
        'https://firebasestorage.googleapis.com/v0/b/demo-agenda.appspot.com/o/flags%2F4711%2Fflag.png?alt=media',
      flag_image_ref: 'flags/4711/flag.png',
    };
    expect(body.result).toMatchObject(expected);
    expect(await stored(locale.toLowerCase())).toMatchObject(expected);
  });

  it('replaces a flag, answering once the record is saved even where the old file cannot be deleted', async () => {
    const id = await storedTenant({ flag_image_url: 'https://example.com/old.png', flag_image_ref: 'flags/1/old.png' });
    const { status } = await save({
      id,
      locale: id.toUpperCase(),
      country_name: 'Reflagged',
      flag_image_url: downloadAddress('flags/2/new.png'),
      flag_image_ref: 'flags/2/new.png',
    });
    expect(status).toBe(200);
    expect(await stored(id)).toMatchObject({
      country_name: 'Reflagged',
      flag_image_url: downloadAddress('flags/2/new.png', false),
      flag_image_ref: 'flags/2/new.png',
    });
    // An address that is not the stored flag's own (a tracker, or another file) is refused.
    const tracker = await save({
      id,
      locale: id.toUpperCase(),
      country_name: 'Tracked',
      flag_image_url: 'https://example.com/new.png',
      flag_image_ref: 'flags/3/new.png',
    });
    expect(tracker.status).toBe(400);
    expect(tracker.body.fields).toEqual({ flag_image_url: [EVENT_MESSAGES.fileNotOurs] });
    expect(
      (
        await save({
          id,
          locale: id.toUpperCase(),
          country_name: 'Other',
          flag_image_url: downloadAddress('flags/9/x.png'),
          flag_image_ref: 'flags/3/new.png',
        })
      ).status,
    ).toBe(400);
    expect(await stored(id)).toMatchObject({ country_name: 'Reflagged' });
  });

  it('refuses flags outside the flags folder and addresses that are not images', async () => {
    const locale = await freshLocale();
    expect((await save({ locale, country_name: 'X', flag_image_ref: 'v2/events/e1/poster.png' })).status).toBe(400);
    expect((await save({ locale, country_name: 'X', flag_image_url: 'javascript:alert(1)' })).status).toBe(400);
    expect(await stored(locale.toLowerCase())).toBeUndefined();
  });

  it('edits a country but never its locale', async () => {
    const id = await storedTenant();
    const changed = await save({ id, locale: 'DE', country_name: 'Hijack' });
    expect(changed.status).toBe(400);
    expect(changed.body.fields).toEqual({ locale: [API_MESSAGES.tenantLocaleFixed] });
    const renamed = await save({ id, locale: id.toUpperCase(), country_name: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect(await stored(id)).toMatchObject({ locale: id.toUpperCase(), country_name: 'Renamed' });
    expect((await stored('de'))?.country_name).toBe('Germany');
  });

  it('answers 404 when the edited country does not exist', async () => {
    const locale = await freshLocale();
    expect((await save({ id: locale.toLowerCase(), locale, country_name: 'Ghost' })).status).toBe(404);
    expect(await stored(locale.toLowerCase())).toBeUndefined();
  });
});

describe('DELETE /tenants', () => {
  const remove = (id: string) => call(`/tenants?id=${id}`, { method: 'DELETE', token: root() });

  it('deletes an empty country', async () => {
    const id = await storedTenant();
    const { status, body } = await remove(id);
    expect(status).toBe(200);
    expect(body.result).toEqual({ id });
    expect(await stored(id)).toBeUndefined();
  });

  it('refuses while the country still has events, users, rights or groups, saying what remains', async () => {
    const id = await storedTenant();
    const event = db.collection(COLLECTIONS.events).doc();
    await event.set({ name: 'Still here', tenant_id: id });
    const member = userDoc([{ authority_id: 'USER', tenant_id: null }], id);
    const admin = userDoc([{ authority_id: 'ADMIN', tenant_id: id }], 'de');
    await db.collection(COLLECTIONS.users).doc(member.uid).set(member.doc);
    await db.collection(COLLECTIONS.users).doc(admin.uid).set(admin.doc);
    const group = db.collection(COLLECTIONS.groups).doc();
    await group.set({
      name: 'Still a group',
      name_lower: 'still a group',
      tenant_id: id,
      users: [member.uid],
      user_count: 1,
      search_keys: [],
    });

    const refused = await remove(id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      API_MESSAGES.tenantInUse(`Testland ${id.toUpperCase()}`, [
        '1 event',
        '1 user',
        '1 user with rights on it',
        '1 group',
      ]),
    );
    expect(await stored(id)).toBeDefined();

    for (const ref of [event, group, db.collection(COLLECTIONS.users).doc(member.uid)]) {
      await ref.delete();
    }
    const rightsOnly = await remove(id);
    expect(rightsOnly.status).toBe(409);
    expect(rightsOnly.body.error).toContain('1 user with rights on it');
    await db.collection(COLLECTIONS.users).doc(admin.uid).delete();
    expect((await remove(id)).status).toBe(200);
  });

  it('never deletes the global tenant, and answers 404 for an unknown country', async () => {
    const global = await remove('un');
    expect(global.status).toBe(409);
    expect(global.body.error).toBe(API_MESSAGES.globalTenantFixed);
    expect(await stored('un')).toBeDefined();
    expect((await remove('nowhere')).status).toBe(404);
    expect((await call('/tenants', { method: 'DELETE', token: root() })).status).toBe(400);
  });

  it('refuses Germany, which has demo events and users', async () => {
    const { status, body } = await remove('de');
    expect(status).toBe(409);
    expect(body.error).toMatch(/^Germany cannot be deleted: it still has \d+ events?, \d+ users?/);
  });
});
