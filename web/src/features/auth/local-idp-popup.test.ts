import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_IDP_MESSAGE_TYPE, randomState, signInWithLocalIdpPopup, type PopupHandle } from './local-idp-popup';
import { POPUP_BLOCKED, SIGN_IN_CANCELLED } from './sign-in-messages';

const ORIGIN = 'http://127.0.0.1:5000';
const STATE = 'state-0123456789';

class FakePopup implements PopupHandle {
  closed = false;
  close() {
    this.closed = true;
  }
}

let popup: FakePopup;
let open: ReturnType<typeof vi.fn<(url: string, target: string, features: string) => PopupHandle | null>>;

function post(data: unknown, origin = ORIGIN) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

/** Follows a sign-in's outcome: 'pending', 'resolved:<token>' or 'rejected:<message>'. */
function track(promise: Promise<string>): { value: string } {
  const state = { value: 'pending' };
  promise.then(
    (token) => {
      state.value = `resolved:${token}`;
    },
    (error: unknown) => {
      state.value = `rejected:${error instanceof Error ? error.message : String(error)}`;
    },
  );
  return state;
}

/** Lets pending promise callbacks run (the timers are fake). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  popup = new FakePopup();
  open = vi.fn(() => popup);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('local identity provider popup', () => {
  it('opens the authorize page with the state in a 520×720 popup', () => {
    void signInWithLocalIdpPopup({ open, origin: ORIGIN, state: STATE });
    expect(open).toHaveBeenCalledOnce();
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(url).toBe(`/backendv2/local-idp/authorize?state=${STATE}`);
    expect(target).toBe('agenda-sign-in');
    expect(features).toContain('width=520');
    expect(features).toContain('height=720');
  });

  it('resolves with the ID token of the matching message', async () => {
    const signIn = signInWithLocalIdpPopup({ open, origin: ORIGIN, state: STATE });
    post({ type: LOCAL_IDP_MESSAGE_TYPE, state: STATE, idToken: 'the-token' });
    await expect(signIn).resolves.toBe('the-token');
  });

  it('ignores messages from another origin, with another state or of another type', async () => {
    const signIn = track(signInWithLocalIdpPopup({ open, origin: ORIGIN, state: STATE }));
    post({ type: LOCAL_IDP_MESSAGE_TYPE, state: STATE, idToken: 'from-elsewhere' }, 'http://evil.example');
    post({ type: LOCAL_IDP_MESSAGE_TYPE, state: 'another-state-123', idToken: 'replayed' });
    post({ type: 'something-else', state: STATE, idToken: 'wrong-type' });
    post({ type: LOCAL_IDP_MESSAGE_TYPE, state: STATE });
    post('just text');
    await settle();
    expect(signIn.value).toBe('pending');

    post({ type: LOCAL_IDP_MESSAGE_TYPE, state: STATE, idToken: 'the-token' });
    await settle();
    expect(signIn.value).toBe('resolved:the-token');
  });

  it('rejects with "Sign-in was cancelled" when the popup closes without an answer', async () => {
    const signIn = track(signInWithLocalIdpPopup({ open, origin: ORIGIN, state: STATE }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(signIn.value).toBe('pending');

    popup.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(signIn.value).toBe(`rejected:${SIGN_IN_CANCELLED}`);
    // Later messages change nothing.
    post({ type: LOCAL_IDP_MESSAGE_TYPE, state: STATE, idToken: 'late' });
    await settle();
    expect(signIn.value).toBe(`rejected:${SIGN_IN_CANCELLED}`);
  });

  it('takes an answer that arrives just after the popup closed itself', async () => {
    const signIn = track(signInWithLocalIdpPopup({ open, origin: ORIGIN, state: STATE }));
    popup.close();
    await vi.advanceTimersByTimeAsync(500);
    post({ type: LOCAL_IDP_MESSAGE_TYPE, state: STATE, idToken: 'the-token' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(signIn.value).toBe('resolved:the-token');
  });

  it('rejects at once when the browser blocks the popup', async () => {
    await expect(signInWithLocalIdpPopup({ open: () => null, origin: ORIGIN, state: STATE })).rejects.toThrow(
      POPUP_BLOCKED,
    );
  });

  it('draws a fresh URL-safe state of the allowed length each time', () => {
    const a = randomState();
    const b = randomState();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(a).not.toBe(b);
  });
});
