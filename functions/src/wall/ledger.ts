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
  type Badge,
  type GamificationDoc,
  type PointAction,
  type PointsLedgerEntry,
  type UserPointsDoc,
  type Written,
} from '@agenda/contract';
import { db } from '../lib/firebase';
import { earnBadges, readBadges } from './earned-badges';

const gamificationDoc = (eventId: string) => db.collection(COLLECTIONS.gamification).doc(eventId);
const ledgerCollection = (eventId: string) =>
  gamificationDoc(eventId).collection(LEDGER_SUBCOLLECTION).withConverter(pointsLedgerConverter);
export const ledgerRef = (eventId: string, action: PointAction, targetId: string, uid: string) =>
  ledgerCollection(eventId).doc(ledgerEntryId(action, targetId, uid));
const totalRef = (eventId: string, uid: string) =>
  gamificationDoc(eventId).collection(POINTS_SUBCOLLECTION).doc(uid).withConverter(userPointsConverter);

/** An event as the ledger needs it (its name titles the bell item of a badge earned). */
export interface LedgerEvent {
  id: string;
  tenantId: string;
  name: string;
}

/** A person as their points document shows them on the leaderboard, read in the transaction. */
interface Person {
  total: UserPointsDoc | undefined;
  name: string;
  avatar_url: string | null;
  listed: boolean;
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
    private readonly people: Map<string, Person>,
    private readonly badges: Badge[],
  ) {}

  /**
   * Reads the event's settings and badges, and the totals and user records of `uids` (all reads: call
   * before any write).
   */
  static async open(tx: Transaction, event: LedgerEvent, uids: Iterable<string>): Promise<PointsBook> {
    const uidList = [...new Set(uids)];
    const [settings, ...docs] = await tx.getAll(
      gamificationDoc(event.id).withConverter(null),
      ...uidList.map((uid) => totalRef(event.id, uid).withConverter(null)),
      ...uidList.map((uid) => db.collection(COLLECTIONS.users).doc(uid)),
    );
    const people = new Map(
      uidList.map((uid, i): [string, Person] => {
        const total = docs[i];
        const user = docs[uidList.length + i];
        const avatar: unknown = user?.get('avatar_url');
        return [
          uid,
          {
            total: total?.exists ? userPointsConverter.fromFirestore(total) : undefined,
            name: [user?.get('first_name'), user?.get('last_name')].filter(Boolean).join(' '),
            avatar_url: typeof avatar === 'string' && avatar ? avatar : null,
            listed: user?.get('leaderboard_hidden') !== true,
          },
        ];
      }),
    );
    // One batched read of differently typed documents: the settings are decoded by their converter here.
    const stored = settings?.exists ? gamificationConverter.fromFirestore(settings) : undefined;
    const badges = uidList.length > 0 ? await readBadges(tx, event.id) : [];
    return new PointsBook(tx, event, stored, people, badges);
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

  /**
   * Writes the totals that moved (call last), each with the person's name, avatar and listing, when it
   * last rose, and the badges it reached (earned-badges.ts).
   */
  close(): void {
    for (const [uid, delta] of this.deltas) {
      const person = this.people.get(uid);
      if (person === undefined) throw new Error(`The points of ${uid} were not read before they moved`);
      const before = person.total?.points ?? 0;
      const points = Math.max(0, before + delta);
      this.tx.set(totalRef(this.event.id, uid).withConverter(null), {
        uid,
        event_id: this.event.id,
        tenant_id: this.event.tenantId,
        points,
        updated_at: FieldValue.serverTimestamp(),
        name: person.name,
        avatar_url: person.avatar_url,
        reached_at: points > before ? FieldValue.serverTimestamp() : (person.total?.reached_at ?? null),
        listed: person.listed,
        badges: earnBadges(this.tx, this.event, uid, points, this.badges, person.total?.badges ?? []),
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
