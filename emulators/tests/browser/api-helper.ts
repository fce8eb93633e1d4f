/**
 * The API as the browser tests call it to arrange and check data: as a demo person, with one ID
 * token per person for the whole file (valid for an hour), so the identity provider is asked once.
 */
import { getStorage } from 'firebase-admin/storage';
import { FieldValue } from 'firebase-admin/firestore';
import {
  AGENDA_ROSTER,
  agendaRosterCounts,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  type Agenda,
  type AgendaSave,
} from '@agenda/contract';
import { DEMO_BUCKET, downloadAddress } from '../../demo/images';
import { adminClients } from '../../scripts/lib/admin';
import { jsonAnswer } from '../../scripts/lib/answer';
import { emulatorPorts } from '../../scripts/lib/toolchain';
import { firebaseIdTokenFor } from './sign-in-helper';

const ports = emulatorPorts();
const API_URL = `http://127.0.0.1:${ports.hosting}/backendv2`;

const tokens = new Map<string, Promise<string>>();
function tokenFor(email: string): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = firebaseIdTokenFor(email);
    tokens.set(email, token);
    token.catch(() => tokens.delete(email));
  }
  return token;
}

/** Calls the API as `email` and answers the body; any error status throws with the API's message. */
export async function apiAs<T>(
  email: string,
  method: 'GET' | 'POST' | 'DELETE',
  route: string,
  body?: unknown,
): Promise<T> {
  const token = await tokenFor(email);
  const response = await fetch(`${API_URL}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await jsonAnswer<T & { error?: string }>(response);
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${answer.error ?? ''}`);
  return answer;
}

/** What a browser test's event differs in: POST /events/new's other fields make it a published event of de on Berlin's clock. */
interface TestEvent {
  eventName: string;
  description: string;
  startDate: string;
  endDate: string;
  /** 'Alexanderplatz 1, Berlin' unless given. */
  address?: string;
}

/** Creates the event through POST /events/new as `email` (an admin of de) and answers its id. */
export async function createEvent(email: string, event: TestEvent): Promise<string> {
  const created = await apiAs<{ result: { id: string } }>(email, 'POST', '/events/new', {
    address: 'Alexanderplatz 1, Berlin',
    tenantId: 'de',
    timezone: 'Europe/Berlin',
    noWall: false,
    hide_gamification: false,
    privacy: false,
    ...event,
  });
  return created.result.id;
}

/** Deletes a test's event as `email`, if it was created; a failure is left alone (the tests ran, this only tidies). */
export async function deleteEvent(email: string, eventId: string): Promise<void> {
  if (eventId) await apiAs(email, 'DELETE', `/events?id=${encodeURIComponent(eventId)}`).catch(() => undefined);
}

/** What a browser test's agenda differs in: its event, name, description and times, and any other field of the save. */
type TestAgenda = Pick<AgendaSave, 'eventId' | 'name' | 'description' | 'startTime' | 'endTime'> & Partial<AgendaSave>;

/**
 * Saves an agenda through POST /agendas/new as `email` (with `id` and `version`: an edit) and answers
 * it; what `agenda` leaves out is empty: no location, tags or Teams link, unlimited places, neither
 * mandatory nor locked.
 */
export async function saveAgendaAs(email: string, agenda: TestAgenda): Promise<Agenda> {
  const saved = await apiAs<{ result: Agenda }>(email, 'POST', '/agendas/new', {
    locationId: null,
    tags: [],
    numberOfPlaces: 0,
    mandatory: false,
    locked: false,
    meeting: null,
    ...agenda,
  });
  return saved.result;
}

/**
 * Puts a png into the app's bucket in the Storage emulator at `reference`, past the storage rules (as
 * the Admin SDK does), and answers its download address: with `token` when given (readable by anyone
 * holding the address), else without (readable as the storage rules allow).
 */
export async function storeImage(reference: string, data: Buffer, token?: string): Promise<string> {
  // The emulator needs no credentials: keep google-auth-library from probing a cloud metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  await getStorage(adminClients().app)
    .bucket(DEMO_BUCKET)
    .file(reference)
    .save(data, {
      contentType: 'image/png',
      resumable: false,
      metadata: token ? { metadata: { firebaseStorageDownloadTokens: token } } : undefined,
    });
  return downloadAddress(reference, token);
}

/** The id of the demo data's Berlin Tech Summit, the event the keyboard tests walk through. */
export async function berlinDemoEventId(): Promise<string> {
  const { db } = adminClients();
  const events = await db.collection(COLLECTIONS.events).where('name', '==', 'Berlin Tech Summit').limit(1).get();
  const id = events.docs[0]?.id;
  if (!id) throw new Error('The demo data has no Berlin Tech Summit');
  return id;
}

/**
 * Seats people in a session as an organizer's picker would, arranged in Firestore: the session's roster
 * and its counts on the session, in one batch (the roster trigger then keeps each person's schedule).
 */
export async function seatInAgenda(eventId: string, agendaId: string, uids: string[]): Promise<void> {
  const { db } = adminClients();
  const agenda = db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId);
  const roster = { participants: uids, mparticipants: [], waitlist: [] };
  const batch = db.batch();
  batch.set(agenda.collection(AGENDA_ROSTER.collection).doc(AGENDA_ROSTER.doc), roster);
  batch.update(agenda, { ...agendaRosterCounts(roster), roster_version: FieldValue.increment(1) });
  await batch.commit();
}
