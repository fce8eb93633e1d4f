import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiError } from '@agenda/contract';
import { config } from '../config';
import { HttpError, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';

/** Unknown routes answer 404 JSON like every other error. */
export const notFoundHandler: RequestHandler = (req) => {
  throw notFound(`No such endpoint: ${req.method} ${req.path}`);
};

/**
 * The one error body shape: `{ error, requestId, fields? }`, plus `stack` and the message of a 500 only
 * inside the emulator suite (config.isEmulator: flag, demo- project, not Cloud Run, loopback issuer),
 * for the developer reading the answer. A 4xx is a refusal, not a fault: its message says it all, and
 * it never carries a stack (the app shows none either: web/src/lib/api.ts drops it).
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const status = error instanceof HttpError ? error.status : statusOf(error);
  const body: ApiError = {
    error: status >= 500 && !config.isEmulator ? 'Internal server error' : messageOf(error),
    requestId: req.requestId,
  };
  if (error instanceof HttpError && error.fields) body.fields = error.fields;
  if (error instanceof HttpError && error.details) body.details = error.details;
  if (status >= 500 && config.isEmulator && error instanceof Error && error.stack) body.stack = error.stack;
  if (status >= 500) logs.requestFailed(req.requestId, req.method, req.path, status, error);
  const retryAfter = error instanceof HttpError ? error.details?.retry_after : undefined;
  if (status === 429 && typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
  res.status(status).json(body);
};

/** Errors thrown by Express itself or its parsers carry a `status`. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
