import {
  AGENDA_IMPORT_BODY_LIMIT_BYTES,
  AGENDA_IMPORT_TEXTS,
  checkAgendaImport,
  importIssueSchema,
  importPlacesIssues,
  locationNameKey,
  planAgendaImport,
  readAgendaImportRows,
  type AgendaImportPlan,
  type AgendaImportRows,
  type ImportIssue,
} from '@agenda/contract';
import { z } from 'zod';
import type { SheetRead } from './agenda-import-sheet';

/** What the preview shows: the plan (created / updated) and every issue, or why the file is refused. */
export interface ImportPreview {
  rows: AgendaImportRows | null;
  plan: AgendaImportPlan;
  issues: ImportIssue[];
}

export interface ImportTarget {
  timezone: string;
  start: Date;
  end: Date;
  locations: readonly { id: string; key?: string | undefined; name?: string | undefined }[];
  agendas: readonly { id: string; name: string; start: number; participant_count: number }[];
}

const EMPTY_PLAN: AgendaImportPlan = {
  locations: [],
  sessions: [],
  counts: { locations: { created: 0, updated: 0 }, sessions: { created: 0, updated: 0 } },
};

/**
 * The contract's check on the rows the browser read, against the event as the live lists show it:
 * the same issues the server would answer, before anything is sent.
 */
export function previewImport(read: Extract<SheetRead, { ok: true }>['rows'], target: ImportTarget): ImportPreview {
  const parsed = readAgendaImportRows(read);
  if (!parsed.rows) return { rows: null, plan: EMPTY_PLAN, issues: parsed.issues };
  const locationKeys = new Set(target.locations.flatMap((location) => (location.key ? [location.key] : [])));
  const checked = checkAgendaImport(parsed.rows, {
    timezone: target.timezone,
    start: target.start,
    end: target.end,
    locationKeys,
    locationNames: new Set(
      target.locations.flatMap((location) => (location.name ? [locationNameKey(location.name)] : [])),
    ),
  });
  const plan = planAgendaImport(checked, {
    locations: target.locations.map((location) => ({
      id: location.id,
      key: location.key ?? null,
      name: location.name ?? null,
    })),
    sessions: target.agendas.map((agenda) => ({ id: agenda.id, name: agenda.name, start: agenda.start })),
  });
  const taken = new Map(target.agendas.map((agenda) => [agenda.id, agenda.participant_count]));
  const issues = [...checked.issues, ...importPlacesIssues(plan, taken)];
  if (new TextEncoder().encode(JSON.stringify(parsed.rows)).length > AGENDA_IMPORT_BODY_LIMIT_BYTES - 1_000) {
    issues.unshift({ sheet: 'Sessions', row: null, column: null, message: AGENDA_IMPORT_TEXTS.bodyTooLarge });
  }
  return { rows: parsed.rows, plan, issues: sortIssues(issues) };
}

const sortIssues = (issues: ImportIssue[]): ImportIssue[] =>
  [...issues].sort((a, b) => (a.sheet === b.sheet ? (a.row ?? 0) - (b.row ?? 0) : a.sheet === 'Locations' ? -1 : 1));

/** The issues of a 400 answer (the server's check found what the preview did not: the event changed). */
export function issuesOfAnswer(details: Record<string, unknown> | undefined): ImportIssue[] | null {
  const parsed = z.object({ issues: z.array(importIssueSchema) }).safeParse(details);
  return parsed.success ? sortIssues(parsed.data.issues) : null;
}

export const importErrorSummary = (count: number): string =>
  `${count} ${count === 1 ? 'error' : 'errors'} to fix in the workbook; then choose it again`;
