import { CORPORATE_TOKEN_STORAGE_KEY, SESSION_HINT_STORAGE_KEY } from '@agenda/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCorporateToken, writeCorporateToken } from './corporate-token';
import { LOCAL_IDP_MESSAGE_TYPE } from './local-idp-popup';
import { SessionProvider, useSession } from './session';

// A stand-in for Firebase Auth: one current user and its listeners.
const auth = vi.hoisted(() => {
  const listeners = new Set<(user: unknown) => void>();
  const state = { user: null as unknown };
  const emit = () => listeners.forEach((listener) => listener(state.user));
  return {
    state,
    emit,
    watchAuthState: (listener: (user: unknown) => void) => {
      listeners.add(listener);
      queueMicrotask(() => listener(state.user));
      return () => listeners.delete(listener);
    },
    signInWithFirebaseCustomToken: vi.fn(async (token: string) => {
      state.user = { uid: `uid-of-${token}` };
      emit();
      return state.user;
    }),
    signOutCurrentUser: vi.fn(async () => {
      state.user = null;
      emit();
    }),
  };
});

vi.mock('@/lib/firebase', () => ({
  watchAuthState: auth.watchAuthState,
  signInWithFirebaseCustomToken: auth.signInWithFirebaseCustomToken,
  signOutCurrentUser: auth.signOutCurrentUser,
}));

const EXPIRY = Math.floor(Date.UTC(2030, 0, 1) / 1000);
const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const ID_TOKEN = `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify({ exp: EXPIRY, email: 'ann@corp.example' }))}.sig`;

function Probe() {
  const { status, loggedOut, signIn, signOut } = useSession();
  const [error, setError] = useState('');
  return (
    <>
      <output>{status}</output>
      <p data-testid="logged-out">{String(!!loggedOut)}</p>
      <p role="alert">{error}</p>
      <button
        type="button"
        onClick={() => void signIn().catch((e: unknown) => setError(e instanceof Error ? e.message : ''))}
      >
        in
      </button>
      <button type="button" onClick={() => void signOut()}>
        out
      </button>
    </>
  );
}

const fetchMock = vi.fn<typeof fetch>();
let popup: { closed: boolean; close: () => void };
let opened: string[];

beforeEach(() => {
  auth.state.user = null;
  opened = [];
  popup = { closed: false, close: () => (popup.closed = true) };
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return popup as unknown as Window;
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  auth.signInWithFirebaseCustomToken.mockClear();
  auth.signOutCurrentUser.mockClear();
});

/** Answers the popup the way the local identity provider does. */
function answerPopup() {
  const state = new URL(opened[0] ?? '', 'http://localhost').searchParams.get('state');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: LOCAL_IDP_MESSAGE_TYPE, state, idToken: ID_TOKEN },
      }),
    );
  });
}

describe('session (emulator sign-in)', () => {
  it('signs in: popup, exchange at /firebasetoken, Firebase custom token, corporate token kept', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ token: 'custom-token' }));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'in' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatch(/^\/backendv2\/local-idp\/authorize\?state=[A-Za-z0-9_-]{8,128}$/);
    answerPopup();

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('signedIn'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/backendv2/firebasetoken');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${ID_TOKEN}`);
    expect(auth.signInWithFirebaseCustomToken).toHaveBeenCalledWith('custom-token');
    expect(readCorporateToken()).toEqual({ idToken: ID_TOKEN, expiresAt: EXPIRY * 1000, email: 'ann@corp.example' });
    expect(window.localStorage.getItem(SESSION_HINT_STORAGE_KEY)).toBe('true');
  });

  it("shows the server's refusal and stays signed out", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'The corporate token is expired' }, { status: 401 }));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'in' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    answerPopup();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The corporate token is expired'));
    expect(auth.signInWithFirebaseCustomToken).not.toHaveBeenCalled();
    expect(readCorporateToken()).toBeNull();
  });

  it('logout clears the stored corporate token and signs out of Firebase', async () => {
    auth.state.user = { uid: 'ann' };
    window.localStorage.setItem(SESSION_HINT_STORAGE_KEY, 'true');
    writeCorporateToken({ idToken: ID_TOKEN, expiresAt: EXPIRY * 1000, email: 'ann@corp.example' });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('signedIn'));
    fireEvent.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('signedOut'));
    expect(auth.signOutCurrentUser).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(CORPORATE_TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(SESSION_HINT_STORAGE_KEY)).toBeNull();
    // Ended by this tab's Logout: the signed-in screens send to the plain home (require-auth.tsx).
    expect(screen.getByTestId('logged-out').textContent).toBe('true');
  });

  it('forgets the corporate token when the session ends elsewhere (a 401, another tab)', async () => {
    auth.state.user = { uid: 'ann' };
    window.localStorage.setItem(SESSION_HINT_STORAGE_KEY, 'true');
    writeCorporateToken({ idToken: ID_TOKEN, expiresAt: EXPIRY * 1000, email: 'ann@corp.example' });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('signedIn'));
    act(() => {
      auth.state.user = null;
      auth.emit();
    });
    await waitFor(() => expect(window.localStorage.getItem(CORPORATE_TOKEN_STORAGE_KEY)).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('signedOut');
    // Not a Logout: the signed-in screens keep their address for the next sign-in.
    expect(screen.getByTestId('logged-out').textContent).toBe('false');
  });
});
