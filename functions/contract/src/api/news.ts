import { z } from 'zod';
import {
  newsByIdQuerySchema,
  newsDeleteQuerySchema,
  newsListQuerySchema,
  newsSaveSchema,
  newsSchema,
} from '../schemas/news';
import { endpoint } from './endpoint';

/**
 * docs/product.md §7 News: a country's news (the answer fields keep the spec's names: a list is `events`, one
 * item `event`), read by everyone signed in, written by the admins of the item's country (root: all).
 */
export const news = {
  list: endpoint({
    method: 'GET',
    path: '/news',
    access: 'signedIn',
    input: newsListQuerySchema,
    output: z.object({ events: z.array(newsSchema) }),
    summary: "The country's news (t), or every country's without t; sticky items first, then the newest",
  }),
  byId: endpoint({
    method: 'GET',
    path: '/news/byId',
    access: 'signedIn',
    input: newsByIdQuerySchema,
    output: z.object({ event: newsSchema }),
    summary: 'One news item',
  }),
  save: endpoint({
    method: 'POST',
    path: '/news/new',
    access: 'adminOfAnyTenant',
    rights: 'tenantAdmin',
    input: newsSaveSchema,
    output: z.object({ result: newsSchema }),
    summary:
      'Creates a news item (admins of its country), or edits the one named by id (admins of its country and of the new one); a replaced photo leaves Storage after the save',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/news',
    access: 'adminOfAnyTenant',
    rights: 'tenantAdmin',
    input: newsDeleteQuerySchema,
    output: z.object({ result: z.object({ id: z.string() }) }),
    summary: 'Deletes a news item (admins of its country), then its photo',
  }),
};
