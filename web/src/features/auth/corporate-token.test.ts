import { CORPORATE_TOKEN_STORAGE_KEY, TOKEN_REFRESH_MARGIN_MS } from '@agenda/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCorporateToken,
  createTokenKeeper,
  isTokenFresh,
  readCorporateToken,
  readIdTokenClaims,
  writeCorporateToken,
  type CorporateIdentityProvider,
  type CorporateToken,
} from './corporate-token';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const MINUTE = 60_000;
const EMAIL = 'ann.lee@corp.example';

const token = (idToken: string, minutesLeft: number, email = EMAIL): CorporateToken => ({
  idToken,
  expiresAt: NOW + minutesLeft * MINUTE,
  email,
});

function fakeProvider(): CorporateIdentityProvider & {
  refreshSilently: ReturnType<typeof vi.fn<CorporateIdentityProvider['refreshSilently']>>;
  signInInteractively: ReturnType<typeof vi.fn<CorporateIdentityProvider['signInInteractively']>>;
} {
  return {
    refreshSilently: vi.fn(async () => token('silent', 60)),
    signInInteractively: vi.fn(async () => token('popup', 60)),
    directoryToken: async () => null,
    forget: async () => undefined,
  };
}

let provider: ReturnType<typeof fakeProvider>;
const keeper = () =>
  createTokenKeeper({ provider: async () => provider, storage: () => window.sessionStorage, now: () => NOW });

beforeEach(() => {
  provider = fakeProvider();
});

describe('isTokenFresh', () => {
  it('treats a token as expired 10 minutes before it expires (spec §4)', () => {
    expect(TOKEN_REFRESH_MARGIN_MS).toBe(10 * MINUTE);
    expect(isTokenFresh(token('t', 11), NOW)).toBe(true);
    expect(isTokenFresh(token('t', 10), NOW)).toBe(false);
    expect(isTokenFresh(token('t', 9), NOW)).toBe(false);
    expect(isTokenFresh(token('t', -1), NOW)).toBe(false);
  });
});

describe('getCorporateToken (token keeper)', () => {
  it('returns the stored token while it has more than 10 minutes left, without refreshing', async () => {
    writeCorporateToken(token('stored', 30));
    await expect(keeper().get()).resolves.toBe('stored');
    expect(provider.refreshSilently).not.toHaveBeenCalled();
    expect(provider.signInInteractively).not.toHaveBeenCalled();
  });

  it('refreshes silently within 10 minutes of expiry and stores the new token', async () => {
    const stored = token('stored', 9);
    writeCorporateToken(stored);
    await expect(keeper().get()).resolves.toBe('silent');
    expect(provider.refreshSilently).toHaveBeenCalledWith(stored);
    expect(provider.signInInteractively).not.toHaveBeenCalled();
    expect(readCorporateToken()?.idToken).toBe('silent');
  });

  it('refreshes an expired token', async () => {
    writeCorporateToken(token('stored', -5));
    await expect(keeper().get()).resolves.toBe('silent');
  });

  it('falls back to the interactive popup when the silent refresh fails', async () => {
    writeCorporateToken(token('stored', 2));
    provider.refreshSilently.mockRejectedValueOnce(new Error('interaction_required'));
    await expect(keeper().get()).resolves.toBe('popup');
    expect(provider.signInInteractively).toHaveBeenCalledOnce();
    expect(readCorporateToken()?.idToken).toBe('popup');
  });

  it('uses the popup when no token is stored', async () => {
    await expect(keeper().get()).resolves.toBe('popup');
    expect(provider.refreshSilently).not.toHaveBeenCalled();
  });

  it('fails, keeping the stored token, when the popup is cancelled', async () => {
    writeCorporateToken(token('stored', 2));
    provider.refreshSilently.mockRejectedValueOnce(new Error('interaction_required'));
    provider.signInInteractively.mockRejectedValueOnce(new Error('Sign-in was cancelled'));
    await expect(keeper().get()).rejects.toThrow('Sign-in was cancelled');
    expect(readCorporateToken()?.idToken).toBe('stored');
  });

  it('refuses a popup answer for another account', async () => {
    writeCorporateToken(token('stored', 2));
    provider.refreshSilently.mockRejectedValueOnce(new Error('interaction_required'));
    provider.signInInteractively.mockResolvedValueOnce(token('someone-else', 60, 'bob@corp.example'));
    await expect(keeper().get()).rejects.toThrow(`Please sign in again as ${EMAIL}`);
    expect(readCorporateToken()?.idToken).toBe('stored');
  });

  it('shares one refresh between concurrent callers', async () => {
    writeCorporateToken(token('stored', 1));
    const tokens = keeper();
    await expect(Promise.all([tokens.get(), tokens.get(), tokens.get()])).resolves.toEqual([
      'silent',
      'silent',
      'silent',
    ]);
    expect(provider.refreshSilently).toHaveBeenCalledOnce();
  });
});

describe('token storage', () => {
  it('keeps the corporate token in session storage, never in local storage', () => {
    window.localStorage.clear();
    writeCorporateToken(token('stored', 30));
    expect(window.localStorage.getItem(CORPORATE_TOKEN_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(CORPORATE_TOKEN_STORAGE_KEY) ?? 'null')).toMatchObject({
      idToken: 'stored',
    });
    clearCorporateToken();
  });

  it('ignores malformed stored values and clears the token', () => {
    window.sessionStorage.setItem(CORPORATE_TOKEN_STORAGE_KEY, '{"idToken":42}');
    expect(readCorporateToken()).toBeNull();
    window.sessionStorage.setItem(CORPORATE_TOKEN_STORAGE_KEY, 'not json');
    expect(readCorporateToken()).toBeNull();
    writeCorporateToken(token('stored', 30));
    clearCorporateToken();
    expect(window.sessionStorage.getItem(CORPORATE_TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('readIdTokenClaims', () => {
  const base64url = (text: string) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(text)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const jwt = (payload: object) => `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(payload))}.signature`;

  it('reads exp and the address (email, else preferred_username)', () => {
    expect(readIdTokenClaims(jwt({ exp: 1700000000, email: 'ann.lee@corp.example' }))).toEqual({
      exp: 1700000000,
      email: 'ann.lee@corp.example',
    });
    expect(readIdTokenClaims(jwt({ exp: 1, preferred_username: 'jürgen@corp.example' })).email).toBe(
      'jürgen@corp.example',
    );
  });

  it('refuses a token without expiry', () => {
    expect(() => readIdTokenClaims(jwt({ email: 'ann.lee@corp.example' }))).toThrow();
    expect(() => readIdTokenClaims('garbage')).toThrow();
  });
});
