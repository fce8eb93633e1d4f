import { COLLECTIONS, EVENT_SUBCOLLECTIONS, WALL_PAGE_SIZE } from '@agenda/contract';
import { doc, onSnapshot, type DocumentReference, type Firestore, type Query } from 'firebase/firestore';
import { inboxQueries } from '@/features/notifications/inbox/use-inbox';
import { shownWallPosts } from '@/features/wall/lib/wall-queries';
import { liveTenantsQuery } from '@/hooks/use-live-tenants';
import { loadFirestore, watchAuthState } from '@/lib/firebase';

/** How long the targets stay asked for while the screens that want them load. */
const KEEP_MS = 15_000;
const warm = new Set<string>();

/**
 * What the frame, the event's layout and its screens listen to on any event screen: the event, the
 * person's record (rights), the countries (header), the bell's inbox, and the person's own standing in
 * the event (participant, speaker, their schedule); on the wall, its first page too (the same first
 * query for everyone, use-live-wall.ts).
 */
function eventTargets(firestore: Firestore, eventId: string, uid: string, wall: boolean) {
  const own = (subcollection: string) => doc(firestore, COLLECTIONS.events, eventId, subcollection, uid);
  const targets: (DocumentReference | Query)[] = [
    doc(firestore, COLLECTIONS.events, eventId),
    doc(firestore, COLLECTIONS.users, uid),
    liveTenantsQuery(firestore),
    ...inboxQueries(firestore, uid),
    own(EVENT_SUBCOLLECTIONS.participants),
    own(EVENT_SUBCOLLECTIONS.speakers),
    own(EVENT_SUBCOLLECTIONS.schedules),
  ];
  if (wall) targets.push(shownWallPosts(firestore, eventId, WALL_PAGE_SIZE));
  return targets;
}

/**
 * Starts the listeners of an event's screens together, as soon as an event's address opens. Firestore's
 * web SDK sends the targets it was asked for while its channel waits for an answer in the next request,
 * one request at a time; started one by one as the frame, the layout and the screen mount, an event
 * screen's targets queued behind each other for more than a second (docs/benchmarks.md, "The wall's
 * screen again"). Asked for here in one go, they leave in one request, and each component's own
 * listener finds its target there (the SDK shares one target per query). Nobody signed in: nothing is
 * asked; a refusal is the screen's to say, not this one's.
 */
export function warmEventScreens(location: Pick<Location, 'pathname' | 'search'>): void {
  const eventId = new URLSearchParams(location.search).get('e');
  const wall = location.pathname.endsWith('/main/event/wall');
  const key = `${eventId ?? ''}/${wall}`;
  if (!eventId || warm.has(key)) return;
  warm.add(key);
  let stops: (() => void)[] | null = null;
  const stopAuth = watchAuthState((user) => {
    if (!user || stops) return;
    stops = [];
    void loadFirestore()
      .then((firestore) => {
        for (const target of eventTargets(firestore, eventId, user.uid, wall)) {
          const ignore = () => undefined;
          stops?.push(
            target.type === 'document' ? onSnapshot(target, ignore, ignore) : onSnapshot(target, ignore, ignore),
          );
        }
      })
      .catch(() => undefined);
  });
  setTimeout(() => {
    stopAuth();
    stops?.forEach((stop) => stop());
    warm.delete(key);
  }, KEEP_MS);
}
