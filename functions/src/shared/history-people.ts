/**
 * People in history entries: `{ id, name }` only, never an address or anything else of the
 * user record. Names are read outside the write's transaction (a plain batched read, no locks on the
 * user records): a name is for words, and a rename racing the save changes nothing that matters.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, HISTORY_PEOPLE_SAMPLE, type HistoryChange } from '@agenda/contract';
import { db } from '../lib/firebase';

// A type, not an interface: it must be assignable to a JSON value (HistoryValue).
export type HistoryPerson = { id: string; name: string };

const NAME_FIELDS = ['first_name', 'last_name'] as const;
const users = () => db.collection(COLLECTIONS.users);

/** A person as entries name them: first and last name (the id when the record has neither). */
export function historyPersonOf(snapshot: DocumentSnapshot): HistoryPerson {
  const name = NAME_FIELDS.map((field): unknown => snapshot.get(field))
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(' ');
  return { id: snapshot.id, name: name || snapshot.id };
}

/** The people of `ids`, in that order (a deleted user keeps their id as name). */
export async function historyPeople(ids: readonly string[]): Promise<HistoryPerson[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const snapshots = await db.getAll(...unique.map((id) => users().doc(id)), { fieldMask: [...NAME_FIELDS] });
  const byId = new Map(snapshots.map((snapshot) => [snapshot.id, historyPersonOf(snapshot)]));
  return ids.map((id) => byId.get(id) ?? { id, name: id });
}

/**
 * The changes of a people list as two fields, `<list>.removed` (before: who left) and `<list>.added`
 * (after: who came), each only when someone did: a list of thousands saved with one change records
 * that one person, not the whole list twice. Past HISTORY_PEOPLE_SAMPLE people, a side records the
 * first of them and `count`, how many in all (the entry is then truncated: history-bounds.ts).
 */
export async function listChanges(
  list: string,
  before: readonly string[],
  after: readonly string[],
): Promise<HistoryChange[]> {
  const was = new Set(before);
  const is = new Set(after);
  const removed = before.filter((id) => !is.has(id));
  const added = after.filter((id) => !was.has(id));
  const shown = (ids: string[]) => ids.slice(0, HISTORY_PEOPLE_SAMPLE);
  const people = new Map(
    (await historyPeople([...shown(removed), ...shown(added)])).map((person) => [person.id, person]),
  );
  const named = (ids: string[]) => shown(ids).map((id) => people.get(id) ?? { id, name: id });
  const counted = (ids: string[]) => (ids.length > HISTORY_PEOPLE_SAMPLE ? { count: ids.length } : {});
  return [
    ...(removed.length ? [{ field: `${list}.removed`, before: named(removed), after: null, ...counted(removed) }] : []),
    ...(added.length ? [{ field: `${list}.added`, before: null, after: named(added), ...counted(added) }] : []),
  ];
}
