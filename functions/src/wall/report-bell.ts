/**
 * A new report tells the event's editors (docs/features.md, "The wall", Moderation): one item in the
 * bell (users/{uid}/inbox/{reportBellId}) of each organizer of the event and each admin of its country,
 * written in the report's own transaction, only when the report is new. Only the attempt that commits
 * writes, and the item's id is the report's, so each report is told once to each editor even when the
 * call is retried. Root, who oversees every event, reads the moderation queue without a bell item.
 * Hiding or deleting the item answers its reports (they leave the queue).
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  docConverter,
  EVENT_SUBCOLLECTIONS,
  INBOX_SUBCOLLECTION,
  inboxItemDocSchema,
  oneLine,
  WALL_MESSAGES,
} from '@agenda/contract';
import { db } from '../lib/firebase';
import { eventChildren } from '../events/access';
import type { Wall } from './access';

const inboxConverter = docConverter(inboxItemDocSchema);

/** The id of the bell item of one report (its own id is the item's and the reporter's). */
const reportBellId = (eventId: string, reportId: string): string => `report_${eventId}_${reportId}`;

/** The uids of the event's organizers and of the admins of its country (a read: before any write). */
export async function readEditors(tx: Transaction, wall: Wall): Promise<string[]> {
  const admins = await tx.get(
    db
      .collection(COLLECTIONS.users)
      .where('user_authorities', 'array-contains', { authority_id: 'ADMIN', tenant_id: wall.event.tenant_id }),
  );
  return [...new Set([...wall.event.organizers, ...admins.docs.map((admin) => admin.id)])];
}

/** Leaves the report's item in each editor's bell but the reporter's own (the transaction's writes). */
export function tellEditors(
  tx: Transaction,
  wall: Wall,
  editors: readonly string[],
  report: { id: string; item: 'post' | 'comment'; reporter: { uid: string; name: string }; reason: string },
  now = new Date(),
): void {
  const id = reportBellId(wall.id, report.id);
  const at = Timestamp.fromDate(now);
  for (const uid of editors) {
    if (uid === report.reporter.uid) continue;
    tx.set(
      db.collection(COLLECTIONS.users).doc(uid).collection(INBOX_SUBCOLLECTION).doc(id).withConverter(inboxConverter),
      {
        message: WALL_MESSAGES.reported(report.item, report.reporter.name, oneLine(report.reason)),
        subject: wall.event.name,
        type: 'TEXT',
        link: null,
        notification_id: id,
        event_id: wall.id,
        agenda_id: null,
        created_at: at,
        read_at: null,
      },
    );
  }
}

/**
 * Hiding answers the reports of what it hides (docs/features.md, "The wall", Moderation): a post's own
 * and its comments' (`commentId` null), or one comment's; they leave the moderation queue. After the
 * act's transaction, as deleting does (a report written in between is of a hidden item and is answered
 * by the next act on it).
 */
export async function answerReports(eventId: string, postId: string, commentId: string | null): Promise<void> {
  const reports = eventChildren(eventId, EVENT_SUBCOLLECTIONS.wallReports);
  const found = await (
    commentId ? reports.where('comment_id', '==', commentId) : reports.where('post_id', '==', postId)
  ).get();
  const writer = db.bulkWriter();
  for (const report of found.docs) void writer.delete(report.ref);
  await writer.close();
}
