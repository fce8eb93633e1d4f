/**
 * `npm run bench -- --joins`, through the Hosting emulator as the app calls the API:
 * - sixty people join one session of ten places at the same moment: the latency of the joins (p50, p95,
 *   max) and how many were seated, told "full" or got anything else (every join answers
 *   within seconds with a seat or "full", also on a loaded machine);
 * - 1,000 people join one session of 1,000 places, 50 requests in flight: the latency,
 *   the outcomes, and the documents one join reads, counted around the same service called in this process
 *   on that agenda once it is full (a freed place taken, then a join told "full"). Joins are transactions
 *   queued per agenda within an instance, so the latency is mostly the wait behind the joins in flight.
 * Run it with CPU-bound processes beside it to see the loaded case.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  AGENDA_ROSTER,
  agendaRosterSchema,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  newUserDoc,
  rolesToClaims,
  userEmailKey,
  userKey,
} from '@agenda/contract';
import { adminClients } from './lib/admin';
import { quantile } from './lib/bench-stats';
import { countReads } from './lib/read-meter';
import { say } from './lib/say';
import { emulatorPorts } from './lib/toolchain';

const TID = 'bench-joins';
/** Requests the bench keeps in flight while it creates the joiners (users, Auth accounts, tokens). */
const SETUP_IN_FLIGHT = 20;

type Auth = ReturnType<typeof adminClients>['auth'];

async function idToken(auth: Auth, uid: string): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${emulatorPorts().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: await auth.createCustomToken(uid), returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`The Auth emulator refused the benchmark's custom token: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** `work` for every item, at most `inFlight` at a time, answers in the items' order. */
export async function withInFlight<T, R>(
  items: readonly T[],
  inFlight: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      answers[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, lane));
  return answers;
}

/** A session of `places` places in a demo event that is not a draft, starting tomorrow within the event. */
export async function benchAgenda(
  db: Firestore,
  places: number,
  joiners: number,
): Promise<{ eventId: string; agendaId: string }> {
  const now = Timestamp.now();
  const events = await db
    .collection(COLLECTIONS.events)
    .where('end_date', '>', Timestamp.fromMillis(now.toMillis() + 2 * 86_400_000))
    .get();
  const event = events.docs.find((doc) => doc.get('privacy') !== true);
  if (!event) throw new Error('No demo event runs past tomorrow; start the bench on fresh demo data');
  const agendas = await event.ref.collection(EVENT_SUBCOLLECTIONS.agendas).where('start_time', '>', now).limit(1).get();
  const model = agendas.docs[0];
  if (!model) throw new Error(`Demo event ${event.id} has no future session to copy`);
  const ref = event.ref.collection(EVENT_SUBCOLLECTIONS.agendas).doc();
  await ref.set({
    ...model.data(),
    agenda_id: ref.id,
    name: `Bench: ${joiners} joins for ${places} places`,
    participant_count: 0,
    mparticipant_count: 0,
    waitlist_count: 0,
    mandatory: false,
    locked: false,
    no_of_places: places,
  });
  return { eventId: event.id, agendaId: ref.id };
}

export interface Joiner {
  uid: string;
  token: string;
}

/** `count` users who take part in the event, each with an ID token. */
export async function joinersOf(eventId: string, count: number): Promise<Joiner[]> {
  const { db, auth } = adminClients();
  const stamp = Date.now();
  return withInFlight(
    Array.from({ length: count }, (_, index) => index),
    SETUP_IN_FLIGHT,
    async (index) => {
      const oid = `joiner-${index}-${stamp}`;
      const uid = userKey(TID, oid);
      const authorities = [{ authority_id: 'USER' as const, tenant_id: null }];
      const doc = newUserDoc({
        tid: TID,
        oid,
        email: `${oid}@bench.example`,
        first_name: 'Bench',
        last_name: `Joiner ${index}`,
        tenant_id: 'de',
        user_authorities: authorities,
      });
      // Verified just now, as GET /firebasetoken records it (the API refuses a session without it).
      await db
        .collection(COLLECTIONS.users)
        .doc(uid)
        .set({ ...doc, verified_at: Timestamp.now() });
      await db.collection(COLLECTIONS.userEmails).doc(userEmailKey(doc.email)).set({ uid });
      await db
        .collection(COLLECTIONS.events)
        .doc(eventId)
        .collection(EVENT_SUBCOLLECTIONS.participants)
        .doc(uid)
        .set({ uid, event_id: eventId, added_at: Date.now() });
      await auth.createUser({ uid, email: doc.email });
      await auth.setCustomUserClaims(uid, rolesToClaims({ user_authorities: authorities }));
      return { uid, token: await idToken(auth, uid) };
    },
  );
}

const membership = (apiUrl: string, action: 'join' | 'leave', agendaId: string, eventId: string, token: string) =>
  fetch(`${apiUrl}/participants/agenda/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ agendaId, eventId }),
  });

