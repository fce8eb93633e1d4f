/**
 * The per-endpoint cases of the history table test (functions/test/api/history-table.test.ts):
 * for every write endpoint of the table, a successful call that must add exactly one entry with the
 * right actor, entity, action and changed fields, and a refused call that must add none. One file per
 * group of endpoints (<group>.history.ts), keyed by endpoint name ('POST /tags/new').
 */
import type { HistoryAction, HistoryEntity } from '@agenda/contract';
import type { EventPeople, EventPerson } from '../event-fixtures';

/** What each case gets: the people, and an event of `de` of its own (organized by `people.organizer`). */
export interface HistoryCaseContext {
  people: EventPeople;
  event: { id: string; agendaId: string; name: string };
}

interface HistoryCall {
  status: number;
  body: Record<string, unknown>;
}

export interface HistoryCase {
  /** Who makes the successful call (their name must be the entry's actor). */
  as: EventPerson;
  /** What the call needs written first (before the entries are counted), e.g. an entry to restore. */
  prepare?: (c: HistoryCaseContext) => Promise<string>;
  /** The successful call (`prepared`: what `prepare` answered). */
  call: (c: HistoryCaseContext, token: string, prepared?: string) => Promise<HistoryCall>;
  /** The entry expected: its entity, action and (at least) these changed fields. */
  entity: HistoryEntity;
  action: HistoryAction;
  changed: readonly string[];
  /** The event whose history gets the entry (default: the case's event); null for the top-level history. */
  eventOf?: (c: HistoryCaseContext, answer: HistoryCall) => string | null;
  /** A call refused (403, 400 or 404) that must record nothing, as `refusedAs` (default: the plain user). */
  refused: (c: HistoryCaseContext, token: string) => Promise<HistoryCall>;
  refusedAs?: EventPerson;
}

export type HistoryCases = Record<string, HistoryCase>;
