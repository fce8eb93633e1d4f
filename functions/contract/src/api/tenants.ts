import { z } from 'zod';
import { documentIdQuerySchema } from '../schemas/common';
import { tenantSaveSchema, tenantSchema, tenantSummarySchema } from '../schemas/tenant';
import { endpoint, noInput } from './endpoint';

/** docs/product.md §7 Tenants: the countries, read by everyone signed in, managed by root users. */
export const tenants = {
  list: endpoint({
    method: 'GET',
    path: '/tenants',
    access: 'signedIn',
    input: noInput,
    output: z.object({ tenants: z.array(tenantSchema) }),
    summary: 'Every country, sorted by name',
  }),
  byId: endpoint({
    method: 'GET',
    path: '/tenants/get',
    access: 'signedIn',
    input: documentIdQuerySchema,
    output: z.object({ result: tenantSchema }),
    summary: 'One country',
  }),
  save: endpoint({
    method: 'POST',
    path: '/tenants/new',
    access: 'root',
    input: tenantSaveSchema,
    output: z.object({ result: tenantSchema }),
    summary: 'Creates a country under its lower-case locale, or edits the one named by id (never its locale)',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/tenants',
    access: 'root',
    input: documentIdQuerySchema,
    output: z.object({ result: z.object({ id: z.string() }) }),
    summary: 'Deletes a country; refused (409) while anything still belongs to it, and for the global tenant',
  }),
  administered: endpoint({
    method: 'GET',
    path: '/tenants/admin',
    access: 'signedIn',
    input: noInput,
    output: z.object({ tenants: z.array(tenantSummarySchema) }),
    summary: 'The countries the caller administers (root: every country), sorted by name',
  }),
};
