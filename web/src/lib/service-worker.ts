import { APP_BASE_PATH } from '@agenda/contract';

/**
 * The app's service worker (web/pwa-config.ts; docs/architecture.md, "The service worker"): registered once
 * the page has loaded and the browser is idle, so that its precache downloads after the first paint, and
 * never in the dev server or a build made with `VITE_SERVICE_WORKER=off`.
 *
 * A new build's worker installs beside the running one and waits: this tab keeps its build's chunks until
 * it reloads. The tab then offers "Reload" (components/feedback/update-prompt.tsx); taking it asks the
 * waiting worker to take over, and the tab reloads once it has. Another tab of the old build that the new
 * worker takes over reloads at once when it is in the background; in the foreground it shows the prompt,
 * and should it load a screen's code before reloading (the old chunks are gone from the new precache), it
 * reloads instead of failing. A new build is also taken up at the next start, once no tab runs the old one.
 */

export type UpdateState = 'none' | 'waiting' | 'taken-over';

let state: UpdateState = 'none';
let waiting: ServiceWorker | null = null;
let askedHere = false;
const listeners = new Set<() => void>();

function setState(next: UpdateState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Whether a newer build waits ('waiting') or has taken this tab over ('taken-over'). */
export function updateState(): UpdateState {
  return state;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The prompt's Reload: the waiting build takes over and this tab reloads once it has, or at once. */
export function applyUpdate(reload: () => void = () => window.location.reload()): void {
  if (state === 'waiting' && waiting) {
    askedHere = true;
    waiting.postMessage({ type: 'SKIP_WAITING' });
  } else {
    reload();
  }
}

export interface ServiceWorkerHost {
  container: ServiceWorkerContainer;
  document: Pick<Document, 'visibilityState'>;
  window: Pick<Window, 'addEventListener'>;
  reload: () => void;
}

/** Registers the worker and follows its updates (exported for the unit test; the app calls registerAfterLoad). */
export async function registerServiceWorker(host: ServiceWorkerHost): Promise<void> {
  const { container } = host;
  const hadController = Boolean(container.controller);
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    host.reload();
  };
  container.addEventListener('controllerchange', () => {
    // A first worker claiming this page changes nothing it runs.
    if (!hadController) return;
    if (askedHere || host.document.visibilityState === 'hidden') reload();
    else setState('taken-over');
  });
  // Vite's event for a screen's code that failed to load: after a takeover, this tab's old chunks may be gone.
  host.window.addEventListener('vite:preloadError', (event) => {
    if (state !== 'taken-over') return;
    event.preventDefault();
    reload();
  });
  const offer = (worker: ServiceWorker) => {
    // Without a controller this is the first install: the page has nothing older to replace.
    if (!container.controller) return;
    waiting = worker;
    setState('waiting');
  };
  const registration = await container.register(`${APP_BASE_PATH}/sw.js`, { scope: `${APP_BASE_PATH}/` });
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
}

/** Registers the worker once the page has loaded and the browser is idle (the app's routed part calls it). */
export function registerAfterLoad(): void {
  if (import.meta.env.DEV || import.meta.env.VITE_SERVICE_WORKER === 'off' || !('serviceWorker' in navigator)) return;
  const register = () =>
    void registerServiceWorker({
      container: navigator.serviceWorker,
      document,
      window,
      reload: () => window.location.reload(),
    }).catch(() => undefined);
  const whenIdle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
