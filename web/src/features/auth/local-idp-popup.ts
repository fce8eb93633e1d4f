import { API_BASE_PATH } from '@agenda/contract';
import { POPUP_BLOCKED, SIGN_IN_CANCELLED } from './sign-in-messages';

/** What the local identity provider's popup posts to its opener (functions/src/identity/local-idp.ts). */
export const LOCAL_IDP_MESSAGE_TYPE = 'agenda-local-idp';

const POPUP_WIDTH = 520;
const POPUP_HEIGHT = 720;
const CLOSED_POLL_MS = 500;
/**
 * The popup posts its message and closes at once; the message can reach us a moment after
 * `closed` turns true, so a closed popup is only taken as a cancel after this grace period.
 */
const CLOSED_GRACE_MS = 300;

/** The part of the popup's Window that the handshake uses. */
export interface PopupHandle {
  readonly closed: boolean;
  close(): void;
}

export interface LocalIdpPopupOptions {
  /** window.open, replaceable in tests. */
  open?: (url: string, target: string, features: string) => PopupHandle | null;
  /** The window that receives the popup's message. */
  target?: Window;
  /** Our own origin: the popup is served by the same Hosting origin and posts to it. */
  origin?: string;
  state?: string;
}

/** 32 URL-safe random characters: the `state` that ties the popup's answer to this attempt. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function centredFeatures(target: Window): string {
  const left = Math.max(0, Math.round(target.screenX + (target.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(target.screenY + (target.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

function isAnswer(data: unknown, state: string): data is { idToken: string } {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; state?: unknown; idToken?: unknown };
  return message.type === LOCAL_IDP_MESSAGE_TYPE && message.state === state && typeof message.idToken === 'string';
}

/**
 * Emulator sign-in: opens GET /backendv2/local-idp/authorize?state=… in a popup and resolves with
 * the ID token it posts back. Messages from another origin, with another state or of another
 * type are ignored; closing the popup without an answer rejects with "Sign-in was cancelled".
 */
export function signInWithLocalIdpPopup({
  open = (url, name, features) => window.open(url, name, features),
  target = window,
  origin = target.location.origin,
  state = randomState(),
}: LocalIdpPopupOptions = {}): Promise<string> {
  const url = `${API_BASE_PATH}/local-idp/authorize?state=${encodeURIComponent(state)}`;
  const popup = open(url, 'agenda-sign-in', centredFeatures(target));
  if (!popup) return Promise.reject(new Error(POPUP_BLOCKED));

  return new Promise<string>((resolve, reject) => {
    let settled = false;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;

    const finish = () => {
      settled = true;
      target.removeEventListener('message', onMessage);
      clearInterval(pollTimer);
      clearTimeout(graceTimer);
    };

    const onMessage = (event: MessageEvent) => {
      if (settled || event.origin !== origin || !isAnswer(event.data, state)) return;
      finish();
      resolve(event.data.idToken);
    };

    const pollTimer = setInterval(() => {
      if (settled || !popup.closed || graceTimer !== undefined) return;
      graceTimer = setTimeout(() => {
        if (settled) return;
        finish();
        reject(new Error(SIGN_IN_CANCELLED));
      }, CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);

    target.addEventListener('message', onMessage);
  });
}
