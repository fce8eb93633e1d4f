import { AGENDA_LIST_VERSION, agendaListRefusal, seatsOfCounts, TOASTS } from '@agenda/contract';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatCount } from '@/components/user-picker';
import { getAgendaList, saveAgendaList, type AgendaListName } from '@/features/events/people/participants-api';
import { EVENT_READ_ONLY, PARTICIPANTS_SAVED } from '@/features/events/people/event-people-pages';
import { PeopleEditor, PeopleEditorSkeleton } from '@/features/events/people/people-editor';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useLiveAgenda, type LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { WaitlistEditor } from './waitlist-editor';

/** docs/product.md §8: the speakers' toast. */
export const SPEAKERS_SAVED = TOASTS.speakersSaved;

const SCREENS: Record<AgendaListName, { heading: string; toast: string }> = {
  speakers: { heading: 'Speakers', toast: SPEAKERS_SAVED },
  participants: { heading: 'Participants', toast: PARTICIPANTS_SAVED },
  mparticipants: { heading: 'Mandatory Participants', toast: PARTICIPANTS_SAVED },
};

/** What the participants screen says of the places (docs/product.md §5: 0 places is unlimited) and of Locked (docs/product.md §4). */
function PlacesLine({ agenda }: { agenda: LiveAgenda }) {
  const taken = agenda.participant_count;
  const places = agenda.mandatory ? 0 : agenda.no_of_places;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <span>
        {places > 0
          ? `${formatCount(taken)} of ${formatCount(places)} places taken in ${agenda.name}.`
          : `${formatCount(taken)} ${taken === 1 ? 'participant' : 'participants'} in ${agenda.name}; places are unlimited.`}
      </span>
      {agenda.locked ? <Chip size="small" variant="outlined" label="Locked: no one new can be added" /> : null}
    </Stack>
  );
}

function subtitleOf(list: AgendaListName, agenda: LiveAgenda) {
  if (list === 'participants') return <PlacesLine agenda={agenda} />;
  if (list === 'mparticipants')
    return `Mandatory participants of ${agenda.name}: it is in their schedule whatever they choose.`;
  return `Who speaks at ${agenda.name}.`;
}

function AgendaPeopleEditor({ list, agenda }: { list: AgendaListName; agenda: LiveAgenda }) {
  const { event, canEdit } = useCurrentEvent();
  const load = useCallback(() => getAgendaList(list, agenda.id), [list, agenda.id]);
  const save = useCallback(
    (ids: string[], version: number) => saveAgendaList(list, { eventId: event.id, agendaId: agenda.id }, ids, version),
    [list, event.id, agenda.id],
  );
  // The shared rule of the API (places, Locked, the agenda's bound), against the live agenda.
  const refusal = useCallback(
    (ids: string[], storedIds: string[]) => agendaListRefusal(seatsOfCounts(agenda), list, storedIds, ids),
    [agenda, list],
  );
  const screen = SCREENS[list];
  const editor = (
    <PeopleEditor
      heading={screen.heading}
      subtitle={subtitleOf(list, agenda)}
      load={load}
      liveKey={String(agenda[AGENDA_LIST_VERSION[list]])}
      save={save}
      savedToast={screen.toast}
      canEdit={canEdit}
      readOnlyReason={EVENT_READ_ONLY}
      refusal={refusal}
    />
  );
  // The organizers see and order the waitlist below the participants.
  if (list !== 'participants' || !canEdit) return editor;
  return (
    <>
      {editor}
      <Container maxWidth="lg" sx={{ pb: 3 }}>
        <WaitlistEditor eventId={event.id} agenda={agenda} />
      </Container>
    </>
  );
}

function AgendaPeoplePage({ list }: { list: AgendaListName }) {
  const { event } = useCurrentEvent();
  const [params] = useSearchParams();
  const agendaId = params.get('a') ?? '';
  const live = useLiveAgenda(event.id, agendaId);
  if (live.status === 'loading') return <PeopleEditorSkeleton label={SCREENS[list].heading} />;
  // A missing agenda or a read error is told by the agenda layout.
  if (live.status === 'error' || !live.data) return null;
  return <AgendaPeopleEditor key={`${agendaId}/${list}`} list={list} agenda={live.data} />;
}

/** '/main/event/agendas/agendaspeakers?e&a&t' (docs/product.md §2): the agenda's speakers, live. */
export function AgendaSpeakersPage() {
  return <AgendaPeoplePage list="speakers" />;
}

/** '/main/event/agendas/agendaparticipants?e&a&t' (docs/product.md §2): the agenda's participants, within its places, live. */
export function AgendaParticipantsPage() {
  return <AgendaPeoplePage list="participants" />;
}

/** '/main/event/agendas/agendamparticipants?e&a&t' (docs/product.md §2): the agenda's mandatory participants, live. */
export function AgendaMparticipantsPage() {
  return <AgendaPeoplePage list="mparticipants" />;
}
