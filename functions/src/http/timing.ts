/**
 * The `Server-Timing` header of the API's answers (lib/timing.ts), only inside the emulator suite: in
 * production the figures would tell a caller how long other people's data takes to read.
 */
import type { RequestHandler, Response } from 'express';
import { config } from '../config';
import { serverTiming, withTiming } from '../lib/timing';

/** Starts the request's clock; what runs after it (middleware, handler) adds its spans. */
export const startTiming: RequestHandler = (_req, _res, next) => {
  if (!config.isEmulator) return next();
  withTiming(next);
};

/** Sets `Server-Timing` on the answer about to be sent (nothing outside a timed request). */
export function setServerTiming(res: Response): void {
  const value = serverTiming();
  if (value) res.set('Server-Timing', value);
}
