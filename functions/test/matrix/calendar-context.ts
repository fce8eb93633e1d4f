/**
 * What the calendar rows and tests run against: the event people, a public and a Draft event of A
 * whose agenda has a participant with an address (also a participant of the event), and a personal
 * feed token of that participant.
 */
import { api, EVENT_SUBCOLLECTIONS, type AgendaRoster, type EventParticipantDoc } from '@agenda/contract';
import { changeRoster, createTestEvent, eventDoc, readAgenda } from '../event-fixtures';
import { call, createUser, randomTag, type TestUser } from '../helpers';
import { createEventContentContext, type EventContentContext } from './event-context';

export interface CalendarContext extends EventContentContext {
  participant: TestUser & { email: string };
  /** The participant's personal feed token (POST /calendar/feed). */
  feedToken: string;
}

/** Puts `uid` into the event's participants and the agenda's participants, as the participant pickers do. */
export async function addParticipant(
  eventId: string,
  agendaId: string,
  uid: string,
  lists: ('participants' | 'mparticipants')[] = ['participants'],
): Promise<void> {
  const participant: EventParticipantDoc = { uid, event_id: eventId, added_at: Date.now() };
  await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.participants).doc(uid).set(participant);
  if (lists.length > 0) {
    const stored = await readAgenda(eventId, agendaId);
    const update: Partial<AgendaRoster> = {};
    for (const list of lists) update[list] = [...new Set([...stored[list], uid])];
    await changeRoster(eventId, agendaId, update);
  }
  const event = await eventDoc(eventId).get();
  await eventDoc(eventId).update({
    participant_count: (await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.participants).count().get()).data()
      .count,
    people_version: ((event.get('people_version') as number | undefined) ?? 0) + 1,
  });
}

export async function createFeedToken(token: string): Promise<string> {
  const { status, body } = await call(api.calendar.createFeed.path, { method: 'POST', json: {}, token });
  const result = body.result as { token?: string } | undefined;
  if (status !== 200 || !result?.token)
    throw new Error(`POST /calendar/feed answered ${status}: ${JSON.stringify(body)}`);
  return result.token;
}

export async function createCalendarContext(): Promise<CalendarContext> {
  const base = await createEventContentContext();
  const email = `participant-${randomTag()}@test.example`;
  const participant = {
    ...(await createUser([{ authority_id: 'USER', tenant_id: null }], 'de', {
      first_name: 'Pat',
      last_name: 'Participant',
      email,
    })),
    email,
  };
  await Promise.all([
    addParticipant(base.publicEvent.id, base.publicEvent.agendaId, participant.uid),
    addParticipant(base.draftEvent.id, base.draftEvent.agendaId, participant.uid),
  ]);
  return { ...base, participant, feedToken: await createFeedToken(participant.token) };
}

export { createTestEvent };
