/**
 * The API tests write countries, users, groups and events of their own into the emulator suite that
 * the rules and browser tests use next. Whatever documents they add to those collections are removed
 * when the run ends (with everything under them), so that the later tests see the demo data's lists
 * as the demo data made them: first pages, upcoming events and searches alike.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { adminClients } from '../../emulators/scripts/lib/admin';
import { COLLECTIONS } from '@agenda/contract';

const OWNED = [COLLECTIONS.events, COLLECTIONS.groups, COLLECTIONS.users, COLLECTIONS.tenants] as const;

async function idsOf(db: Firestore, collection: string): Promise<Set<string>> {
  return new Set((await db.collection(collection).select().get()).docs.map((doc) => doc.id));
}

export default async function setup(): Promise<() => Promise<void>> {
  const { db } = adminClients();
  const before = new Map(await Promise.all(OWNED.map(async (name) => [name, await idsOf(db, name)] as const)));
  return async () => {
    for (const name of OWNED) {
      const kept = before.get(name) ?? new Set<string>();
      const added = [...(await idsOf(db, name))].filter((id) => !kept.has(id));
      for (const id of added) await db.recursiveDelete(db.collection(name).doc(id));
    }
  };
}
