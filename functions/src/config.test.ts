import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_MAX_AGE_MS } from '@agenda/contract';
import { appOriginFrom, isLocalSuite, loopbackUrl, sessionMaxAgeMsFrom } from './config';

// The local identity provider and error stacks exist only inside the emulator suite: the emulator
// flag, a demo- project, not on Cloud Run and a loopback issuer, all at once (docs/security.md,
// "The emulator suite's provider").
const SUITE = {
  FUNCTIONS_EMULATOR: 'true',
  GCLOUD_PROJECT: 'demo-agenda',
  LOCAL_IDP_URL: 'http://127.0.0.1:5000/backendv2/local-idp',
  // What firebase-tools 14 sets in an HTTP function's worker.
  K_SERVICE: 'api',
  K_REVISION: '1',
};

describe('the emulator-suite guard', () => {
  it('holds inside the emulator suite', () => {
    expect(isLocalSuite(SUITE)).toBe(true);
    expect(isLocalSuite({ ...SUITE, K_SERVICE: undefined, K_REVISION: undefined })).toBe(true);
    expect(isLocalSuite({ ...SUITE, LOCAL_IDP_URL: 'http://localhost:5000/backendv2/local-idp' })).toBe(true);
    expect(isLocalSuite({ ...SUITE, LOCAL_IDP_URL: 'http://[::1]:5000/backendv2/local-idp' })).toBe(true);
  });

  it.each([
    ['without the emulator flag', { FUNCTIONS_EMULATOR: undefined }],
    ['with the flag not exactly "true"', { FUNCTIONS_EMULATOR: '1' }],
    ['in a project that is not demo-', { GCLOUD_PROJECT: 'agenda-prod' }],
    ['with demo only inside the project id', { GCLOUD_PROJECT: 'agenda-demo-x' }],
    ['on Cloud Run (a real revision)', { K_REVISION: 'api-00003-xyz' }],
    ['on Cloud Run (K_CONFIGURATION)', { K_CONFIGURATION: 'api' }],
    ['without an issuer', { LOCAL_IDP_URL: undefined }],
    ['with a remote issuer', { LOCAL_IDP_URL: 'https://idp.example.com/backendv2/local-idp' }],
    ['with a loopback-looking host name', { LOCAL_IDP_URL: 'http://127.0.0.1.example.com/local-idp' }],
    ['with credentials in the issuer', { LOCAL_IDP_URL: 'http://evil@127.0.0.1:5000/local-idp' }],
    ['with an issuer that is not http', { LOCAL_IDP_URL: 'file:///127.0.0.1/local-idp' }],
  ])('fails %s', (_name, change) => {
    expect(isLocalSuite({ ...SUITE, ...change })).toBe(false);
  });

  it('keeps loopback issuers without their trailing slash and refuses others', () => {
    expect(loopbackUrl('http://127.0.0.1:5000/backendv2/local-idp/')).toBe('http://127.0.0.1:5000/backendv2/local-idp');
    expect(loopbackUrl('not a url')).toBeNull();
    expect(loopbackUrl('http://10.0.0.1/local-idp')).toBeNull();
  });
});

describe('the app under the guard', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /**
   * The app built under `env`: whether the local provider answers, whether a fault (a 500) carries a
   * stack, and whether a refusal (a 404) does: never, a refusal is no fault.
   */
  async function appUnder(env: Record<string, string | undefined>) {
    vi.resetModules();
    for (const name of [
      'FUNCTIONS_EMULATOR',
      'GCLOUD_PROJECT',
      'GOOGLE_CLOUD_PROJECT',
      'LOCAL_IDP_URL',
      'K_SERVICE',
      'K_REVISION',
      'K_CONFIGURATION',
    ]) {
      vi.stubEnv(name, env[name]);
    }
    const { createApp } = await import('./app');
    const server = createApp().listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/backendv2`;
      // Without a state the popup answers 400 before reading anything: it shows that the route exists.
      const idp = await fetch(`${base}/local-idp/authorize`);
      const missing = (await (await fetch(`${base}/no/such/route`)).json()) as Record<string, unknown>;
      const { errorHandler } = await import('./http/errors');
      let fault: Record<string, unknown> = {};
      const res = {
        status: () => res,
        json: (body: Record<string, unknown>) => {
          fault = body;
          return res;
        },
      };
      // The fault's log line is not this test's subject.
      vi.spyOn((await import('./lib/logs')).logs, 'requestFailed').mockImplementation(() => undefined);
      const req = { requestId: 'r1', method: 'GET', path: '/fault' };
      errorHandler(new Error('boom'), req as unknown as Request, res as unknown as Response, () => undefined);
      return { idpMounted: idp.status !== 404, stack: 'stack' in fault, refusalStack: 'stack' in missing };
    } finally {
      server.close();
      await once(server, 'close');
    }
  }

  it('mounts the local identity provider and shows stacks inside the suite', async () => {
    expect(await appUnder(SUITE)).toEqual({ idpMounted: true, stack: true, refusalStack: false });
  });

  it.each([
    ['a deployed project with the emulator flag set', { ...SUITE, GCLOUD_PROJECT: 'agenda-prod' }],
    ['Cloud Run with the emulator flag set', { ...SUITE, K_REVISION: 'api-00001-abc', K_CONFIGURATION: 'api' }],
    ['a remote issuer', { ...SUITE, LOCAL_IDP_URL: 'https://idp.example.com/backendv2/local-idp' }],
    ['no emulator flag', { ...SUITE, FUNCTIONS_EMULATOR: undefined }],
  ])('neither mounts the provider nor shows stacks for %s', async (_name, env) => {
    expect(await appUnder(env)).toEqual({ idpMounted: false, stack: false, refusalStack: false });
  });
});

describe('appOriginFrom (APP_ORIGIN)', () => {
  it("is the origin given, else the project's Hosting site, and refuses anything but an origin", () => {
    expect(appOriginFrom('http://127.0.0.1:5000', 'demo-agenda')).toBe('http://127.0.0.1:5000');
    expect(appOriginFrom('https://agenda.example.com/', 'p')).toBe('https://agenda.example.com');
    expect(appOriginFrom(undefined, 'my-project')).toBe('https://my-project.web.app');
    expect(() => appOriginFrom('https://agenda.example.com/v2', 'p')).toThrow(/APP_ORIGIN/);
    expect(() => appOriginFrom('javascript:alert(1)', 'p')).toThrow(/APP_ORIGIN/);
  });
});

describe('sessionMaxAgeMsFrom (SESSION_MAX_AGE_SECONDS)', () => {
  it('is the contract’s age by default and may only be shortened', () => {
    expect(sessionMaxAgeMsFrom(undefined)).toBe(SESSION_MAX_AGE_MS);
    expect(sessionMaxAgeMsFrom('')).toBe(SESSION_MAX_AGE_MS);
    expect(sessionMaxAgeMsFrom('60')).toBe(60_000);
    expect(sessionMaxAgeMsFrom(String(SESSION_MAX_AGE_MS / 1000))).toBe(SESSION_MAX_AGE_MS);
  });

  it.each(['0', '-5', '1.5', 'twelve hours', String(SESSION_MAX_AGE_MS / 1000 + 1)])('refuses %s', (value) => {
    expect(() => sessionMaxAgeMsFrom(value)).toThrow(/SESSION_MAX_AGE_SECONDS must be a whole number from 1 to 43200/);
  });
});
