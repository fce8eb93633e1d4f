import {
  type Agenda,
  type AgendaEager,
  type AgendaFile,
  type AgendaFilesUpdate,
  type AgendaImportInput,
  type AgendaImportResult,
  type AgendaSave,
} from '@agenda/contract';
import { apiTable } from '@/lib/api-table';
import { call, type ApiCallOptions } from '@/lib/api';

/** The agenda API as the screens use it (spec §7 Agendas); lists are read live from Firestore instead. */
export async function getAgenda(eventId: string, id: string): Promise<Agenda> {
  return (await call((await apiTable()).agendas.byId, { id, eventId })).agenda;
}

export async function getAgendaEager(eventId: string, id: string): Promise<AgendaEager> {
  return (await call((await apiTable()).agendas.eager, { id, eventId })).agenda;
}

/**
 * Saves; a save over someone else's newer version throws an ApiRequestError with status 409 and
 * `details`. `options.handles` keeps the statuses the form shows itself out of the error dialog.
 */
export async function saveAgenda(payload: AgendaSave, options?: ApiCallOptions): Promise<Agenda> {
  return (await call((await apiTable()).agendas.save, payload, options)).result;
}

export async function deleteAgenda(eventId: string, agendaId: string): Promise<void> {
  await call((await apiTable()).agendas.remove, { eventId, agendaId });
}

export async function getAgendaFiles(eventId: string, id: string): Promise<AgendaFile[]> {
  return (await call((await apiTable()).agendas.files, { id, eventId })).files;
}

export async function updateAgendaFiles(payload: AgendaFilesUpdate): Promise<Agenda> {
  return (await call((await apiTable()).agendas.updateFiles, payload)).result;
}

export async function canEditAgenda(agendaId: string): Promise<boolean> {
  return (await call((await apiTable()).agendas.rights, { a: agendaId })).canEdit;
}

/**
 * Import event (POST /agendas/import): the workbook's rows, checked again and written all or nothing.
 * A 400 carries every row issue in `details.issues`, which the preview shows itself.
 */
export async function importAgendas(input: AgendaImportInput): Promise<AgendaImportResult> {
  return (await call((await apiTable()).agendas.import, input, { handles: [400] })).result;
}
