/**
 * Waits in a test file's set-up for what triggers write, with vitest's own wait: apart from api-helper.ts,
 * which the benchmarks import outside vitest.
 */
import { COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import { vi } from 'vitest';
import { adminClients } from '../../scripts/lib/admin';

/**
 * Waits until the roster trigger (functions/src/agendas/schedules.ts) has written a person's seats into
 * their schedule, which My agenda reads. On a busy machine the trigger runs behind the set-up's other
 * writes, and the files that call this check screens, not the trigger's latency.
 */
export async function seatsInSchedule(eventId: string, uid: string, agendaIds: readonly string[]): Promise<void> {
  const { db } = adminClients();
  const schedule = db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.schedules).doc(uid);
  await vi.waitFor(
    async () => {
      const sessions = ((await schedule.get()).get('sessions') ?? {}) as Record<string, { participant?: boolean }>;
      if (!agendaIds.every((id) => sessions[id]?.participant === true))
        throw new Error(`The seats are not in the schedule of ${uid} yet`);
    },
    { timeout: 150_000, interval: 250 },
  );
}
