import { Router } from 'express';
import type { PingStatus } from '../contract';

export const pingRouter = Router();

// GET /backendv2/ping/status (no auth): the app's server-online check.
pingRouter.get('/ping/status', (_req, res) => {
  const body: PingStatus = { result: 'success' };
  res.set('Cache-Control', 'no-store').json(body);
});
