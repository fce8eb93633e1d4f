/**
 * The one list of routes the app mounts (app.ts, http/endpoints.ts mountRoutes): each group of the
 * endpoint table (@agenda/contract api) with the handlers of its resource folder, `<group>/handlers.ts`.
 * Keyed by the table's groups, so a group without handlers does not compile; routes.test.ts checks
 * that each folder's handlers are exactly its group's entries. No route depends on the order of mounting.
 */
import type { api } from '@agenda/contract';
import type { Route } from './http/endpoints';
import { agendaRoutes } from './agendas/handlers';
import { calendarRoutes } from './calendar/handlers';
import { completionRoutes } from './completion/handlers';
import { detailRoutes } from './details/handlers';
import { directoryRoutes } from './directory/handlers';
import { eventRoutes } from './events/handlers';
import { gamificationRoutes } from './gamification/handlers';
import { groupRoutes } from './groups/handlers';
import { historyRoutes } from './history/handlers';
import { identityRoutes } from './identity/handlers';
import { locationRoutes } from './locations/handlers';
import { outboxRoutes } from './outbox/handlers';
import { newsRoutes } from './news/handlers';
import { notificationRoutes } from './notifications/handlers';
import { participantRoutes } from './participants/handlers';
import { rightsRoutes } from './rights/handlers';
import { searchRoutes } from './search/handlers';
import { settingRoutes } from './settings/handlers';
import { starRoutes } from './stars/handlers';
import { statusRoutes } from './status/handlers';
import { surveyRoutes } from './surveys/handlers';
import { tagRoutes } from './tags/handlers';
import { tenantRoutes } from './tenants/handlers';
import { userRoutes } from './users/handlers';
import { wallRoutes } from './wall/handlers';

/** The handlers of each group of the endpoint table, from the resource folder of that name. */
export const routesByResource: { readonly [group in keyof typeof api]: readonly Route[] } = {
  locations: locationRoutes,
  details: detailRoutes,
  tags: tagRoutes,
  surveys: surveyRoutes,
  events: eventRoutes,
  search: searchRoutes,
  agendas: agendaRoutes,
  status: statusRoutes,
  settings: settingRoutes,
  identity: identityRoutes,
  tenants: tenantRoutes,
  rights: rightsRoutes,
  users: userRoutes,
  directory: directoryRoutes,
  groups: groupRoutes,
  completion: completionRoutes,
  participants: participantRoutes,
  notifications: notificationRoutes,
  gamification: gamificationRoutes,
  news: newsRoutes,
  calendar: calendarRoutes,
  stars: starRoutes,
  history: historyRoutes,
  outbox: outboxRoutes,
  wall: wallRoutes,
};

/** Every handler of the endpoint table. */
export const routes: readonly Route[] = Object.values(routesByResource).flat();
