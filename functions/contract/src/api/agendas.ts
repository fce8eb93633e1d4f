import { z } from 'zod';
import {
  agendaDeleteQuerySchema,
  agendaEagerSchema,
  agendaFileAnswerSchema,
  agendaFilesUpdateSchema,
  agendaIdQuerySchema,
  agendaItemQuerySchema,
  agendaListQuerySchema,
  agendaRightsQuerySchema,
  agendaSaveSchema,
  agendaSchema,
} from '../schemas/agenda';
import { agendaImportResultSchema, agendaImportSchema } from '../schemas/agenda-import';
import { endpoint } from './endpoint';

/**
 * docs/product.md §7 Agendas and GET /rights/agenda: an event's programme, read by whoever may see the event,
 * written by its editors (the agenda right is the event right: root, admins of its country, its
 * organizers). The app lists agendas live from Firestore; these calls serve the forms and old clients.
 */
export const agendas = {
  list: endpoint({
    method: 'GET',
    path: '/agendas',
    access: 'signedIn',
    rights: 'eventViewer',
    input: agendaListQuerySchema,
    output: z.object({ agendas: z.array(agendaSchema) }),
    summary: "The event's agendas, soonest first",
  }),
  save: endpoint({
    method: 'POST',
    path: '/agendas/new',
    access: 'signedIn',
    rights: 'eventEditor',
    input: agendaSaveSchema,
    output: z.object({ result: agendaSchema }),
    summary: 'Creates an agenda, or edits the one named by id (409 when someone saved a newer version)',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/agendas',
    access: 'signedIn',
    rights: 'eventEditor',
    input: agendaDeleteQuerySchema,
    output: z.object({ result: z.object({ id: z.string() }) }),
    summary: 'Deletes an agenda, then its files',
  }),
  byId: endpoint({
    method: 'GET',
    path: '/agendas/byId',
    access: 'signedIn',
    rights: 'eventViewer',
    input: agendaItemQuerySchema,
    output: z.object({ agenda: agendaSchema }),
    summary: 'One agenda of the event',
  }),
  isPassed: endpoint({
    method: 'GET',
    path: '/agendas/isPassed',
    access: 'signedIn',
    rights: 'agendaViewer',
    input: agendaIdQuerySchema,
    output: z.object({ passed: z.boolean() }),
    summary: 'Whether the agenda has ended',
  }),
  eager: endpoint({
    method: 'GET',
    path: '/agendas/eager',
    access: 'signedIn',
    rights: 'eventViewer',
    input: agendaItemQuerySchema,
    output: z.object({ agenda: agendaEagerSchema }),
    summary: 'One agenda with its location, tags and people',
  }),
  files: endpoint({
    method: 'GET',
    path: '/agendas/files',
    access: 'signedIn',
    rights: 'eventViewer',
    input: agendaItemQuerySchema,
    output: z.object({ files: z.array(agendaFileAnswerSchema) }),
    summary: "The agenda's files",
  }),
  updateFiles: endpoint({
    method: 'POST',
    path: '/agendas/files/update',
    access: 'signedIn',
    rights: 'eventEditor',
    input: agendaFilesUpdateSchema,
    output: z.object({ result: agendaSchema }),
    summary: "Replaces the agenda's file list; removed files are deleted from Storage after the save",
  }),
  /*
   * Beyond docs/product.md §7 (which names no endpoint for it): the Agenda list's Import event (docs/product.md §3
   * "Spreadsheet-import view", §5, §9). The app reads the workbook and previews it; this call checks the
   * same rows again and writes everything in one transaction, or nothing (400 with every row issue
   * in `details.issues`).
   */
  import: endpoint({
    method: 'POST',
    path: '/agendas/import',
    access: 'signedIn',
    rights: 'eventEditor',
    input: agendaImportSchema,
    output: z.object({ result: agendaImportResultSchema }),
    summary:
      "Imports a workbook's locations and sessions into the event: all or nothing; same keys and same name+start update",
  }),
  rights: endpoint({
    method: 'GET',
    path: '/rights/agenda',
    access: 'signedIn',
    rights: 'agendaViewer',
    input: agendaRightsQuerySchema,
    output: z.object({ canEdit: z.boolean() }),
    summary: 'Whether the caller may edit the agenda (the event right)',
  }),
};
