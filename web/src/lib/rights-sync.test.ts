import type { UserAuthority } from '@agenda/contract';
import { describe, expect, it, vi } from 'vitest';
import { readAuthorities, startRightsSync, type RightsSnapshot, type TokenClaims } from './rights-sync';

const ADMIN_FR: UserAuthority[] = [
  { authority_id: 'USER', tenant_id: null },
  { authority_id: 'ADMIN', tenant_id: 'fr' },
];
const PLAIN: UserAuthority[] = [{ authority_id: 'USER', tenant_id: null }];

/** A user's document and ID token, as the Firestore listener and Firebase Auth would give them. */
function harness(initialClaims: TokenClaims) {
  let serverClaims: TokenClaims = initialClaims;
  let tokenClaims: TokenClaims = initialClaims;
  let emit: (authorities: readonly UserAuthority[] | null, version?: number, fromCache?: boolean) => void = () =>
    undefined;
  const changes: RightsSnapshot[] = [];
  const readClaims = vi.fn(async (forceRefresh: boolean) => {
    if (forceRefresh) tokenClaims = serverClaims;
    return tokenClaims;
  });
  const stop = startRightsSync({
    watchAuthorities: (next) => {
      emit = next;
      return () => undefined;
    },
    readClaims,
    onChange: (rights) => changes.push(rights),
    retryDelaysMs: [0, 0, 0],
    sleep: async () => undefined,
  });
  return {
    readClaims,
    changes,
    stop,
    /** The API's two steps: the document first, then the custom claims (maybe later). */
    writeDocument: (authorities: readonly UserAuthority[], version?: number) => emit(authorities, version),
    /** The document as the local cache holds it (a returning visit), before the server answers. */
    cachedDocument: (authorities: readonly UserAuthority[], version?: number) => emit(authorities, version, true),
    setServerClaims: (claims: TokenClaims) => {
      serverClaims = claims;
    },
    last: () => changes.at(-1),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startRightsSync', () => {
  it('refreshes the token when only the rights version moves on (the rules distrust the old one)', async () => {
    const h = harness({ adm: 'fr', rv: 1 });
    h.writeDocument(ADMIN_FR, 1);
    await flush();
    expect(h.readClaims).not.toHaveBeenCalledWith(true);
    h.setServerClaims({ adm: 'fr', rv: 2 });
    h.writeDocument(ADMIN_FR, 2);
    await flush();
    expect(h.readClaims).toHaveBeenCalledWith(true);
    expect(h.last()?.ready).toBe(true);
  });

  it('is ready without a token refresh when the document matches the claims', async () => {
    const h = harness({ adm: 'fr' });
    h.writeDocument(ADMIN_FR);
    await flush();
    expect(h.readClaims).not.toHaveBeenCalledWith(true);
    expect(h.last()).toEqual({
      principal: { user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'fr' }] },
      ready: true,
    });
  });

  it('refreshes the token when the authorities change, and publishes the new claims', async () => {
    const h = harness({ adm: 'fr' });
    h.writeDocument(ADMIN_FR);
    await flush();
    h.setServerClaims({});
    h.writeDocument(PLAIN);
    await flush();
    expect(h.readClaims).toHaveBeenCalledWith(true);
    expect(h.last()).toEqual({ principal: { user_authorities: [] }, ready: true });
  });

  it('retries while the new claims are not set yet', async () => {
    const h = harness({});
    h.writeDocument(PLAIN);
    await flush();
    // The document says ADMIN of fr; the claims follow only after two refreshes.
    let refreshes = 0;
    h.readClaims.mockImplementation(async (force) => {
      if (force) refreshes += 1;
      return refreshes >= 2 ? { adm: 'fr' } : {};
    });
    h.writeDocument(ADMIN_FR);
    await flush();
    expect(refreshes).toBe(2);
    expect(h.last()?.principal.user_authorities).toEqual([{ authority_id: 'ADMIN', tenant_id: 'fr' }]);
  });

  it('catches up on rights changed while the user was away (stale cached token)', async () => {
    const h = harness({ root: true });
    h.setServerClaims({});
    h.writeDocument(PLAIN);
    await flush();
    expect(h.readClaims).toHaveBeenCalledWith(true);
    expect(h.last()).toEqual({ principal: { user_authorities: [] }, ready: true });
  });

  it('is not ready on the cached copy of the document, which may be as old as the cached token', async () => {
    const h = harness({ adm: 'fr', rv: 1 });
    h.cachedDocument(ADMIN_FR, 1);
    await flush();
    expect(h.last()?.ready).toBe(false);
    // The server's copy: the rights moved on while the user was away.
    h.setServerClaims({ adm: 'fr', rv: 2 });
    h.writeDocument(ADMIN_FR, 2);
    await flush();
    expect(h.readClaims).toHaveBeenCalledWith(true);
    expect(h.last()).toEqual({
      principal: { user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'fr' }] },
      ready: true,
    });
  });

  it('publishes nothing after it is stopped', async () => {
    const h = harness({ adm: 'fr' });
    await flush();
    const count = h.changes.length;
    h.stop();
    h.writeDocument(PLAIN);
    await flush();
    expect(h.changes).toHaveLength(count);
  });
});

describe('readAuthorities', () => {
  it('keeps well-formed authorities only', () => {
    expect(readAuthorities(undefined)).toBeNull();
    expect(
      readAuthorities([
        { authority_id: 'ADMIN', tenant_id: 'de' },
        { authority_id: 'GOD' },
        null,
        { authority_id: 'USER' },
      ]),
    ).toEqual([
      { authority_id: 'ADMIN', tenant_id: 'de' },
      { authority_id: 'USER', tenant_id: null },
    ]);
  });
});
