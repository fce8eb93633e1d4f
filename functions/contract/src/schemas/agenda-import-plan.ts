import { AGENDA_MESSAGES } from '../messages';
import { IMPORT_SHEETS, type AgendaImportResult, type ImportIssue } from './agenda-import';
import {
  SESSION_LABELS,
  importSessionIdentity,
  locationNameKey,
  type AgendaImportCheck,
  type ImportedLocation,
  type ImportedSession,
} from './agenda-import-check';

/* What a checked spreadsheet import (agenda-import-check.ts) creates and updates. */

export interface ExistingImportLocation {
  id: string;
  key: string | null;
  /** Its name (a location made by hand has no key): a row or a session key naming it reuses it. */
  name?: string | null;
}
export interface ExistingImportSession {
  id: string;
  name: string;
  start: number;
}

/** Where a session's location key leads: an event's location (its id) or a location of the plan (its index). */
export type ImportLocationTarget = { id: string } | { entry: number };

export interface AgendaImportPlan {
  /**
   * Each location written once: the one it updates (null: created), the key it keeps (an updated
   * location keeps its own, if it has one) and every sheet key that leads to it (rows of the same name).
   */
  locations: { item: ImportedLocation; id: string | null; key: string; keys: string[] }[];
  /** Each session with the agenda it updates (null: created) and its location (null: none). */
  sessions: { item: ImportedSession; id: string | null; location: ImportLocationTarget | null }[];
  counts: AgendaImportResult;
}

/**
 * Re-importing is idempotent: a location with a key the event already has updates it, and a session
 * whose name and start the event already has updates that agenda; everything else is created. A
 * location is never made twice: a row whose name (locationNameKey) is an event's
 * location's, or an earlier row's, updates that one, and a session's key that is no key but a
 * location's name leads to that location.
 */
export function planAgendaImport(
  checked: Pick<AgendaImportCheck, 'locations' | 'sessions'>,
  existing: { locations: readonly ExistingImportLocation[]; sessions: readonly ExistingImportSession[] },
): AgendaImportPlan {
  const byKey = new Map<string, ExistingImportLocation>();
  const byName = new Map<string, ExistingImportLocation>();
  for (const location of existing.locations) {
    if (location.key !== null && !byKey.has(location.key)) byKey.set(location.key, location);
    const name = location.name ? locationNameKey(location.name) : '';
    if (name && !byName.has(name)) byName.set(name, location);
  }
  const sessionByIdentity = new Map<string, string>();
  for (const session of existing.sessions) {
    const identity = importSessionIdentity(session.name, session.start);
    if (!sessionByIdentity.has(identity)) sessionByIdentity.set(identity, session.id);
  }

  const locations: AgendaImportPlan['locations'] = [];
  const entryOfKey = new Map<string, number>();
  const entryOfName = new Map<string, number>();
  const entryOfId = new Map<string, number>();
  for (const item of checked.locations) {
    const name = locationNameKey(item.name);
    const target = byKey.get(item.key) ?? byName.get(name) ?? null;
    let entry = (target ? entryOfId.get(target.id) : undefined) ?? entryOfName.get(name);
    if (entry === undefined) {
      entry = locations.length;
      locations.push({ item, id: target?.id ?? null, key: target?.key ?? item.key, keys: [] });
      if (target) entryOfId.set(target.id, entry);
    }
    locations[entry]!.keys.push(item.key);
    entryOfKey.set(item.key, entry);
    if (!entryOfName.has(name)) entryOfName.set(name, entry);
  }

  const locationOf = (key: string | null): ImportLocationTarget | null => {
    if (key === null) return null;
    const entry = entryOfKey.get(key);
    if (entry !== undefined) return { entry };
    const known = byKey.get(key) ?? byName.get(locationNameKey(key));
    if (known) return entryOfId.has(known.id) ? { entry: entryOfId.get(known.id)! } : { id: known.id };
    const named = entryOfName.get(locationNameKey(key));
    return named === undefined ? null : { entry: named };
  };
  const sessions = checked.sessions.map((item) => ({
    item,
    id: sessionByIdentity.get(importSessionIdentity(item.name, item.start)) ?? null,
    location: locationOf(item.locationKey),
  }));
  const count = (items: { id: string | null }[]) => ({
    created: items.filter((i) => i.id === null).length,
    updated: items.filter((i) => i.id !== null).length,
  });
  return { locations, sessions, counts: { locations: count(locations), sessions: count(sessions) } };
}

/** As an agenda save: an updated agenda's places never below the participants already in it. */
export function importPlacesIssues(plan: AgendaImportPlan, taken: ReadonlyMap<string, number>): ImportIssue[] {
  return plan.sessions.flatMap(({ item, id }) => {
    const already = id ? (taken.get(id) ?? 0) : 0;
    return item.numberOfPlaces > 0 && item.numberOfPlaces < already
      ? [
          {
            sheet: IMPORT_SHEETS.sessions,
            row: item.row,
            column: SESSION_LABELS.numberOfPlaces,
            message: AGENDA_MESSAGES.placesBelowTaken(item.numberOfPlaces, already),
          },
        ]
      : [];
  });
}
