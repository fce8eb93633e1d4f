import * as z from 'zod/mini';
import { AUTHORITY_IDS } from '../permissions';

/*
 * One of a user's authorities as stored in users/{uid}.user_authorities (docs/product.md §6): what an admin grants,
 * and what the signed-in frame reads live from the user's own record to keep the session's rights
 * current. Apart from the rest of the user schemas (user.ts) because the frame needs only this
 * (a module's schemas are all built when it loads).
 */
export const userAuthoritySchema = z.object({
  authority_id: z.enum(AUTHORITY_IDS),
  tenant_id: z.nullish(z.string()),
});
