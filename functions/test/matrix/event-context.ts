/** What the rows of an event's content (locations, details, tags, surveys, agendas) run against. */
import type { DocumentReference } from 'firebase-admin/firestore';
import {
  EVENT_SUBCOLLECTIONS,
  eventContentConverters,
  type EventContentDocs,
  type EventContentKind,
} from '@agenda/contract';
import { CHILD_IDS, createEventPeople, createTestEvent, eventDoc, type EventPeople } from '../event-fixtures';

export { CHILD_IDS };

export interface EventContentContext {
  people: EventPeople;
  /** A public event of A (`de`) and a Draft one, both organized by `people.organizer`. */
  publicEvent: { id: string; agendaId: string };
  draftEvent: { id: string; agendaId: string };
}

export async function createEventContentContext(): Promise<EventContentContext> {
  const people = await createEventPeople();
  const [publicEvent, draftEvent] = await Promise.all([
    createTestEvent(people.organizer.uid),
    createTestEvent(people.organizer.uid, { privacy: true }),
  ]);
  return { people, publicEvent, draftEvent };
}

/** A valid document of each kind of content, written to be deleted. */
const TO_DELETE: EventContentDocs = {
  locations: { name: 'To delete', lat: 0, long: 0 },
  details: { title: 'To delete', description: '', order_number: 9, event_details_file: [] },
  tags: { text: 'To delete', color: '#000000' },
  surveys: { name: 'To delete', url: 'https://x.example' },
};

const isContent = (sub: string): sub is EventContentKind => sub in TO_DELETE;

/** A fresh document of the event's subcollection, so that every persona meets one to delete. */
export async function freshChild(eventId: string, sub: keyof typeof EVENT_SUBCOLLECTIONS): Promise<string> {
  const ref = eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS[sub]).doc();
  // Content is written through its converter (so it matches what the API reads); other kinds get a placeholder.
  if (isContent(sub)) await writeContent(ref, sub);
  else await ref.set({ name: 'To delete' });
  return ref.id;
}

function writeContent<K extends EventContentKind>(ref: DocumentReference, kind: K): Promise<unknown> {
  return ref.withConverter(eventContentConverters[kind]).set(TO_DELETE[kind]);
}
