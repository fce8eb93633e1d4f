import { endpointsOf } from './endpoint';
import { locations } from './locations';
import { events } from './events';
import { search } from './search';
import { details } from './details';
import { tags } from './tags';
import { surveys } from './surveys';
import { agendas } from './agendas';
import { status } from './status';
import { settings } from './settings';
import { identity } from './identity';
import { tenants } from './tenants';
import { rights } from './rights';
import { users } from './users';
import { directory } from './directory';
import { groups } from './groups';
import { completion } from './completion';
import { calendar } from './calendar';
import { participants } from './participants';
import { notifications } from './notifications';
import { gamification } from './gamification';
import { news } from './news';
import { stars } from './stars';
import { history } from './history';
import { outbox } from './outbox';
import { wall } from './wall';

export * from './endpoint';

/**
 * The /backendv2 API, one group per resource (docs/product.md §7). Add an endpoint by adding one entry to its
 * group, one handler in functions/src/<group>/handlers.ts, one call in the app and one row in the matrix.
 */
export const api = {
  locations,
  events,
  search,
  details,
  tags,
  surveys,
  agendas,
  status,
  settings,
  identity,
  tenants,
  rights,
  users,
  directory,
  groups,
  completion,
  participants,
  notifications,
  gamification,
  news,
  calendar,
  stars,
  history,
  outbox,
  wall,
};

/** Every endpoint of the table. */
export const ENDPOINTS = endpointsOf(api);
