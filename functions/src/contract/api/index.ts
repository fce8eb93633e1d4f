import { endpointsOf } from './endpoint';
import { locations } from './locations';

export * from './endpoint';

/**
 * The /backendv2 API, one group per resource (spec §7). Add an endpoint by adding one entry to its
 * group, one handler in functions/src/routes, one call in the app and one row in the matrix.
 */
export const api = { locations };

/** Every endpoint of the table. */
export const ENDPOINTS = endpointsOf(api);
