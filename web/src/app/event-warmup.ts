import { COLLECTIONS, EVENT_SUBCOLLECTIONS, WALL_PAGE_SIZE } from '@agenda/contract';
import type { User } from 'firebase/auth';
import { doc, onSnapshot, type DocumentReference, type Firestore, type Query } from 'firebase/firestore';
import { readListFilters } from '@/features/events/list/event-filters';
import { eventListSource } from '@/features/events/list/event-list-source';
import { firstPageQueries } from '@/features/events/list/use-live-country-events';
import { inboxQueries } from '@/features/notifications/inbox/use-inbox';
import { shownWallPosts } from '@/features/wall/lib/wall-queries';
import { liveTenantsQuery } from '@/hooks/use-live-tenants';
import { loadFirestore, watchAuthState } from '@/lib/firebase';

type Target = DocumentReference | Query;

/** How long the targets stay asked for while the screens that want them load. */
const KEEP_MS = 15_000;
const warm = new Set<string>();

/** What the frame listens to on every signed-in screen: the person's record (rights), the countries, the bell. */
const frameTargets = (firestore: Firestore, uid: string): Target[] => [
  doc(firestore, COLLECTIONS.users, uid),
  liveTenantsQuery(firestore),
  ...inboxQueries(firestore, uid),
];

/**
 * Listens to `targets` for KEEP_MS once the signed-in person is known, each started in the same task.
 * Nobody signed in: nothing is asked; a refusal is the screen's to say, not this one's.
 */
function warmOnce(key: string, targetsOf: (firestore: Firestore, user: User) => Promise<Target[]> | Target[]): void {
  if (warm.has(key)) return;
  warm.add(key);
  let stops: (() => void)[] | null = null;
  const stopAuth = watchAuthState((user) => {
    if (!user || stops) return;
    stops = [];
    void loadFirestore()
      .then(async (firestore) => {
        const ignore = () => undefined;
        for (const target of await targetsOf(firestore, user))
          stops?.push(
            target.type === 'document' ? onSnapshot(target, ignore, ignore) : onSnapshot(target, ignore, ignore),
          );
      })
      .catch(() => undefined);
  });
  setTimeout(() => {
    stopAuth();
    stops?.forEach((stop) => stop());
    warm.delete(key);
  }, KEEP_MS);
}

/**
 * What the event's layout and its screens listen to on any event screen besides the frame: the event, the
 * person's own standing in it (participant, speaker, their schedule); on the wall, its first page too (the
 * same first query for everyone, use-live-wall.ts).
 */
function eventTargets(firestore: Firestore, eventId: string, uid: string, wall: boolean): Target[] {
  const own = (subcollection: string) => doc(firestore, COLLECTIONS.events, eventId, subcollection, uid);
  return [
    doc(firestore, COLLECTIONS.events, eventId),
    ...frameTargets(firestore, uid),
    own(EVENT_SUBCOLLECTIONS.participants),
    own(EVENT_SUBCOLLECTIONS.speakers),
    own(EVENT_SUBCOLLECTIONS.schedules),
    ...(wall ? [shownWallPosts(firestore, eventId, WALL_PAGE_SIZE)] : []),
  ];
}

/*
 * Firestore's web SDK sends the targets it was asked for while its channel waits for an answer in the next
 * request, one request at a time: started one by one as the frame, the layout and the screen mount (each
 * after its code and the person's record), a screen's targets queued behind each other for more than a
 * second (docs/benchmarks.md, "The wall's screen again"). Asked for here in one task as the address opens,
 * they leave in one request, and each component's own listener finds its target there (the SDK shares one
 * target per query).
 */

/** Starts the listeners of an event's screens together, as soon as an event's address opens. */
export function warmEventScreens(location: Pick<Location, 'pathname' | 'search'>): void {
  const eventId = new URLSearchParams(location.search).get('e');
  if (!eventId) return;
  const wall = location.pathname.endsWith('/main/event/wall');
  warmOnce(`event/${eventId}/${wall}`, (firestore, user) => eventTargets(firestore, eventId, user.uid, wall));
}

/**
 * Starts a country's event list's first page beside the frame's listeners, instead of after the person's
 * record: whether the person edits the country (which query the rules accept) is read from their token's
 * claims, the rules' own source (firestore.rules, adminTenants).
 */
export function warmEventList(search: string): void {
  const params = new URLSearchParams(search);
  const source = eventListSource(params, false);
  if (source.kind !== 'country') return;
  const { tenantId } = source;
  warmOnce(`list/${search}`, async (firestore, user) => {
    const { claims } = await user.getIdTokenResult();
    const editor =
      claims.root === true ||
      String(claims.adm ?? '')
        .split(',')
        .includes(tenantId);
    return [
      ...frameTargets(firestore, user.uid),
      ...firstPageQueries(firestore, tenantId, readListFilters(params), editor, user.uid),
    ];
  });
}
