import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { API_JSON_BODY_LIMIT_BYTES } from '@agenda/contract';

// The Express app over a real socket, without the emulators: routing, body parsing and errors.
let server: Server;
let base: string;

beforeAll(async () => {
  server = createApp().listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/backendv2`;
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
});

const post = (path: string, body: RequestInit['body'], headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', body, headers });

describe('API skeleton', () => {
  it('answers the status check with success and a request id', async () => {
    const response = await fetch(`${base}/ping/status`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: 'success' });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed incoming request id', async () => {
    const response = await fetch(`${base}/ping/status`, { headers: { 'X-Request-Id': 'trace-12345678' } });
    expect(response.headers.get('x-request-id')).toBe('trace-12345678');
  });

  it('answers unknown routes with 404 JSON', async () => {
    const response = await fetch(`${base}/no/such/route`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: string; requestId: string };
    expect(body.error).toContain('/backendv2/no/such/route');
    expect(body.requestId).toBeTruthy();
  });

  it('answers paths outside /backendv2 with 404 JSON', async () => {
    const response = await fetch(base.replace('/backendv2', '/elsewhere'));
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty('error');
  });

  it('refuses a protected endpoint without a token before reading the body', async () => {
    const response = await post('/settings/update', JSON.stringify({ name: 'TEST_VERSION', value: '1' }), {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Authentication required' });
  });

  it('refuses a malformed bearer token with 401', async () => {
    const response = await post('/settings/update', '{}', {
      'content-type': 'application/json',
      authorization: 'Bearer not-a-token',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Invalid or expired token' });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await post('/ping/echo-does-not-exist', '{"name":', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Malformed JSON body' });
  });

  it('refuses bodies over the limit with 413', async () => {
    const big = JSON.stringify({ value: 'x'.repeat(API_JSON_BODY_LIMIT_BYTES) });
    const response = await post('/settings/update', big, { 'content-type': 'application/json' });
    expect([401, 413]).toContain(response.status);
    const unauthenticated = await post('/ping/status', big, { 'content-type': 'application/json' });
    expect(unauthenticated.status).toBe(413);
  });

  it('refuses unsupported content types with 415', async () => {
    const response = await post('/ping/status', 'name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
  });

  it('refuses a multipart body with a file part or an unknown field', async () => {
    const withFile = new FormData();
    withFile.set('data', JSON.stringify({ a: 1 }));
    withFile.set('upload', new Blob(['x']), 'x.png');
    const fileResponse = await post('/ping/status', withFile);
    expect(fileResponse.status).toBe(400);

    const withField = new FormData();
    withField.set('other', 'x');
    const fieldResponse = await post('/ping/status', withField);
    expect(fieldResponse.status).toBe(400);
    expect(await fieldResponse.json()).toMatchObject({ error: 'Unexpected form field: other' });
  });

  it('refuses a multipart data field that is not JSON', async () => {
    const form = new FormData();
    form.set('data', '{not json');
    const response = await post('/ping/status', form);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Malformed JSON body' });
  });
});
