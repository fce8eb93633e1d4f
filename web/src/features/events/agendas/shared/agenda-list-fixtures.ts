import type { LiveAgenda } from './use-live-agendas';

/** A live agenda for tests (test-only module): the given fields, the rest empty. */
export function liveAgenda(
  overrides: Partial<LiveAgenda> & Pick<LiveAgenda, 'id' | 'name' | 'start' | 'end'>,
): LiveAgenda {
  return {
    description: '',
    tags: [],
    mandatory: false,
    locked: false,
    location_id: null,
    no_of_places: 0,
    meeting_room: null,
    speakers: [],
    participant_count: 0,
    mparticipant_count: 0,
    waitlist_count: 0,
    roster_version: 0,
    files: [],
    version: 1,
    speakers_version: 0,
    participants_version: 0,
    mparticipants_version: 0,
    updated_at: null,
    updated_by: null,
    updated_by_name: null,
    ...overrides,
  };
}
