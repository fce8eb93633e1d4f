import type { RequestHandler } from 'express';
import { config } from '../config';

/**
 * Hosting serves the app and the API from one origin, so no CORS is needed there. Other origins
 * (a Vite dev server, say) must be listed in ALLOWED_ORIGINS; nothing is allowed by wildcard.
 */
export const cors: RequestHandler = (req, res, next) => {
  const origin = req.get('origin');
  if (origin && config.allowedOrigins.includes(origin)) {
    res.set('Access-Control-Allow-Origin', origin);
    res.set('Vary', 'Origin');
    res.set('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Request-Id, X-Graph-Token');
    res.set('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    res.set('Access-Control-Max-Age', '3600');
  }
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
};
