import { z } from 'zod';
import { directorySearchHitSchema, directorySearchQuerySchema } from '../schemas/directory';
import { endpoint } from './endpoint';

/** docs/product.md §7 Directory: the corporate directory (Microsoft Graph; the demo directory in the emulator). */
export const directory = {
  search: endpoint({
    method: 'GET',
    path: '/directory/search',
    access: 'adminOfAnyTenant',
    input: directorySearchQuerySchema,
    output: z.object({ result: z.array(directorySearchHitSchema) }),
    directory: true,
    summary:
      'At most DIRECTORY_SEARCH_LIMIT people by the start of a word of their name or address; `exists` when already a user',
  }),
};
