/** Every row of the authorization matrix, one module per resource of the endpoint table. */
import type { MatrixRow } from './matrix';
import { rows as locations } from './locations.rows';
import { rows as details } from './details.rows';
import { rows as tags } from './tags.rows';
import { rows as surveys } from './surveys.rows';
import { rows as events } from './events.rows';
import { rows as search } from './search.rows';
import { rows as users } from './users.rows';
import { rows as directory } from './directory.rows';
import { rows as groups } from './groups.rows';
import { rows as completion } from './completion.rows';
import { rows as status } from './status.rows';
import { rows as settings } from './settings.rows';
import { rows as identity } from './identity.rows';
import { rows as tenants } from './tenants.rows';
import { rows as rights } from './rights.rows';
import { rows as agendas } from './agendas.rows';
import { rows as participants } from './participants.rows';
import { rows as notifications } from './notifications.rows';
import { rows as calendar } from './calendar.rows';
import { rows as gamification } from './gamification.rows';
import { rows as news } from './news.rows';
import { rows as userFiles } from './user-files.rows';
import { rows as stars } from './stars.rows';
import { rows as history } from './history.rows';
import { rows as outbox } from './outbox.rows';
import { rows as wall } from './wall.rows';

export const MATRIX_ROWS: readonly MatrixRow<never>[] = [
  ...locations,
  ...details,
  ...tags,
  ...surveys,
  ...events,
  ...search,
  ...users,
  ...directory,
  ...groups,
  ...completion,
  ...status,
  ...settings,
  ...identity,
  ...tenants,
  ...rights,
  ...agendas,
  ...participants,
  ...notifications,
  ...gamification,
  ...news,
  ...userFiles,
  ...calendar,
  ...stars,
  ...history,
  ...outbox,
  ...wall,
] as readonly MatrixRow<never>[];
