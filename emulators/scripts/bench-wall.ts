/**
 * `npm run bench -- --wall` (docs/benchmarks.md, "The wall"): an event's wall of 10,000 posts, with
 * 1,000 participants who each have an ID token (bench-joins.ts joinersOf):
 * - the wall's first page as an attendee's screen reads it: the Firestore web SDK in this process,
 *   signed in as a participant, under firestore.rules (where hidden == false, pinned then newest first,
 *   WALL_PAGE_SIZE posts), from the server each time; and the screen itself, /v2/main/event/wall in
 *   Chromium, signed in as root (an editor's wall: one listener, hidden posts marked), from navigation to
 *   its first posts drawn (goal ≤ 1 s), each load in a new tab of one signed-in profile;
 * - a like seen by another attendee's listener: the time from the API's answer to the listener's
 *   count (the post's counter shards, as the screen listens) showing it (goal ≤ 100 ms);
 * - 1,000 people like one post at once (LIKES_IN_FLIGHT requests in flight): exactly 1,000 likes on its
 *   shards and as documents, and every liker's points exactly what the event's settings give.
 * Kept within a few minutes on 2 cores: the posts are written in batches, the people once.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  getDocsFromServer,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  terminate,
  where,
  type Firestore,
} from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { DateTime } from 'luxon';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  LEDGER_SUBCOLLECTION,
  POINTS_SUBCOLLECTION,
  WALL_PAGE_SIZE,
  WALL_SUBCOLLECTIONS,
  wallCounts,
  type WallPostDoc,
} from '@agenda/contract';
import { joinersOf, withInFlight, type Joiner } from './bench-joins';
import { launchBrowser, newContext } from './lib/chromium';
import { ROOT_EMAIL, signInAs } from '../tests/browser/sign-in-helper';
import { adminClients } from './lib/admin';
import { seedBenchEvent } from './lib/bench-event';
import { line } from './lib/bench-stats';
import { DEMO_PROJECT_ID } from './lib/paths';
import { say } from './lib/say';
import { emulatorPorts } from './lib/toolchain';

const POSTS = 10_000;
const PEOPLE = 1_000;
const BATCH = 500;
const PAGE_READS = 10;
const SCREEN_LOADS = 5;
const LISTENED_LIKES = 10;
/** The like requests in flight at once in the 1,000-likes run (the emulator's one API instance takes them). */
const LIKES_IN_FLIGHT = 100;
/** The event's gamification settings (gamificationv2/{event}). */
const SETTINGS = { like_points: 1, comment_points: 3, wall_post_points: 5 } as const;

/** The app's Firestore client, signed in as `uid` (the custom token GET /firebasetoken would mint). */
async function webClient(uid: string): Promise<{ firestore: Firestore; close: () => Promise<void> }> {
  const ports = emulatorPorts();
  const app = initializeApp({ projectId: DEMO_PROJECT_ID, apiKey: 'demo-api-key' }, `bench-wall-${uid}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${ports.auth}`, { disableWarnings: true });
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, '127.0.0.1', ports.firestore);
  await signInWithCustomToken(auth, await adminClients().auth.createCustomToken(uid));
  return {
    firestore,
    close: async () => {
      await terminate(firestore);
      await deleteApp(app);
    },
  };
}

/** The wall's first page as the screen queries it. */
const firstPage = (firestore: Firestore, eventId: string) =>
  query(
    collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.wall),
    where('hidden', '==', false),
    orderBy('pinned', 'desc'),
    orderBy('created_at', 'desc'),
    limit(WALL_PAGE_SIZE),
  );

