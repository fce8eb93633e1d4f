import { describe, expect, it } from 'vitest';
import { countryNotificationOf, countrySessionChanged, countrySessionOf } from './country-figures';

const at = (ms: number) => ({ toMillis: () => ms, toDate: () => new Date(ms) });
const agenda = {
  agenda_id: 'a1',
  name: 'Keynote',
  start_time: at(1000),
  no_of_places: 40,
  participant_count: 3,
  waitlist_count: 1,
};

describe("the country dashboard's mirrors", () => {
  it("a session's mirror: its country, event and occupancy, people being seated and waiting", () => {
    expect(countrySessionOf('de', 'e1', agenda)).toEqual({
      tenant_id: 'de',
      event_id: 'e1',
      agenda_id: 'a1',
      name: 'Keynote',
      start_time: agenda.start_time,
      places: 40,
      seated: 3,
      waiting: 1,
      people: 4,
    });
  });

  it('a save changes the mirror only when a copied figure changes', () => {
    expect(countrySessionChanged(agenda, { ...agenda, participant_count: 3 })).toBe(false);
    expect(countrySessionChanged(agenda, { ...agenda, start_time: at(1000) })).toBe(false);
    expect(countrySessionChanged(agenda, { ...agenda, participant_count: 1 })).toBe(true);
    expect(countrySessionChanged(agenda, { ...agenda, waitlist_count: 0 })).toBe(true);
    expect(countrySessionChanged(agenda, { ...agenda, name: 'Opening' })).toBe(true);
    expect(countrySessionChanged(agenda, { ...agenda, start_time: at(2000) })).toBe(true);
    expect(countrySessionChanged(agenda, { ...agenda, no_of_places: 0 })).toBe(true);
    expect(countrySessionChanged(null, agenda)).toBe(true);
    expect(countrySessionChanged(agenda, null)).toBe(true);
  });

  it('a notification is mirrored once sent, with its sending time; not before', () => {
    const sentAt = at(5000);
    expect(countryNotificationOf('fr', 'e2', { notification_id: 'n1', status: 'sent', sent_at: sentAt })).toEqual({
      tenant_id: 'fr',
      event_id: 'e2',
      notification_id: 'n1',
      sent_at: sentAt,
    });
    for (const status of ['scheduled', 'sending', 'failed'])
      expect(countryNotificationOf('fr', 'e2', { notification_id: 'n1', status, sent_at: null })).toBeNull();
  });
});
