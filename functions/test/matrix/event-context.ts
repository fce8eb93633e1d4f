/** What the rows of an event's content (locations, details, tags, surveys, agendas) run against. */
import { EVENT_SUBCOLLECTIONS } from '../../src/contract';
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

/** A fresh document of the event's subcollection, so that every persona meets one to delete. */
export async function freshChild(eventId: string, sub: keyof typeof EVENT_SUBCOLLECTIONS): Promise<string> {
  const ref = eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS[sub]).doc();
  await ref.set({ name: 'To delete', text: 'To delete', title: 'To delete', order_number: 9, event_details_file: [], lat: 0, long: 0, color: '#000000', url: 'https://x.example' });
  return ref.id;
}
