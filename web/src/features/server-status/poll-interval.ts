import { OFFLINE_PAGE_POLL_MS, SERVER_STATUS_POLL_MS } from '@agenda/contract';
import { IS_EMULATOR_BUILD } from '@/config/build-flags';

declare global {
  interface Window {
    /** Browser tests against the emulators shorten both polls with this (set by an init script). */
    __AGENDA_POLL_MS__?: unknown;
  }
}

function testOverride(): number | null {
  if (!IS_EMULATOR_BUILD || typeof window === 'undefined') return null;
  const value = window.__AGENDA_POLL_MS__;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** docs/product.md §9: home and main layout check the server every 20 s. */
export function serverStatusPollMs(): number {
  return testOverride() ?? SERVER_STATUS_POLL_MS;
}

/** docs/product.md §9: the offline page re-checks every 30 s. */
export function offlinePagePollMs(): number {
  return testOverride() ?? OFFLINE_PAGE_POLL_MS;
}
