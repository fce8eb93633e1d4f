/**
 * The edges of the API (docs/security.md, "Edges"). CORS only for the app's origin (the emulator reflected any
 * origin, so any page a developer opened could fetch a token from the local provider); malformed JSON
 * answers JSON 400 (was the runtime's HTML page with a stack); reserved ids answer 400 (was 500); event
 * lists are bounded.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EVENT_LIST_MAX, newEventDoc } from '@agenda/contract';
import { API_URL, call, createUser, db, HOSTING_URL, randomTag, type TestUser } from '../helpers';

describe('edges', () => {
  const FOREIGN = 'http://attacker.example';
  const APP_ORIGIN = HOSTING_URL;

  it('gives a foreign origin no CORS headers, on the API and on the local identity provider', async () => {
    const asks = [
      fetch(`${API_URL}/ping/status`, { headers: { origin: FOREIGN } }),
      fetch(`${API_URL}/local-idp/token`, {
        method: 'OPTIONS',
        headers: {
          origin: FOREIGN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      }),
      fetch(`${API_URL}/local-idp/token`, {
        method: 'POST',
        headers: { origin: FOREIGN, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      }),
      fetch(`${API_URL}/tenants`, {
        method: 'OPTIONS',
        headers: {
          origin: FOREIGN,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      }),
    ];
    for (const response of await Promise.all(asks)) {
      expect(response.headers.get('access-control-allow-origin'), response.url).toBeNull();
      expect(response.headers.get('access-control-allow-credentials'), response.url).toBeNull();
    }
  });

  it("allows the app's own origin", async () => {
    const response = await fetch(`${API_URL}/ping/status`, { headers: { origin: APP_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  });

  it('answers malformed JSON with JSON 400 and an error field, not an HTML page', async () => {
    for (const path of ['/search/searchAll', '/tenants/new', '/local-idp/token']) {
      const response = await fetch(`${API_URL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"search":',
      });
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await response.json(), path).toMatchObject({
        error: 'Malformed JSON body',
        requestId: expect.any(String),
      });
    }
  });

  it('refuses a reserved document id with 400', async () => {
    const root = await createUser([{ authority_id: 'ROOT', tenant_id: 'un' }], 'un');
    for (const path of ['/tenants/get?id=__x__', '/events/byId?event_id=__x__', '/groups/byId?id=__x__']) {
      const { status, body } = await call(path, { token: root.token });
      expect(status, `${path}: ${JSON.stringify(body)}`).toBe(400);
      expect(body).toHaveProperty('error');
    }
  });

  describe('bounded event lists', () => {
    const tenant = `limits-${randomTag(6)}`;
    const tag = randomTag(8);
    let root: TestUser;

    beforeAll(async () => {
      root = await createUser([{ authority_id: 'ROOT', tenant_id: 'un' }], 'un');
      // One more than the bound, in a country of their own, ending far in the future (so that other
      // tests' upcoming events still come first), all named with the tag.
      const far = Date.UTC(2099, 0, 1);
      for (let start = 0; start <= EVENT_LIST_MAX; start += 250) {
        const batch = db.batch();
        for (let i = start; i < Math.min(start + 250, EVENT_LIST_MAX + 1); i++) {
          batch.set(
            db.collection(COLLECTIONS.events).doc(`${tenant}-${i}`),
            newEventDoc({
              name: `Bounded ${tag} ${i}`,
              description: 'x',
              address: 'x',
              start_date: Timestamp.fromMillis(far + i * 60_000),
              end_date: Timestamp.fromMillis(far + i * 60_000 + 3_600_000),
              timezone: 'UTC',
              tenant_id: tenant,
              privacy: false,
              hide_gamification: false,
              hide_wall: false,
              organizers: [],
            }),
          );
        }
        await batch.commit();
      }
    }, 60_000);

    afterAll(async () => {
      const found = await db.collection(COLLECTIONS.events).where('tenant_id', '==', tenant).get();
      for (let i = 0; i < found.docs.length; i += 400) {
        const batch = db.batch();
        for (const doc of found.docs.slice(i, i + 400)) batch.delete(doc.ref);
        await batch.commit();
      }
    });

    it(`a country's list, the upcoming events and a search answer at most ${EVENT_LIST_MAX}`, async () => {
      const country = await call(`/events?t=${tenant}`, { token: root.token });
      expect(country.status).toBe(200);
      expect((country.body.events as unknown[]).length).toBe(EVENT_LIST_MAX);

      const upcoming = await call('/search/upcomingEvents', { token: root.token });
      expect(upcoming.status).toBe(200);
      expect((upcoming.body.events as unknown[]).length).toBeLessThanOrEqual(EVENT_LIST_MAX);

      const search = await call('/search/searchAll', { token: root.token, json: { search: tag } });
      expect(search.status).toBe(200);
      expect((search.body.events as unknown[]).length).toBe(EVENT_LIST_MAX);
    });
  });
});
