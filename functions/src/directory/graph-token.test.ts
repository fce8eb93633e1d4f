import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@agenda/contract';
import { directoryTenantOf } from './graph-token';

/** A token of Graph's shape (header.payload.signature); its signature is never looked at. */
const tokenWith = (payload: unknown) =>
  ['{"alg":"RS256"}', JSON.stringify(payload)].map((part) => Buffer.from(part).toString('base64url')).join('.') +
  '.sig';
const ALLOWED = ['tenant-a', 'tenant-b'];

describe('directoryTenantOf', () => {
  it("is the directory of the admin's Graph token, not the first allowed one", () => {
    expect(directoryTenantOf(tokenWith({ tid: 'tenant-b', aud: 'https://graph.microsoft.com' }), ALLOWED)).toBe(
      'tenant-b',
    );
    expect(directoryTenantOf(tokenWith({ tid: 'tenant-a' }), ALLOWED)).toBe('tenant-a');
  });

  it.each([
    ['a directory that is not allowed', tokenWith({ tid: 'tenant-x' })],
    ['a token without tid', tokenWith({ oid: 'someone' })],
    ['a tid that is not text', tokenWith({ tid: 42 })],
    ['a payload that is not JSON', 'a.bm90IGpzb24.c'],
    ['no payload at all', 'opaque-token'],
  ])('refuses %s with 403', (_case, token) => {
    expect(() => directoryTenantOf(token, ALLOWED)).toThrow(
      expect.objectContaining({ status: 403, message: API_MESSAGES.directoryTokenRefused }),
    );
  });
});
