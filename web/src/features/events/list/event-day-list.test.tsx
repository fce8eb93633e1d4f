import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventItem } from '@/lib/event-item';
import { NOBODY, renderScreen } from '@/test/render-screen';
import { EventDayList, eventTimeRange } from './event-day-list';

const event = (id: string, name: string, start: string, end: string, extra: Partial<EventItem> = {}): EventItem =>
  ({
    id,
    name,
    description: '',
    address: `${name} street 1, a long address that the list clamps to one line`,
    start: new Date(start),
    end: new Date(end),
    timezone: 'Europe/Berlin',
    tenant_id: 'de',
    privacy: false,
    hide_gamification: false,
    hide_wall: false,
    poster_url: null,
    poster_id: null,
    background_image_url: null,
    background_image_id: null,
    logo_url: null,
    logo_id: null,
    organizers: [],
    ...extra,
  }) as EventItem;

describe('the compact list of events', () => {
  it('names each end when the clocks change that night, in Berlin and New York (2027)', () => {
    expect(eventTimeRange(event('a', 'A', '2027-03-28T00:00:00Z', '2027-03-28T02:00:00Z'))).toBe(
      '01:00 CET – 04:00 CEST',
    );
    expect(eventTimeRange(event('a', 'A', '2027-10-31T00:00:00Z', '2027-10-31T03:00:00Z'))).toBe(
      '02:00 CEST – 04:00 CET',
    );
    const newYork = { timezone: 'America/New_York' };
    expect(eventTimeRange(event('a', 'A', '2027-03-14T05:00:00Z', '2027-03-14T09:00:00Z', newYork))).toBe(
      '00:00 EST – 05:00 EDT',
    );
    expect(eventTimeRange(event('a', 'A', '2027-11-07T04:00:00Z', '2027-11-07T08:00:00Z', newYork))).toBe(
      '00:00 EDT – 03:00 EST',
    );
  });

  it('names the event’s zone, and the end day when it ends on another day', () => {
    expect(eventTimeRange(event('a', 'A', '2026-06-10T07:00:00Z', '2026-06-10T16:00:00Z'))).toBe('09:00 – 18:00 CEST');
    expect(eventTimeRange(event('a', 'A', '2026-01-10T08:00:00Z', '2026-01-11T17:00:00Z'))).toBe(
      '09:00 CET until Sun 11 Jan 2026',
    );
    expect(
      eventTimeRange(event('a', 'A', '2026-06-10T13:00:00Z', '2026-06-10T15:00:00Z', { timezone: 'America/New_York' })),
    ).toBe('09:00 – 11:00 EDT');
  });

  it('groups the events under the day they start and makes each line a link with its states', () => {
    const now = new Date('2026-06-11T12:00:00Z');
    const events = [
      event('past', 'Past forum', '2026-06-01T07:00:00Z', '2026-06-01T16:00:00Z'),
      event('one', 'Morning summit', '2026-06-12T07:00:00Z', '2026-06-12T10:00:00Z'),
      event('two', 'Evening meetup', '2026-06-12T16:00:00Z', '2026-06-12T19:00:00Z', { privacy: true }),
    ];
    const path = '/main/events/eventslist';
    renderScreen(
      path,
      `${path}?t=de&view=list`,
      <EventDayList events={events} tenants={new Map()} now={now} />,
      NOBODY,
    );
    const days = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(days).toEqual(['Mon 1 Jun 2026', 'Fri 12 Jun 2026']);
    const friday = screen.getByRole('region', { name: 'Fri 12 Jun 2026' });
    const links = within(friday).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/main/event/event?e=one&t=de',
      '/main/event/event?e=two&t=de',
    ]);
    expect(within(links[1]!).getByText('Draft')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Mon 1 Jun 2026' })).getByText('Event has passed')).toBeTruthy();
  });
});
