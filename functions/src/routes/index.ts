import type { Route } from '../lib/endpoints';
import { locationRoutes } from './locations';

/** Every handler of the endpoint table, one list per resource. */
export const routes: readonly Route[] = [...locationRoutes];
