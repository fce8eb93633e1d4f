/**
 * The points ledger of an event (contract pointsLedgerEntrySchema): one entry per (person, action,
 * target) at gamificationv2/{e}/ledger/{ledgerEntryId}, with the points the event's settings gave that
 * action when it was done (no settings document: no points, and no entry), and each person's total at
 * gamificationv2/{e}/points/{uid}, the sum of the points of their entries that stand. Entries and totals
 * are written in the transaction of the action that moves them (a `PointsBook` reads what it needs
 * first, as a transaction must), so a total never disagrees with its entries, and an action retried
 * finds its own entry (its id is the action's) instead of counting twice.
 */
import { FieldValue, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  gamificationConverter,
  LEDGER_SUBCOLLECTION,
  ledgerEntryId,
  ledgerEntryStands,
  pointsFor,
  pointsLedgerConverter,
  POINTS_SUBCOLLECTION,
  userPointsConverter,
  type GamificationDoc,
  type PointAction,
  type PointsLedgerEntry,
  type Written,
} from '@agenda/contract';
import { db } from '../lib/firebase';

const gamificationDoc = (eventId: string) => db.collection(COLLECTIONS.gamification).doc(eventId);
export const ledgerCollection = (eventId: string) =>
  gamificationDoc(eventId).collection(LEDGER_SUBCOLLECTION).withConverter(pointsLedgerConverter);
export const ledgerRef = (eventId: string, action: PointAction, targetId: string, uid: string) =>
  ledgerCollection(eventId).doc(ledgerEntryId(action, targetId, uid));
export const totalRef = (eventId: string, uid: string) =>
  gamificationDoc(eventId).collection(POINTS_SUBCOLLECTION).doc(uid).withConverter(userPointsConverter);

/** An event as the ledger needs it. */
export interface LedgerEvent {
  id: string;
  tenantId: string;
}

/** What an action earns: who, for what, on which post (and comment). */
export interface Earning {
  uid: string;
  action: PointAction;
  postId: string;
  commentId: string | null;
}

/** The target of an action's entry: its comment for a comment, else its post. */
const targetOf = (earning: Earning): string =>
  earning.action === 'comment' && earning.commentId ? earning.commentId : earning.postId;

/**
 * The ledger of one transaction: open it with every read it needs (the settings, the totals of the
 * people whose points may move), then record what the action changes, then `close` it to write the
 * totals that moved.
 */
export class PointsBook {
  private readonly deltas = new Map<string, number>();

  private constructor(
    private readonly tx: Transaction,
    private readonly event: LedgerEvent,
    private readonly settings: GamificationDoc | undefined,
    private readonly totals: Map<string, number>,
  ) {}

  /** Reads the event's settings and the totals of `uids` (all reads: call before any write). */
  static async open(tx: Transaction, event: LedgerEvent, uids: Iterable<string>): Promise<PointsBook> {
    const people = [...new Set(uids)];
    const [settings, ...totals] = await tx.getAll(
      gamificationDoc(event.id).withConverter(null),
      ...people.map((uid) => totalRef(event.id, uid).withConverter(null)),
    );
    const points = new Map(people.map((uid, i) => [uid, Number(totals[i]?.get('points') ?? 0)]));
    // One batched read of differently typed documents: the settings are decoded by their converter here.
    const stored = settings?.exists ? gamificationConverter.fromFirestore(settings) : undefined;
    return new PointsBook(tx, event, stored, points);
  }

  private move(uid: string, delta: number): void {
    if (delta !== 0) this.deltas.set(uid, (this.deltas.get(uid) ?? 0) + delta);
  }

  /**
   * Records an action's entry with the points its setting gives now, unless it has one already
   * (`existing`, read by the caller) or earns nothing. `hidden`: the state of its post and comment.
   */
  earn(earning: Earning, existing: DocumentSnapshot | undefined, hidden = { post: false, comment: false }): void {
    if (existing?.exists) return;
    const points = pointsFor(earning.action, this.settings);
    if (points <= 0) return;
    const entry: Written<PointsLedgerEntry, 'at'> = {
      uid: earning.uid,
      event_id: this.event.id,
      tenant_id: this.event.tenantId,
      action: earning.action,
      post_id: earning.postId,
      comment_id: earning.commentId,
      points,
      post_hidden: hidden.post,
      comment_hidden: hidden.comment,
      at: FieldValue.serverTimestamp(),
    };
    this.tx.create(ledgerRef(this.event.id, earning.action, targetOf(earning), earning.uid).withConverter(null), entry);
    if (ledgerEntryStands(entry)) this.move(earning.uid, points);
  }

  /** Removes an entry (the like taken back, the comment or post deleted), and its points if it stood. */
  remove(entry: DocumentSnapshot): void {
    if (!entry.exists) return;
    const stored = pointsLedgerConverter.fromFirestore(entry);
    this.tx.delete(entry.ref);
    if (ledgerEntryStands(stored)) this.move(stored.uid, -stored.points);
  }

  /** Marks an entry's post or comment hidden or shown again: its points leave or come back as recorded. */
  setHidden(entry: DocumentSnapshot, field: 'post_hidden' | 'comment_hidden', hidden: boolean): void {
    if (!entry.exists) return;
    const stored = pointsLedgerConverter.fromFirestore(entry);
    if (stored[field] === hidden) return;
    const after = { ...stored, [field]: hidden };
    this.tx.update(entry.ref, { [field]: hidden });
    this.move(
      stored.uid,
      (ledgerEntryStands(after) ? stored.points : 0) - (ledgerEntryStands(stored) ? stored.points : 0),
    );
  }

  /** Writes the totals that moved (call last). */
  close(): void {
    for (const [uid, delta] of this.deltas) {
      const before = this.totals.get(uid);
      if (before === undefined) throw new Error(`The points of ${uid} were not read before they moved`);
      this.tx.set(totalRef(this.event.id, uid).withConverter(null), {
        uid,
        event_id: this.event.id,
        tenant_id: this.event.tenantId,
        points: Math.max(0, before + delta),
        updated_at: FieldValue.serverTimestamp(),
      });
    }
  }
}

/** The people of a query's ledger entries (to open a book for them). */
export const ownersOf = (entries: readonly DocumentSnapshot[]): string[] =>
  entries.map((entry) => String(entry.get('uid')));

/** A post's ledger entries: all of them, or (`hidden` given) those whose post_hidden is not that yet. */
export function postEntries(eventId: string, postId: string, hidden?: boolean): Query {
  const all = ledgerCollection(eventId).withConverter(null).where('post_id', '==', postId);
  return hidden === undefined ? all : all.where('post_hidden', '==', !hidden);
}
