import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Gives every request an id (a caller's well-formed `X-Request-Id` is kept) and echoes it back. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get('x-request-id');
  req.requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  res.set('X-Request-Id', req.requestId);
  next();
};
