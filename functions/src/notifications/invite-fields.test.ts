import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { AgendaRoster, StoredAgenda } from '@agenda/contract';
import { inviteFieldsChanged, rosterPeopleLeft } from './invite-fields';

const AGENDA: StoredAgenda = {
  agenda_id: 'a1',
  name: 'Keynote',
  description: 'Opening',
  tags: [],
  mandatory: false,
  locked: false,
  location_id: 'hall',
  no_of_places: 10,
  meeting_room: null,
  speakers: ['s1'],
  start_time: Timestamp.fromMillis(1_000_000),
  end_date: Timestamp.fromMillis(2_000_000),
  version: 3,
  updated_at: null,
  updated_by: null,
  updated_by_name: null,
  files: [],
  participant_count: 2,
  mparticipant_count: 1,
  waitlist_count: 0,
  roster_version: 0,
  speakers_version: 1,
  participants_version: 4,
  mparticipants_version: 2,
};
const ROSTER: AgendaRoster = { participants: ['p1', 'p2'], mparticipants: ['m1'], waitlist: [] };

describe('inviteFieldsChanged', () => {
  it('is false for what no invite carries: a join, versions, places, files, tags, Locked', () => {
    expect(inviteFieldsChanged(AGENDA, { ...AGENDA, participant_count: 3, participants_version: 5 })).toBe(false);
    expect(rosterPeopleLeft(ROSTER, { ...ROSTER, participants: [...ROSTER.participants, 'p3'] })).toBe(false);
    expect(rosterPeopleLeft(ROSTER, { ...ROSTER, waitlist: ['w1'] })).toBe(false);
    expect(
      inviteFieldsChanged(AGENDA, {
        ...AGENDA,
        no_of_places: 20,
        locked: true,
        tags: ['t'],
        files: [{ name: 'f', url: 'https://x.example/f', reference: 'r' }],
        version: 4,
      }),
    ).toBe(false);
    // A new speaker changes no one's invite.
    expect(inviteFieldsChanged(AGENDA, { ...AGENDA, speakers: ['s1', 'p1'] })).toBe(false);
    expect(inviteFieldsChanged(AGENDA, { ...AGENDA, mandatory: true })).toBe(false);
  });

  it('is true when a calendar field changed', () => {
    expect(inviteFieldsChanged(AGENDA, { ...AGENDA, name: 'Closing' })).toBe(true);
    expect(inviteFieldsChanged(AGENDA, { ...AGENDA, description: 'New' })).toBe(true);
    expect(inviteFieldsChanged(AGENDA, { ...AGENDA, start_time: Timestamp.fromMillis(1_000_001) })).toBe(true);
    expect(inviteFieldsChanged(AGENDA, { ...AGENDA, end_date: Timestamp.fromMillis(2_000_001) })).toBe(true);
    expect(inviteFieldsChanged(AGENDA, { ...AGENDA, location_id: null })).toBe(true);
    expect(inviteFieldsChanged(AGENDA, { ...AGENDA, meeting_room: 'https://teams.example/x' })).toBe(true);
  });

  it('is true when someone left the agenda’s people or it stopped being mandatory (their invite may go)', () => {
    expect(rosterPeopleLeft(ROSTER, { ...ROSTER, participants: ['p2'] })).toBe(true);
    expect(inviteFieldsChanged(AGENDA, { ...AGENDA, speakers: [] })).toBe(true);
    expect(rosterPeopleLeft(ROSTER, { ...ROSTER, mparticipants: [] })).toBe(true);
    expect(inviteFieldsChanged({ ...AGENDA, mandatory: true }, AGENDA)).toBe(true);
  });
});
