/**
 * Event answers. docs/product.md §3 Event: "organizers (users), participants (users)" in every one, as the
 * people lists of §7 Participants answer a person (`{ id, name, email }`, the address only for the
 * event's editors and the person themself).
 *
 * - `organizers`: every organizer (at most EVENT_MAX_ORGANIZERS), whose ids the event stores.
 * - `participants`: the caller, when they take part; nobody else. An event can have thousands of
 *   participants (one document each, contract/schemas/participants.ts), an event list answers up to
 *   EVENT_LIST_MAX events, and who attends is need-to-know: the whole list, for those who may see it,
 *   is GET /participants/event/participants?e, and `participant_count` says how many there are.
 *
 * One read of the users and one of the caller's participant documents serve a whole list.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EVENT_LIST_MAX,
  EVENT_SUBCOLLECTIONS,
  type EventAnswer,
  type ParticipantPerson,
  type TenantSummary,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { existingUsers, MEMBER_FIELDS, personOf } from '../users/service';
import { canEdit, canSee, toEventAnswer, type StoredEvent } from './access';

interface EventPeople {
  organizers: ParticipantPerson[];
  participants: ParticipantPerson[];
}

const NOBODY: EventPeople = { organizers: [], participants: [] };

const byName = (a: ParticipantPerson, b: ParticipantPerson) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** The people each event answers, by event id. */
async function eventPeople(
  caller: Caller,
  entries: readonly { id: string; event: StoredEvent }[],
): Promise<Map<string, EventPeople>> {
  if (entries.length === 0) return new Map();
  const participation = entries.map(({ id }) =>
    db.collection(COLLECTIONS.events).doc(id).collection(EVENT_SUBCOLLECTIONS.participants).doc(caller.uid),
  );
  const [users, taking] = await Promise.all([
    existingUsers([caller.uid, ...entries.flatMap(({ event }) => event.organizers)], MEMBER_FIELDS),
    db.getAll(...participation, { fieldMask: ['uid'] }),
  ]);
  const user = new Map(users.map((snapshot) => [snapshot.id, snapshot]));
  const me = user.get(caller.uid);
  return new Map(
    entries.map(({ id, event }, index) => {
      const edits = canEdit(caller, event);
      const organizers = event.organizers
        .flatMap((uid) => user.get(uid) ?? [])
        .map((snapshot) => personOf(snapshot, caller, edits))
        .sort(byName);
      const participants = me && taking[index]?.exists ? [personOf(me, caller, edits)] : [];
      return [id, { organizers, participants }];
    }),
  );
}

/** The answer of one event the caller may see. */
export async function eventAnswerFor(
  caller: Caller,
  id: string,
  event: StoredEvent,
  tenants: Map<string, TenantSummary>,
): Promise<EventAnswer> {
  const people = (await eventPeople(caller, [{ id, event }])).get(id) ?? NOBODY;
  return toEventAnswer(id, event, tenants, people);
}

/** The events the caller may see among `snapshots`, as answers sorted by start, at most `limit`. */
export async function visibleEventAnswers(
  caller: Caller,
  snapshots: readonly QueryDocumentSnapshot<StoredEvent>[],
  tenants: Map<string, TenantSummary>,
  limit: number = EVENT_LIST_MAX,
): Promise<EventAnswer[]> {
  const visible = snapshots
    .map((snapshot) => ({ id: snapshot.id, event: snapshot.data() }))
    .filter(({ event }) => canSee(caller, event))
    .sort(
      (a, b) =>
        a.event.start_date.toMillis() - b.event.start_date.toMillis() || a.event.name.localeCompare(b.event.name),
    )
    .slice(0, limit);
  const people = await eventPeople(caller, visible);
  return visible.map(({ id, event }) => toEventAnswer(id, event, tenants, people.get(id) ?? NOBODY));
}
