import { COLLECTIONS } from '@contract';
import { collection, query, where, type QuerySnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { eventConverter, eventFromStored, type EventItem, type StoredEvent } from '@/lib/event-item';
import { useRights } from '@/lib/rights';
import { mergeById, sortEvents } from './event-filters';

export type LiveEvents = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; events: EventItem[] };

const toEvents = (data: QuerySnapshot<StoredEvent> | undefined): EventItem[] =>
  (data?.docs ?? []).map((snapshot) => eventFromStored(snapshot.id, snapshot.data()));

/**
 * A country's events, live from Firestore: an event created, edited or deleted anywhere shows up in
 * every open tab. Rules are not filters, so each query carries its proof (firestore.rules): an admin
 * of the country reads all of them, drafts included; anyone else reads the published ones plus the
 * drafts they organize. Documents are parsed by the contract's event schema.
 */
export function useLiveCountryEvents(tenantId: string): LiveEvents {
  const firestore = useFirestore();
  const rights = useRights();
  const editor = rights.isAdminOf(tenantId);
  const uid = rights.uid;

  const [mainQuery, organizedQuery] = useMemo(() => {
    const events = collection(firestore, COLLECTIONS.events).withConverter(eventConverter);
    const main = editor
      ? query(events, where('tenant_id', '==', tenantId))
      : query(events, where('tenant_id', '==', tenantId), where('privacy', '==', false));
    // An admin's query already holds every draft; reactfire shares one listener for equal queries.
    const organized = editor || !uid ? main : query(events, where('tenant_id', '==', tenantId), where('organizers', 'array-contains', uid));
    return [main, organized];
  }, [firestore, editor, tenantId, uid]);

  const main = useFirestoreCollection(mainQuery);
  const organized = useFirestoreCollection(organizedQuery);

  const events = useMemo(
    () => sortEvents(mergeById(toEvents(main.data), organizedQuery === mainQuery ? [] : toEvents(organized.data))),
    [main.data, organized.data, mainQuery, organizedQuery],
  );
  if (!rights.ready) return { status: 'loading' };
  if (main.status === 'error') return { status: 'error', error: main.error?.message ?? 'The events could not be read' };
  if (main.status !== 'success' || organized.status === 'loading') return { status: 'loading' };
  return { status: 'ready', events };
}
