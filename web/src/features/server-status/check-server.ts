import { API_BASE_PATH, type PingStatus } from '@contract';

// Checked by hand rather than with pingStatusSchema: this runs on the first visit, and the full
// zod build would cost a sixth of that visit's script budget.
function isPingSuccess(body: unknown): body is PingStatus {
  return typeof body === 'object' && body !== null && (body as { result?: unknown }).result === 'success';
}

/**
 * GET /backendv2/ping/status (no auth): online only when the answer is 200 with
 * `{ result: 'success' }`. A check that has not answered within `timeoutMs` counts as offline.
 */
export async function isServerOnline(timeoutMs: number): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${API_BASE_PATH}/ping/status`, {
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
