import express from 'express';
import { API_BASE_PATH } from './contract';
import { cors } from './middleware/cors';
import { parseBody } from './middleware/body';
import { errorHandler, notFoundHandler } from './middleware/errors';
import { requestId } from './middleware/request-id';
import { config } from './config';
import { localIdpRouter } from './identity/local-idp';
import { identityRouter } from './routes/identity';
import { pingRouter } from './routes/ping';
import { rightsRouter } from './routes/rights';
import { usersRouter } from './routes/users';
import { settingsRouter } from './routes/settings';
import { tenantsRouter } from './routes/tenants';
import { directoryRouter } from './routes/directory';
import { groupsRouter } from './routes/groups';
import { completionRouter } from './routes/completion';
import { eventsRouter } from './routes/events';
import { searchRouter } from './routes/search';
import { mountRoutes } from './lib/endpoints';
import { routes } from './routes';
import { detailsRouter } from './routes/details';
import { tagsRouter } from './routes/tags';
import { surveysRouter } from './routes/surveys';

/** The /backendv2 HTTP API: one Express app, mounted as one HTTP function. */
export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(requestId, cors);

  const api = express.Router();
  api.use(parseBody);
  // eventsRouter answers GET /rights/event, so it comes before rightsRouter (which would
  // authenticate every /rights request once more on the way).
  api.use(eventsRouter);
  // rightsRouter answers GET /tenants/admin, so it comes before tenantsRouter.
  api.use(pingRouter, settingsRouter, identityRouter, usersRouter, rightsRouter, tenantsRouter, directoryRouter);
  api.use(groupsRouter, completionRouter);
  mountRoutes(api, routes);
  api.use(searchRouter, detailsRouter, tagsRouter, surveysRouter);
  // The local identity provider exists only inside the emulator suite.
  if (config.localIdpUrl) api.use(localIdpRouter);
  app.use(API_BASE_PATH, api);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
