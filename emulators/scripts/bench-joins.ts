/**
 * `npm run bench -- --joins`: sixty people join one session of ten places at the same moment, through the
 * Hosting emulator as the app calls the API. Prints the latency of the joins (p50, p95, max) and how many
 * were seated, told "full" or got anything else (issue 27, item 7: every join answers within seconds with a
 * seat or "full", also on a loaded machine). Run it with CPU-bound processes beside it to see the loaded case.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, newUserDoc, rolesToClaims, userEmailKey, userKey } from 'functions/contract';
import { adminClients } from './lib/admin';
import { quantile } from './lib/bench-stats';
import { say } from './lib/say';
import { emulatorPorts } from './lib/toolchain';

const JOINERS = 60;
const PLACES = 10;
const TID = 'bench-joins';

async function idToken(auth: ReturnType<typeof adminClients>['auth'], uid: string): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${emulatorPorts().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: await auth.createCustomToken(uid), returnSecureToken: true }) },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`The Auth emulator refused the benchmark's custom token: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** A session of PLACES places in a demo event that is not a draft, starting tomorrow within the event. */
async function benchAgenda(db: Firestore): Promise<{ eventId: string; agendaId: string }> {
  const now = Timestamp.now();
  const events = await db.collection(COLLECTIONS.events).where('end_date', '>', Timestamp.fromMillis(now.toMillis() + 2 * 86_400_000)).get();
  const event = events.docs.find((doc) => doc.get('privacy') !== true);
  if (!event) throw new Error('No demo event runs past tomorrow; start the bench on fresh demo data');
  const agendas = await event.ref.collection(EVENT_SUBCOLLECTIONS.agendas).where('start_time', '>', now).limit(1).get();
  const model = agendas.docs[0];
  if (!model) throw new Error(`Demo event ${event.id} has no future session to copy`);
  const ref = event.ref.collection(EVENT_SUBCOLLECTIONS.agendas).doc();
  await ref.set({
    ...model.data(),
    agenda_id: ref.id,
    name: `Bench: ${JOINERS} joins for ${PLACES} places`,
    participants: [],
    mandatory: false,
    locked: false,
    no_of_places: PLACES,
  });
  return { eventId: event.id, agendaId: ref.id };
}

export async function benchJoins(apiUrl: string): Promise<void> {
  const { db, auth } = adminClients();
  const { eventId, agendaId } = await benchAgenda(db);
  const people = await Promise.all(Array.from({ length: JOINERS }, async (_, index) => {
    const oid = `joiner-${index}-${Date.now()}`;
    const uid = userKey(TID, oid);
    const authorities = [{ authority_id: 'USER' as const, tenant_id: null }];
    const doc = newUserDoc({ tid: TID, oid, email: `${oid}@bench.example`, first_name: 'Bench', last_name: `Joiner ${index}`, tenant_id: 'de', user_authorities: authorities });
    // Verified just now, as GET /firebasetoken records it (the API refuses a session without it).
    await db.collection(COLLECTIONS.users).doc(uid).set({ ...doc, verified_at: Timestamp.now() });
    await db.collection(COLLECTIONS.userEmails).doc(userEmailKey(doc.email)).set({ uid });
    await db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.participants).doc(uid).set({ uid, event_id: eventId, added_at: Date.now() });
    await auth.createUser({ uid, email: doc.email });
    await auth.setCustomUserClaims(uid, rolesToClaims({ user_authorities: authorities }));
    return idToken(auth, uid);
  }));

  say(`\nJoins: ${JOINERS} people join one session of ${PLACES} places at the same moment`);
  const started = performance.now();
  const answers = await Promise.all(people.map(async (token) => {
    const sent = performance.now();
    const response = await fetch(`${apiUrl}/participants/agenda/join`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ agendaId, eventId }),
    });
    await response.text();
    return { status: response.status, ms: performance.now() - sent };
  }));
  const wall = performance.now() - started;
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;
  const other = answers.filter((answer) => answer.status !== 200 && answer.status !== 409).map((answer) => answer.status);
  const seated = ((await db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId).get()).get('participants') as string[]).length;
  say(`  latency p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms, max ${times[times.length - 1]!.toFixed(0)} ms; all answered in ${wall.toFixed(0)} ms`);
  say(`  ${count(200)} seated (200), ${count(409)} told "full" (409), ${other.length} other${other.length ? ` (${other.join(', ')})` : ''}; ${seated} participants stored`);
}
