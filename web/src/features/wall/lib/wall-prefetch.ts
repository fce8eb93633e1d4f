import { WALL_PAGE_SIZE } from '@agenda/contract';
import { onSnapshot } from 'firebase/firestore';
import { loadFirestore, watchAuthState } from '@/lib/firebase';
import { shownWallPosts } from './wall-queries';

/** How long the first page stays asked for while the screen that wants it loads. */
const KEEP_MS = 15_000;
const asked = new Set<string>();

/**
 * Asks for the wall's first page as soon as the wall's address opens (or a link to it is pointed at),
 * beside the event's document rather than after it: the screen's own listener, which starts once the
 * event and the viewer's role are read, then finds the posts there (the SDK shares one target per
 * query). Nobody signed in: nothing is asked. A refusal (somebody who does not read this wall) is the
 * screen's to say, not this one's.
 */
export function prefetchWallFirstPage(search: string): void {
  const eventId = new URLSearchParams(search).get('e');
  if (!eventId || asked.has(eventId)) return;
  asked.add(eventId);
  let stopAuth: (() => void) | null = null;
  let stopPage: (() => void) | null = null;
  stopAuth = watchAuthState((user) => {
    if (!user || stopPage) return;
    stopPage = () => undefined;
    void loadFirestore()
      .then((firestore) => {
        stopPage = onSnapshot(
          shownWallPosts(firestore, eventId, WALL_PAGE_SIZE),
          () => undefined,
          () => undefined,
        );
      })
      .catch(() => undefined);
  });
  setTimeout(() => {
    stopAuth?.();
    stopPage?.();
    asked.delete(eventId);
  }, KEEP_MS);
}
