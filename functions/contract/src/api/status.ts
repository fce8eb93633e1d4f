import { PING_STATUS_PATH } from '../constants';
import { pingStatusSchema } from '../schemas/status';
import { endpoint, noInput } from './endpoint';

/** docs/product.md §7 Status: the app's server-online check. */
export const status = {
  ping: endpoint({
    method: 'GET',
    path: PING_STATUS_PATH,
    access: 'public',
    input: noInput,
    output: pingStatusSchema,
    summary: 'Answers `{ result: "success" }` while the server is online',
  }),
};
