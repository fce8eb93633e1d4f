import { API_BASE_PATH, PING_STATUS_PATH, type PingStatus } from '@agenda/contract';

/**
 * The answer of `api.status.ping` checked by hand rather than with its schema: this runs on the
 * first visit, and the endpoint table with zod would cost a sixth of that visit's script budget.
 * check-server.test.ts holds this check to the entry's answer schema.
 */
export function isPingSuccess(body: unknown): body is PingStatus {
  return typeof body === 'object' && body !== null && (body as { result?: unknown }).result === 'success';
}

/**
 * The status check (`api.status.ping`, no auth): online only when the answer is 200 with
 * `{ result: 'success' }`. A check that has not answered within `timeoutMs` counts as offline.
 */
export async function isServerOnline(timeoutMs: number): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${API_BASE_PATH}${PING_STATUS_PATH}`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (response.status !== 200) return false;
    return isPingSuccess(await response.json());
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
