/**
 * Preload for the firebase-tools process (`NODE_OPTIONS=--require <this file>`, set by
 * emulators/scripts/lib/toolchain.ts): the Functions emulator serves HTTP functions with the concurrency
 * Cloud Run gives them (functions/src/index.ts declares `concurrency: 80` for the API).
 *
 * firebase-tools 14 sends one request at a time to a worker process and starts a new Node process for
 * every request in flight beyond its idle workers, each loading the functions' code (about 0.8 s of CPU).
 * Sixty people joining one session at once started sixty processes; on a loaded 2-core machine some of
 * them waited past the function's 60 s timeout and answered 504. In production one
 * instance takes up to 80 requests at once. With this preload a worker of an HTTP function takes up to
 * FUNCTIONS_EMULATOR_HTTP_CONCURRENCY requests at once, and a new worker starts only when every worker
 * has that many in flight. Event-triggered functions keep one event per worker.
 *
 * It removes itself from NODE_OPTIONS at once, so the processes firebase-tools starts do not load it, and
 * it fails loudly if firebase-tools' worker pool no longer has the shape it patches (written for 14.9.0).
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file loaded with --require */

require('./leave-node-options.cjs')(__filename);

const limit = Number(process.env.FUNCTIONS_EMULATOR_HTTP_CONCURRENCY ?? '1');

/** Patches firebase-tools' RuntimeWorkerPool and RuntimeWorker (lib/emulator/functionsRuntimeWorker.js). */
function allowConcurrentRequests(workers) {
  const { RuntimeWorker, RuntimeWorkerPool, RuntimeWorkerState } = workers;
  const shapeOk =
    RuntimeWorker &&
    RuntimeWorkerPool &&
    RuntimeWorkerState &&
    ['request'].every((name) => typeof RuntimeWorker.prototype[name] === 'function') &&
    ['addWorker', 'getIdleWorker', 'getTriggerWorkers'].every(
      (name) => typeof RuntimeWorkerPool.prototype[name] === 'function',
    );
  if (!shapeOk)
    throw new Error("functions-concurrency.cjs: firebase-tools' functions worker pool changed; update the preload");

  const inFlight = new WeakMap();
  const concurrent = new WeakSet();

  const addWorker = RuntimeWorkerPool.prototype.addWorker;
  RuntimeWorkerPool.prototype.addWorker = function addConcurrentWorker(trigger, ...rest) {
    const worker = addWorker.call(this, trigger, ...rest);
    if (trigger && trigger.httpsTrigger) concurrent.add(worker);
    return worker;
  };

  // A worker that serves an HTTP function is idle enough while it has fewer than `limit` requests.
  const getIdleWorker = RuntimeWorkerPool.prototype.getIdleWorker;
  RuntimeWorkerPool.prototype.getIdleWorker = function getWorkerWithRoom(triggerId) {
    const idle = getIdleWorker.call(this, triggerId);
    if (idle) return idle;
    return this.getTriggerWorkers(triggerId).find(
      (worker) =>
        concurrent.has(worker) && worker.state === RuntimeWorkerState.BUSY && (inFlight.get(worker) ?? 0) < limit,
    );
  };

  // firebase-tools marks a worker IDLE when one request ends; it stays BUSY while others are in flight.
  const request = RuntimeWorker.prototype.request;
  RuntimeWorker.prototype.request = function countedRequest(...args) {
    inFlight.set(this, (inFlight.get(this) ?? 0) + 1);
    return Promise.resolve(request.apply(this, args)).finally(() => {
      const left = (inFlight.get(this) ?? 1) - 1;
      inFlight.set(this, left);
      if (left > 0 && this.state === RuntimeWorkerState.IDLE) this.state = RuntimeWorkerState.BUSY;
    });
  };
}

if (limit > 1) {
  const Module = require('node:module');
  const load = Module._load;
  let patched = false;
  Module._load = function loadAndPatch(request, ...rest) {
    const exported = load.call(this, request, ...rest);
    if (!patched && typeof request === 'string' && /functionsRuntimeWorker(\.js)?$/.test(request)) {
      patched = true;
      Module._load = load;
      allowConcurrentRequests(exported);
    }
    return exported;
  };
}
