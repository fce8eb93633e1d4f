import { describe, expect, it } from 'vitest';
import { agendaDocSchema, agendaRosterSchema, agendaWrites, newAgendaDoc } from './agenda-doc';

describe('the stored agenda', () => {
  const stamp = (iso: string) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
  const required = {
    agenda_id: 'a1',
    name: 'Keynote',
    description: 'Opening',
    start_time: stamp('2030-07-01T08:00:00.000Z'),
    end_date: stamp('2030-07-01T09:00:00.000Z'),
  };

  it('newAgendaDoc builds a complete document: not mandatory or locked, no tags, room or link, unlimited places, nobody in it', () => {
    const doc = newAgendaDoc(required);
    expect(doc).toEqual({
      ...required,
      tags: [],
      mandatory: false,
      locked: false,
      location_id: null,
      no_of_places: 0,
      meeting_room: null,
      speakers: [],
      participants: [],
      mparticipants: [],
    });
    expect(agendaDocSchema.safeParse(doc).success).toBe(true);
  });

  it('newAgendaDoc keeps every field it is given', () => {
    const given = {
      ...required,
      tags: ['t1'],
      mandatory: true,
      locked: true,
      location_id: 'l1',
      no_of_places: 40,
      meeting_room: 'https://teams.example/m',
    };
    expect(newAgendaDoc({ ...given, speakers: ['s1'], participants: ['p1'], mparticipants: ['m1'] })).toEqual({
      ...given,
      speakers: ['s1'],
      participants: ['p1'],
      mparticipants: ['m1'],
    });
  });

  it('leaves the version, files and counts to the schema, which reads them as a new record', () => {
    const doc = newAgendaDoc(required);
    expect(doc).not.toHaveProperty('version');
    expect(agendaDocSchema.parse(doc)).toMatchObject({
      version: 0,
      files: [],
      participant_count: 0,
      waitlist_count: 0,
      roster_version: 0,
      speakers_version: 0,
      updated_at: null,
    });
  });

  it('splits a whole agenda into its document, with the counts, and its roster', () => {
    const { agenda, roster } = agendaWrites(
      newAgendaDoc({ ...required, participants: ['p1', 'p2'], mparticipants: ['m1'], waitlist: ['w1'] }),
    );
    expect(roster).toEqual({ participants: ['p1', 'p2'], mparticipants: ['m1'], waitlist: ['w1'] });
    expect(agenda).not.toHaveProperty('participants');
    expect(agenda).not.toHaveProperty('waitlist');
    expect(agendaDocSchema.parse(agenda)).toMatchObject({
      participant_count: 2,
      mparticipant_count: 1,
      waitlist_count: 1,
    });
    expect(agendaRosterSchema.parse({})).toEqual({ participants: [], mparticipants: [], waitlist: [] });
  });

  it('agendaDocSchema refuses a stored agenda without one of the fields newAgendaDoc must be given', () => {
    for (const key of Object.keys(required)) {
      const doc: Record<string, unknown> = { ...newAgendaDoc(required) };
      delete doc[key];
      expect(agendaDocSchema.safeParse(doc).success, key).toBe(false);
    }
  });
});
