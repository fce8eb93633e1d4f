/**
 * A returning visit draws the last country list at once: after the live list has drawn,
 * the cards it showed first are kept in local storage — a few KB, only what a card draws — and the next
 * visit draws them before Firebase Auth has named the user and before Firestore is even downloaded; the
 * live list replaces them as soon as it answers. It is only ever a first paint: reads stay live.
 *
 * The snapshot belongs to one person. It is written for the signed-in uid and read only for the uid that
 * local storage records as the owner of this browser's local data (LOCAL_DATA_OWNER_KEY, set when a
 * signed-in person opens Firestore, removed with the snapshot at sign-out and at any change of user by
 * lib/firestore-cache.ts), so nobody is ever drawn somebody else's events. Anything unexpected in storage
 * (corrupt, an older format, another owner) is ignored, never a crash.
 *
 * The first screen's markup is kept with it (`prePaint`), which the page's first script draws before React
 * (lib/pre-paint.ts, where the keys and the owner's rule are defined for both).
 */
import {
  browserStorage,
  LIST_SNAPSHOT_KEY,
  LOCAL_DATA_OWNER_KEY,
  localDataOwner,
  PRE_PAINT_MAX_CHARS,
  SNAPSHOT_VERSION,
  type PrePaint,
  type SnapshotStorage,
} from './pre-paint';

export { LIST_SNAPSHOT_KEY, LOCAL_DATA_OWNER_KEY, localDataOwner, type SnapshotStorage } from './pre-paint';

/** At most this many cards (the list's first page). */
export const SNAPSHOT_MAX_EVENTS = 24;
/** At most this many characters of JSON (cards are dropped from the end until it fits). */
export const SNAPSHOT_MAX_CHARS = 12_000;
/** A card shows three lines of the description: more is not kept. */
const DESCRIPTION_CHARS = 240;

/** What a card of the list draws. */
export interface SnapshotEvent {
  id: string;
  name: string;
  tenant_id: string;
  start: Date;
  end: Date;
  timezone: string;
  address: string;
  description: string;
  privacy: boolean;
  cover_url: string | null;
  poster_url: string | null;
}

/** The last-drawn list of one country, for one person. */
export interface ListSnapshot {
  uid: string;
  tenantId: string;
  /** The list's heading ("France events"). */
  title: string;
  events: SnapshotEvent[];
  /** The first screen as drawn, for the page's first script; kept only with the events. */
  prePaint?: PrePaint | null;
}

interface StoredEvent extends Omit<SnapshotEvent, 'start' | 'end'> {
  start: number;
  end: number;
}

/** Records `uid` as the owner of this browser's local data, or (null) forgets the owner and the snapshot. */
export function recordLocalDataOwner(uid: string | null, storage: SnapshotStorage | null = browserStorage()): void {
  try {
    if (uid) {
      storage?.setItem(LOCAL_DATA_OWNER_KEY, uid);
    } else {
      storage?.removeItem(LIST_SNAPSHOT_KEY);
      storage?.removeItem(LOCAL_DATA_OWNER_KEY);
    }
  } catch {
    // Without local storage there is no snapshot to forget, nor an owner to record.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isOptionalText = (value: unknown): value is string | null => value === null || isText(value);
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isStoredEvent(value: unknown): value is StoredEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<keyof StoredEvent, unknown>;
  return (
    isText(event.id) &&
    event.id !== '' &&
    isText(event.name) &&
    isText(event.tenant_id) &&
    isTime(event.start) &&
    isTime(event.end) &&
    isText(event.timezone) &&
    isText(event.address) &&
    isText(event.description) &&
    typeof event.privacy === 'boolean' &&
    isOptionalText(event.cover_url) &&
    isOptionalText(event.poster_url)
  );
}

/**
 * The snapshot of `tenantId`'s list for `uid`, when local storage holds one that is theirs: `uid` must be
 * the recorded owner of this browser's local data and the snapshot written for them. Null otherwise, and
 * for anything malformed.
 */
export function readListSnapshot(
  uid: string | null,
  tenantId: string,
  storage: SnapshotStorage | null = browserStorage(),
): ListSnapshot | null {
  if (!uid || localDataOwner(storage) !== uid) return null;
  try {
    const text = storage?.getItem(LIST_SNAPSHOT_KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as Record<string, unknown> | null;
    if (typeof parsed !== 'object' || parsed === null || parsed.v !== SNAPSHOT_VERSION) return null;
    if (parsed.uid !== uid || parsed.tenantId !== tenantId || !isText(parsed.title)) return null;
    const events = parsed.events;
    if (!Array.isArray(events) || events.length > SNAPSHOT_MAX_EVENTS || !events.every(isStoredEvent)) return null;
    return {
      uid,
      tenantId,
      title: parsed.title,
      events: events.map((event) => ({ ...event, start: new Date(event.start), end: new Date(event.end) })),
    };
  } catch {
    return null;
  }
}

/**
 * Keeps the first cards of `tenantId`'s list for `uid`, replacing any other snapshot; nothing when `uid`
 * is not the recorded owner of this browser's local data (the session is ending or changing).
 */
export function writeListSnapshot(snapshot: ListSnapshot, storage: SnapshotStorage | null = browserStorage()): void {
  if (localDataOwner(storage) !== snapshot.uid) return;
  const events: StoredEvent[] = snapshot.events.slice(0, SNAPSHOT_MAX_EVENTS).map((event) => ({
    id: event.id,
    name: event.name,
    tenant_id: event.tenant_id,
    start: event.start.getTime(),
    end: event.end.getTime(),
    timezone: event.timezone,
    address: event.address,
    description: event.description.slice(0, DESCRIPTION_CHARS),
    privacy: event.privacy,
    cover_url: event.cover_url,
    poster_url: event.poster_url,
  }));
  // The cards are held to SNAPSHOT_MAX_CHARS; the pre-paint to its own limit (lib/pre-paint.ts).
  const text = (count: number, prePaint?: PrePaint) =>
    JSON.stringify({
      v: SNAPSHOT_VERSION,
      uid: snapshot.uid,
      tenantId: snapshot.tenantId,
      title: snapshot.title,
      events: events.slice(0, count),
      prePaint,
    });
  const kept = snapshot.prePaint;
  const prePaint = kept && kept.html.length + kept.css.length <= PRE_PAINT_MAX_CHARS ? kept : undefined;
  let count = events.length;
  while (count > 0 && text(count).length > SNAPSHOT_MAX_CHARS) count -= 1;
  try {
    storage?.setItem(LIST_SNAPSHOT_KEY, text(count, prePaint));
  } catch {
    // Storage full or refused: the next visit draws skeletons, as without a snapshot.
  }
}
