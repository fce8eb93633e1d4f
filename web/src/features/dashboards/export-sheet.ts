import type { ParticipantPerson, SessionFeedback } from '@agenda/contract';
import { formatDateTime } from '@/lib/zoned-time';
import { NO_ROOM } from './aggregate';
import { FEEDBACK_SECTION_TEXTS, rankByNeed } from './feedback';
import type { DashboardAgenda } from './use-live-docs';

/*
 * The participants and the programme as spreadsheets. The rows are built here (pure,
 * unit-tested); SheetJS is imported only when a workbook is written, so that it stays off every other
 * screen's path (the bundle test checks the list's).
 */

export type SheetRow = readonly (string | number)[];

/** The programme, soonest first: times on the event's clock, named ("Wed 2 Jun 2027, 09:00 CEST"). */
export function programmeRows(
  agendas: readonly DashboardAgenda[],
  rooms: ReadonlyMap<string, string>,
  zone: string,
): SheetRow[] {
  const header = ['Session', 'Starts', 'Ends', 'Room', 'Places', 'Seated', 'Waiting'];
  const rows = [...agendas]
    .sort((a, b) => a.start - b.start || a.name.localeCompare(b.name))
    .map((agenda) => [
      agenda.name,
      formatDateTime(agenda.start, zone),
      formatDateTime(agenda.end, zone),
      (agenda.location_id && rooms.get(agenda.location_id)) || NO_ROOM,
      agenda.no_of_places > 0 ? agenda.no_of_places : 'Unlimited',
      agenda.participant_count,
      agenda.waitlist_count,
    ]);
  return [header, ...rows];
}

/** The participants by name, with the address when the viewer may see it (the API's answer says). */
export function participantRows(people: readonly ParticipantPerson[]): SheetRow[] {
  const rows = [...people]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((person) => [person.name, person.email ?? '']);
  return [['Name', 'Email'], ...rows];
}

/**
 * The sessions' feedback in the dashboard's order: one row per comment (the newest the answer carries),
 * its session's figures repeated so that a sheet filter keeps them; a session without comments has one
 * row with its figures alone. The raters' names when the answer carries them (the event's editors).
 */
export function feedbackRows(sessions: readonly SessionFeedback[], zone: string, names: boolean): SheetRow[] {
  const header = ['Session', 'Starts', 'Ratings', 'Average', 'Rating', 'Comment', ...(names ? ['By'] : [])];
  const rows = rankByNeed(sessions).flatMap((session) => {
    const figures = [session.name, formatDateTime(session.start, zone), session.count, session.average];
    if (session.comments.length === 0) return [[...figures, '', '', ...(names ? [''] : [])]];
    return session.comments.map((item) => [
      ...figures,
      item.rating,
      item.comment,
      ...(names ? [item.name ?? FEEDBACK_SECTION_TEXTS.anonymous] : []),
    ]);
  });
  return [header, ...rows];
}

/** A file name from the event's name: letters, digits and dashes, then what it holds ("summit-programme.xlsx"). */
export function sheetFileName(eventName: string, what: string): string {
  const base = eventName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'event'}-${what}.xlsx`;
}

/** Writes `rows` as the one sheet of a workbook and hands it to the browser as a download. */
export async function downloadSheet(fileName: string, sheetName: string, rows: readonly SheetRow[]): Promise<void> {
  const XLSX = await import('xlsx');
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), sheetName);
  XLSX.writeFile(workbook, fileName, { compression: true });
}
