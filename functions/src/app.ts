import express from 'express';
import { API_BASE_PATH } from '@agenda/contract';
import { cors } from './http/cors';
import { parseBody } from './http/body';
import { errorHandler, notFoundHandler } from './http/errors';
import { requestId } from './http/request-id';
import { startTiming } from './http/timing';
import { config } from './config';
import { localIdpRouter } from './identity/local-idp';
import { mountRoutes } from './http/endpoints';
import { routes } from './routes';

/** The /backendv2 HTTP API: one Express app, mounted as one HTTP function. */
export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(startTiming, requestId, cors);

  const api = express.Router();
  api.use(parseBody);
  mountRoutes(api, routes);
  // The local identity provider exists only inside the emulator suite.
  if (config.localIdpUrl) api.use(localIdpRouter);
  app.use(API_BASE_PATH, api);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
