import type { Route } from '../http/endpoints';
import { locationRoutes } from './locations';
import { detailRoutes } from './details';
import { tagRoutes } from './tags';
import { surveyRoutes } from './surveys';
import { eventRoutes } from './events';
import { searchRoutes } from './search';
import { agendaRoutes } from './agendas';
import { statusRoutes } from './ping';
import { settingRoutes } from './settings';
import { identityRoutes } from './identity';
import { tenantRoutes } from './tenants';
import { rightsRoutes } from './rights';
import { userRoutes } from './users';
import { directoryRoutes } from './directory';
import { groupRoutes } from './groups';
import { completionRoutes } from './completion';
import { participantRoutes } from './participants';
import { notificationRoutes } from './notifications';
import { inviteRoutes } from './invites';
import { calendarRoutes } from './calendar';
import { gamificationRoutes } from './gamification';
import { newsRoutes } from './news';
import { userFileRoutes } from './user-files';
import { starRoutes } from './stars';

/** Every handler of the endpoint table, one list per resource. */
export const routes: readonly Route[] = [...locationRoutes, ...detailRoutes, ...tagRoutes, ...surveyRoutes, ...eventRoutes, ...searchRoutes, ...agendaRoutes, ...statusRoutes, ...settingRoutes, ...identityRoutes, ...tenantRoutes, ...rightsRoutes, ...userRoutes, ...directoryRoutes, ...groupRoutes, ...completionRoutes, ...participantRoutes, ...notificationRoutes, ...gamificationRoutes, ...newsRoutes, ...userFileRoutes, ...inviteRoutes, ...calendarRoutes, ...starRoutes];