/** `joiners` people join a session of `places` places, `inFlight` requests at a time; prints the figures. */
async function joinRun(
  apiUrl: string,
  joiners: number,
  places: number,
  inFlight: number,
): Promise<{ eventId: string; agendaId: string; people: Joiner[] }> {
  const { db } = adminClients();
  const { eventId, agendaId } = await benchAgenda(db, places, joiners);
  const people = await joinersOf(eventId, joiners);

  say(
    `\nJoins: ${joiners} people join one session of ${places} places, ${inFlight === joiners ? 'all at the same moment' : `${inFlight} requests in flight`}`,
  );
  const started = performance.now();
  const answers = await withInFlight(people, inFlight, async ({ token }) => {
    const sent = performance.now();
    const response = await membership(apiUrl, 'join', agendaId, eventId, token);
    await response.text();
    return { status: response.status, ms: performance.now() - sent };
  });
  const wall = performance.now() - started;
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;
  const other = answers
    .filter((answer) => answer.status !== 200 && answer.status !== 409)
    .map((answer) => answer.status);
  const agendaRef = db
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(EVENT_SUBCOLLECTIONS.agendas)
    .doc(agendaId);
  const [agenda, roster] = await Promise.all([
    agendaRef.get(),
    agendaRef.collection(AGENDA_ROSTER.collection).doc(AGENDA_ROSTER.doc).get(),
  ]);
  const seated = agendaRosterSchema.parse(roster.data() ?? {}).participants.length;
  // What a programme listening to the session is sent again on each join: the whole agenda document. Before
  // the roster moved out of it, the document also held the roster's ids.
  const bytes = (data: unknown) => Buffer.byteLength(JSON.stringify(data ?? {}));
  const sent = bytes(agenda.data());
  say(
    `  latency p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms, max ${times[times.length - 1]!.toFixed(0)} ms; all answered in ${wall.toFixed(0)} ms (${((joiners / wall) * 1000).toFixed(0)} joins/s)`,
  );
  say(
    `  ${count(200)} seated (200), ${count(409)} told "full" (409), ${other.length} other${other.length ? ` (${[...new Set(other)].join(', ')})` : ''}; ${seated} participants stored`,
  );
  say(
    `  bytes per join to each open programme: ${sent} (the agenda document; with its roster inside, as before the split: ${sent + bytes(roster.data())})`,
  );
  return { eventId, agendaId, people };
}

/** The documents one join reads on the full agenda: a place freed and taken again, then a newcomer told "full". */
async function readsPerJoin(apiUrl: string, eventId: string, agendaId: string, people: Joiner[]): Promise<void> {
  const [leaver] = people;
  const [newcomer] = await joinersOf(eventId, 1);
  if (!leaver || !newcomer) return;
  await (await membership(apiUrl, 'leave', agendaId, eventId, leaver.token)).text();
  // The join service itself, its reads counted in this process (the API runs it in the Functions emulator, out of
  // reach). Loaded only now: its Admin SDK app must be the one adminClients() pointed at the emulators.
  const { joinAgenda } = await import('../../functions/src/participants/join');
  const caller = (uid: string) => ({
    uid,
    principal: { user_authorities: [{ authority_id: 'USER' as const, tenant_id: null }] },
    name: 'Bench Person',
    endpoint: 'POST /agendas/join',
  });
  const seat = await countReads(() => joinAgenda(caller(leaver.uid), agendaId, eventId));
  const full = await countReads(async () => {
    try {
      return `seated (count ${(await joinAgenda(caller(newcomer.uid), agendaId, eventId)).count})`;
    } catch (error) {
      return `"${(error as Error).message}"`;
    }
  });
  say(
    `  reads per join (this service in-process on that agenda): ${seat.reads} taking the freed place (count ${seat.result.count}), ${full.reads} for a newcomer told ${full.result}`,
  );
}

export async function benchJoins(apiUrl: string): Promise<void> {
  await joinRun(apiUrl, 60, 10, 60);
  const big = await joinRun(apiUrl, 1000, 1000, 50);
  await readsPerJoin(apiUrl, big.eventId, big.agendaId, big.people);
}
