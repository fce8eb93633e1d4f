import { COLLECTIONS, EVENT_SUBCOLLECTIONS, wallReportConverter, type WallReportDoc } from '@agenda/contract';
import { collection } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';

/** A report as the moderation queue shows it: its id (the item's and the reporter's). */
export type WallReport = WallReportDoc & { id: string };

/** How many items have open reports (the Moderation tab's count), not how many reports. */
export const reportedItems = (reports: readonly WallReport[]): number =>
  new Set(reports.map((report) => report.comment_id ?? report.post_id)).size;

export type LiveReports =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; reports: WallReport[] };

/**
 * The open reports of an event's wall, live (events/{e}/wallReports, read by the event's editors alone
 * under firestore.rules): hiding or deleting an item answers its reports, which leave the collection.
 * Mount it for editors only.
 */
export function useLiveReports(eventId: string): LiveReports {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.wallReports).withConverter(
        wallReportConverter,
      ),
    [firestore, eventId],
  );
  const { status, data, error } = useFirestoreCollection(ref);
  const decoded = useMemo((): LiveReports | null => {
    if (!data) return null;
    try {
      return { status: 'ready', reports: data.docs.map((snapshot) => ({ id: snapshot.id, ...snapshot.data() })) };
    } catch (cause) {
      return { status: 'error', error: cause instanceof Error ? cause.message : String(cause) };
    }
  }, [data]);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'The reports could not be read' };
  if (status !== 'success' || !decoded) return { status: 'loading' };
  return decoded;
}