/** The bench's event, its settings and its 10,000 posts by its people (written past the API, in batches). */
async function seedWall(people: readonly Joiner[], eventId: string): Promise<void> {
  const { db } = adminClients();
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  await db
    .collection(COLLECTIONS.gamification)
    .doc(eventId)
    .set({ event_id: eventId, ...SETTINGS });
  const start = Date.now() - POSTS * 60_000;
  for (let from = 0; from < POSTS; from += BATCH) {
    const batch = db.batch();
    for (let index = from; index < Math.min(from + BATCH, POSTS); index += 1) {
      const author = people[index % people.length]!;
      const post: WallPostDoc = {
        event_id: eventId,
        author: { uid: author.uid, name: `Bench Joiner ${index % people.length}`, avatar_url: null },
        text: `Post ${index} on the benchmark's wall`,
        photo: null,
        pinned: index === 0,
        // One post in fifty hidden: the page's query must pass them over.
        hidden: index % 50 === 7,
        report_count: 0,
        created_at: Timestamp.fromMillis(start + index * 60_000),
        edited_at: null,
      };
      batch.set(eventRef.collection(EVENT_SUBCOLLECTIONS.wall).doc(`bench-post-${index}`), post);
    }
    await batch.commit();
  }
}

/** Turns the Functions emulator's background triggers off or on again (the emulator hub's switch). */
async function backgroundTriggers(turn: 'disable' | 'enable'): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${emulatorPorts().hub}/functions/${turn}BackgroundTriggers`, {
    method: 'PUT',
  });
  if (!response.ok) throw new Error(`The emulator hub answered ${response.status} to ${turn} the triggers`);
}

const like = (apiUrl: string, token: string, eventId: string, id: string) =>
  fetch(`${apiUrl}/wall/posts/like`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ eventId, id, liked: true }),
  });

/** Loads of the wall's screen in new tabs of one signed-in profile: milliseconds from navigation to a post drawn. */
async function screenLoads(appUrl: string, eventId: string): Promise<number[]> {
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser);
    const signingIn = await context.newPage();
    await signInAs(signingIn, ROOT_EMAIL);
    await signingIn.close();
    const times: number[] = [];
    const requests: number[] = [];
    for (let load = 0; load < SCREEN_LOADS; load += 1) {
      const page = await context.newPage();
      // Firestore's channel requests (each waits for the previous answer): fewer is sooner.
      let channel = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/Listen/channel')) channel += 1;
      });
      await page.goto(`${appUrl}/main/event/wall?e=${encodeURIComponent(eventId)}&t=bw`);
      await page.getByRole('article').first().waitFor({ timeout: 60_000 });
      times.push(await page.evaluate(() => performance.now()));
      requests.push(channel);
      await page.close();
    }
    await context.close();
    say(`  Firestore channel requests until the first post was drawn, per load: ${requests.join(', ')}`);
    return times;
  } finally {
    await browser.close();
  }
}

export async function benchWall(apiUrl: string, appUrl: string): Promise<void> {
  const { db } = adminClients();
  const eventId = `bench-wall-${Date.now()}`;
  const zone = 'Europe/Berlin';
  await seedBenchEvent(db, {
    tenantId: 'bw',
    eventId,
    name: 'Wall benchmark',
    description: 'An event whose wall holds 10,000 posts',
    day1: DateTime.now().setZone(zone).startOf('day'),
    days: 2,
    zone,
  });
  let started = performance.now();
  const people = await joinersOf(eventId, PEOPLE);
  say(
    `\nThe wall (${PEOPLE.toLocaleString('en')} participants made in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  started = performance.now();
  // An existing wall: its posts were counted long ago. With the triggers on, the 10,000 writes would queue
  // 10,000 recounts that keep both cores busy through every figure below.
  await backgroundTriggers('disable');
  try {
    await seedWall(people, eventId);
  } finally {
    await backgroundTriggers('enable');
  }
  say(`  ${POSTS.toLocaleString('en')} posts written in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  // The first page, as a participant's web SDK reads it under the rules.
  const reader = await webClient(people[0]!.uid);
  const listener = await webClient(people[1]!.uid);
  try {
    const pages: number[] = [];
    for (let read = 0; read < PAGE_READS; read += 1) {
      const begun = performance.now();
      const page = await getDocsFromServer(firstPage(reader.firestore, eventId));
      pages.push(performance.now() - begun);
      if (page.size !== WALL_PAGE_SIZE) throw new Error(`The first page held ${page.size} posts`);
      if (page.docs.some((doc) => doc.get('hidden') !== false)) throw new Error('The first page held a hidden post');
    }
    say(line(`first page (${WALL_PAGE_SIZE}) of ${POSTS.toLocaleString('en')} posts, web SDK under the rules`, pages));
    say(
      line(
        `the wall's screen in Chromium: navigation to its first posts drawn`,
        await screenLoads(appUrl, eventId),
        '≤ 1,000 ms',
      ),
    );

    // A like through the API, seen by another participant's listener on the post's counter.
    const postId = 'bench-post-9999';
    const seenAt = new Map<number, number>();
    const stop = onSnapshot(
      collection(
        listener.firestore,
        COLLECTIONS.events,
        eventId,
        EVENT_SUBCOLLECTIONS.wall,
        postId,
        WALL_SUBCOLLECTIONS.counters,
      ),
      (snapshot) => {
        const likes = wallCounts(snapshot.docs.map((doc) => ({ likes: Number(doc.get('likes') ?? 0) }))).likes;
        if (!seenAt.has(likes)) seenAt.set(likes, performance.now());
      },
    );
    const delays: number[] = [];
    const whole: number[] = [];
    for (let index = 0; index < LISTENED_LIKES; index += 1) {
      const liker = people[2 + index]!;
      const sent = performance.now();
      const response = await like(apiUrl, liker.token, eventId, postId);
      const answered = performance.now();
      if (!response.ok) throw new Error(`A like answered ${response.status}`);
      const deadline = answered + 10_000;
      while (!seenAt.has(index + 1) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      const seen = seenAt.get(index + 1);
      if (seen === undefined) throw new Error(`The listener never saw like ${index + 1}`);
      // Seen before the answer arrived (the listener's stream beat the HTTP answer): no wait at all.
      delays.push(Math.max(0, seen - answered));
      whole.push(seen - sent);
    }
    stop();
    say(line('like → another participant’s listener, after the API’s answer', delays, '≤ 100 ms'));
    say(line('like → that listener, from the request', whole));
  } finally {
    await reader.close();
    await listener.close();
  }

  // 1,000 people like one post at once.
  const hot = 'bench-post-5000';
  started = performance.now();
  const answers = await withInFlight(people, LIKES_IN_FLIGHT, async (person) => {
    const begun = performance.now();
    const response = await like(apiUrl, person.token, eventId, hot);
    return { status: response.status, ms: performance.now() - begun };
  });
  const took = performance.now() - started;
  const failed = answers.filter((answer) => answer.status !== 200).length;
  const postRef = db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.wall).doc(hot);
  const shards = await postRef.collection(WALL_SUBCOLLECTIONS.counters).get();
  const counted = wallCounts(shards.docs.map((doc) => ({ likes: Number(doc.get('likes') ?? 0) }))).likes;
  const likeDocs = (await postRef.collection(WALL_SUBCOLLECTIONS.likes).count().get()).data().count;
  // Each liker's points: one like on this post, and one more for those who liked the listened post.
  const gamification = db.collection(COLLECTIONS.gamification).doc(eventId);
  const totals = await db.getAll(
    ...people.map((person) => gamification.collection(POINTS_SUBCOLLECTION).doc(person.uid)),
  );
  const wrong = totals.filter((total, index) => {
    const likes = index >= 2 && index < 2 + LISTENED_LIKES ? 2 : 1;
    return Number(total.get('points') ?? 0) !== likes * SETTINGS.like_points;
  }).length;
  const entries = (await gamification.collection(LEDGER_SUBCOLLECTION).where('post_id', '==', hot).count().get()).data()
    .count;
  say(
    `  ${PEOPLE.toLocaleString('en')} likes of one post, ${LIKES_IN_FLIGHT} in flight: ${(took / 1000).toFixed(1)} s, ` +
      `${failed} refused; ${counted} counted on its shards, ${likeDocs} like documents, ${entries} ledger entries; ` +
      `${PEOPLE - wrong} of ${PEOPLE} likers' points exact`,
  );
  say(
    line(
      '  one like’s answer in that run',
      answers.map((answer) => answer.ms),
    ),
  );
}
