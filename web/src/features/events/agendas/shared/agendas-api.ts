import {
  type Agenda,
  type AgendaFilesUpdate,
  type AgendaImportInput,
  type AgendaImportResult,
  type AgendaPeopleList,
  type AgendaSave,
  type ParticipantPerson,
  type PeoplePage,
} from '@agenda/contract';
import { apiTable } from '@/lib/api-table';
import { call, type ApiCallOptions } from '@/lib/api';

/* The agenda API as the screens use it (docs/product.md §7 Agendas); lists are read live from Firestore instead. */

/** A page of one of an agenda's people lists: its people, the list's length, where the next page starts. */
export interface AgendaPeoplePage {
  people: ParticipantPerson[];
  count: number;
  next_offset: number | null;
}

/**
 * GET /participants/agenda/{speakers|participants|mparticipants}?a&offset&limit. Too many list reads (429,
 * RATE_LIMITS.peopleLists) are shown where the list is, not in the error dialog.
 */
export async function getAgendaPeoplePage(
  list: AgendaPeopleList,
  agendaId: string,
  page: PeoplePage,
): Promise<AgendaPeoplePage> {
  const { participants } = await apiTable();
  const input = { a: agendaId, ...page };
  const options = { handles: [429] };
  const facts = (answer: { count: number; next_offset?: number | null }) => ({
    count: answer.count,
    next_offset: answer.next_offset ?? null,
  });
  if (list === 'speakers') {
    const answer = await call(participants.agendaSpeakers, input, options);
    return { people: answer.speakers, ...facts(answer) };
  }
  if (list === 'participants') {
    const answer = await call(participants.agendaParticipants, input, options);
    return { people: answer.participants, ...facts(answer) };
  }
  const answer = await call(participants.agendaMparticipants, input, options);
  return { people: answer.mparticipants, ...facts(answer) };
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

export async function updateAgendaFiles(payload: AgendaFilesUpdate): Promise<Agenda> {
  return (await call((await apiTable()).agendas.updateFiles, payload)).result;
}

/**
 * Import event (POST /agendas/import): the workbook's rows, checked again and written all or nothing.
 * A 400 carries every row issue in `details.issues`, which the preview shows itself.
 */
export async function importAgendas(input: AgendaImportInput): Promise<AgendaImportResult> {
  return (await call((await apiTable()).agendas.import, input, { handles: [400] })).result;
}
