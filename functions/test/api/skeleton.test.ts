import { beforeAll, describe, expect, it } from 'vitest';
import { createEventPeople, type EventPeople } from '../event-fixtures';
import { API_URL, HOSTING_URL, call } from '../helpers';
import { describeMatrix } from '../matrix/matrix';
import { rows } from '../matrix/status.rows';

let people: EventPeople;
beforeAll(async () => {
  people = await createEventPeople();
});

describeMatrix(
  rows,
  () => undefined,
  () => people,
);

// GET /backendv2/ping/status and the error contract, through Firebase Hosting as the app calls them.
describe('API through Hosting', () => {
  it('answers the status check with success', async () => {
    const response = await fetch(`${API_URL}/ping/status`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: 'success' });
  });

  it('answers an unknown /backendv2 path with 404 and an error field, without a stack even in the emulator', async () => {
    const { status, body } = await call('/this/does/not/exist');
    expect(status).toBe(404);
    expect(body.error).toEqual(expect.stringContaining('/backendv2/this/does/not/exist'));
    // A refusal is not a fault: the emulator's stack (for a developer) comes with a 5xx only.
    expect(body).not.toHaveProperty('stack');
  });

  it('answers a protected endpoint without a token with 401 and an error field', async () => {
    const { status, body } = await call('/settings/update', { json: { name: 'TEST_VERSION', value: 'x' } });
    expect(status).toBe(401);
    expect(body.error).toBe('Authentication required');
  });

  it('answers a forged token with 401', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'x', aud: 'demo-agenda' })).toString('base64url');
    const { status, body } = await call('/settings/update', {
      token: `${header}.${payload}.`,
      json: { name: 'TEST_VERSION', value: 'x' },
    });
    expect(status).toBe(401);
    expect(body.error).toBe('Invalid or expired token');
  });
});

describe('Hosting', () => {
  it('serves the app at /v2 and on a deep link, without caching index.html', async () => {
    for (const path of ['/v2/', '/v2/main/events/eventslist?t=de']) {
      const response = await fetch(`${HOSTING_URL}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('redirects the bare host to /v2/', async () => {
    const response = await fetch(`${HOSTING_URL}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/\/v2\/$/);
  });

  it('caches hashed assets for a year', async () => {
    const html = await (await fetch(`${HOSTING_URL}/v2/`)).text();
    const asset = /src="(\/v2\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await fetch(`${HOSTING_URL}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
