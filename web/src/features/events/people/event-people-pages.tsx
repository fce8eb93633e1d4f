import { EVENT_MAX_ORGANIZERS, PARTICIPANT_MESSAGES, TOASTS } from '@agenda/contract';
import { useCallback } from 'react';
import { formatCount } from '@/components/user-picker';
import { getEventList, saveEventList, type EventListName } from './participants-api';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { PeopleEditor } from './people-editor';

/** docs/product.md §8: every people list but the speakers confirms with this toast. */
export const PARTICIPANTS_SAVED = TOASTS.participantsSaved;
export const EVENT_READ_ONLY = "Only the event's organizers and the admins of its country can change its people.";

const SCREENS: Record<EventListName, { heading: string; subtitle: (name: string) => string }> = {
  participants: {
    heading: 'Participants',
    subtitle: (name) => `Who takes part in ${name}; mandatory sessions are in each participant's schedule.`,
  },
  organizers: { heading: 'Organizers', subtitle: (name) => `Who may edit ${name}, its program and its people.` },
};

function EventPeoplePage({ list }: { list: EventListName }) {
  const { event, canEdit } = useCurrentEvent();
  const load = useCallback(() => getEventList(list, event.id), [list, event.id]);
  const save = useCallback(
    (ids: string[], version: number) => saveEventList(list, event.id, ids, version),
    [list, event.id],
  );
  const refusal = useCallback(
    (ids: string[]) =>
      list === 'organizers' && ids.length > EVENT_MAX_ORGANIZERS
        ? PARTICIPANT_MESSAGES.tooManyOrganizers(EVENT_MAX_ORGANIZERS)
        : null,
    [list],
  );
  const screen = SCREENS[list];
  return (
    <PeopleEditor
      key={`${event.id}/${list}`}
      heading={screen.heading}
      subtitle={
        list === 'participants'
          ? `${screen.subtitle(event.name)} ${formatCount(event.participant_count)} now.`
          : screen.subtitle(event.name)
      }
      load={load}
      liveKey={String(event.people_version)}
      save={save}
      savedToast={PARTICIPANTS_SAVED}
      canEdit={canEdit}
      readOnlyReason={EVENT_READ_ONLY}
      refusal={refusal}
    />
  );
}

/** '/main/event/participants?e&t' (docs/product.md §2): the event's participants, live. */
export function EventParticipantsPage() {
  return <EventPeoplePage list="participants" />;
}

/** '/main/event/organizers?e&t' (docs/product.md §2): the event's organizers, live. */
export function EventOrganizersPage() {
  return <EventPeoplePage list="organizers" />;
}
