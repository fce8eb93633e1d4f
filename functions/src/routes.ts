import type { Route } from './http/endpoints';
import { locationRoutes } from './locations/handlers';
import { detailRoutes } from './details/handlers';
import { tagRoutes } from './tags/handlers';
import { surveyRoutes } from './surveys/handlers';
import { eventRoutes } from './events/handlers';
import { searchRoutes } from './search/handlers';
import { agendaRoutes } from './agendas/handlers';
import { statusRoutes } from './status/handlers';
import { settingRoutes } from './settings/handlers';
import { identityRoutes } from './identity/handlers';
import { tenantRoutes } from './tenants/handlers';
import { rightsRoutes } from './rights/handlers';
import { userRoutes } from './users/handlers';
import { directoryRoutes } from './directory/handlers';
import { groupRoutes } from './groups/handlers';
import { completionRoutes } from './completion/handlers';
import { participantRoutes } from './participants/handlers';
import { notificationRoutes } from './notifications/handlers';
import { inviteRoutes } from './notifications/invite-handlers';
import { calendarRoutes } from './calendar/handlers';
import { gamificationRoutes } from './gamification/handlers';
import { newsRoutes } from './news/handlers';
import { userFileRoutes } from './events/user-files';
import { starRoutes } from './stars/handlers';

/** Every handler of the endpoint table, one list per resource. */
export const routes: readonly Route[] = [...locationRoutes, ...detailRoutes, ...tagRoutes, ...surveyRoutes, ...eventRoutes, ...searchRoutes, ...agendaRoutes, ...statusRoutes, ...settingRoutes, ...identityRoutes, ...tenantRoutes, ...rightsRoutes, ...userRoutes, ...directoryRoutes, ...groupRoutes, ...completionRoutes, ...participantRoutes, ...notificationRoutes, ...gamificationRoutes, ...newsRoutes, ...userFileRoutes, ...inviteRoutes, ...calendarRoutes, ...starRoutes];
