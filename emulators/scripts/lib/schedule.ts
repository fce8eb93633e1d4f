/**
 * Scheduled functions on the emulator suite. The emulators run no schedules, so `npm start`, the tests
 * and the benchmarks fire a scheduled function themselves, the way Cloud Scheduler runs a 2nd-gen
 * `onSchedule` function in production: an HTTP POST to the function with the scheduler's headers. The
 * function's own handler runs (the real scheduled path) and the POST answers when it has finished.
 *
 * Why not a message on the schedule's Pub/Sub topic: firebase-tools 14.9 does create the topic
 * `firebase-schedule-sendDueNotifications` on the Pub/Sub emulator for our 2nd-gen scheduled function,
 * but a message published there never runs it: the Pub/Sub emulator delivers only "event" and
 * "cloudevent" triggers and a 2nd-gen scheduled function's signature is "http" (firebase-debug.log:
 * `[pubsub] FirebaseError: Unsupported trigger signature: http`; lib/emulator/pubsubEmulator.js). So
 * the trigger is called directly, on the Functions emulator's own trigger route, as the Pub/Sub
 * emulator would call any other trigger.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PROJECT_ID, ROOT } from './paths';
import { emulatorPorts } from './toolchain';

/** The scheduled notification run (functions/src/notifications/triggers.ts). */
export const NOTIFICATION_SCHEDULE = 'sendDueNotifications';
/** The sweeper of work left past its lease (functions/src/triggers/sweeper.ts), also every minute. */
export const SWEEPER_SCHEDULE = 'sweepStuckWork';
/** How often Cloud Scheduler runs it ('every 1 minutes'). */
export const NOTIFICATION_SCHEDULE_MS = 60_000;

/** The functions' region, as firebase.json's API rewrite names it (the functions set it globally). */
function functionsRegion(): string {
  const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting?: { rewrites?: { function?: { region?: string } }[] };
  };
  const region = firebaseJson.hosting?.rewrites?.find((rewrite) => rewrite.function?.region)?.function?.region;
  if (!region) throw new Error('firebase.json names no region for the functions');
  return region;
}

/**
 * The Functions emulator's own trigger address of a scheduled function. It registers one as an event
 * trigger keyed `<region>-<name>-<generation>` (the generation grows when the functions reload), which
 * only its background route serves; its HTTP route answers 404 with the list of keys, which is read
 * here to find the current one.
 */
async function scheduledTriggerUrl(name: string): Promise<string> {
  const base = `http://127.0.0.1:${emulatorPorts().functions}`;
  const prefix = `${functionsRegion()}-${name}-`;
  const listing = await fetch(`${base}/${DEMO_PROJECT_ID}/${functionsRegion()}/${name}`, { method: 'GET' });
  const keys = (await listing.text())
    .split(/[\s,:]+/)
    .filter((key) => key.startsWith(prefix) && /^\d+$/.test(key.slice(prefix.length)));
  const key = keys.sort((a, b) => Number(b.slice(prefix.length)) - Number(a.slice(prefix.length)))[0];
  if (!key)
    throw new Error(
      `The Functions emulator has no scheduled function ${name} (is the suite up and the function exported?)`,
    );
  return `${base}/functions/projects/${DEMO_PROJECT_ID}/triggers/${key}`;
}

/**
 * Runs the scheduled function once, as Cloud Scheduler would, and resolves when it has finished;
 * throws when the function failed (it answers 500 when its handler threw).
 */
export async function fireScheduledFunction(
  name: string = NOTIFICATION_SCHEDULE,
  at: Date = new Date(),
  timeoutMs?: number,
): Promise<void> {
  const response = await fetch(await scheduledTriggerUrl(name), {
    method: 'POST',
    signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    headers: {
      'content-type': 'application/json',
      'X-CloudScheduler': 'true',
      'X-CloudScheduler-JobName': `firebase-schedule-${name}-${functionsRegion()}`,
      'X-CloudScheduler-ScheduleTime': at.toISOString(),
    },
    body: '{}',
  }).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new Error(`The scheduled function ${name} did not answer within ${Math.round((timeoutMs ?? 0) / 1000)} s`);
    throw error;
  });
  if (!response.ok)
    throw new Error(
      `The scheduled function ${name} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
}

/**
 * Fires the scheduled function every `intervalMs`, one run at a time (a slow run delays the next
 * instead of overlapping it; overlapping runs would be harmless anyway). A run that has not answered
 * within `intervalMs` is given up (reported through `onError`), so one hung request cannot stop the
 * timer. Returns a stop function.
 */
export function everyInterval(
  name: string,
  intervalMs: number,
  onError: (error: unknown) => void,
  onRun?: () => void,
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      await fireScheduledFunction(name, new Date(), intervalMs);
      onRun?.();
    } catch (error) {
      onError(error);
    }
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  };
  timer = setTimeout(() => void tick(), 0);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
