import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CurrentEventContext } from '@/lib/current-event';
import type { EventItem } from '@/lib/event-item';
import { GamificationLayout } from './gamification-layout';

const EVENT: EventItem = {
  id: 'evt-1',
  name: 'Berlin Tech Summit',
  description: 'Talks',
  address: 'Alexanderplatz 1',
  start: new Date('2030-06-15T07:00:00Z'),
  end: new Date('2030-06-16T16:00:00Z'),
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
  cover_url: null,
  cover_id: null,
  organizers: [],
  participant_count: 0,
  people_version: 0,
};

function show(event: EventItem, canEdit: boolean, at = '/main/event/gamification/badges?e=evt-1&t=de') {
  const router = createMemoryRouter(
    [
      {
        path: '/main/event/gamification',
        element: <GamificationLayout />,
        children: [{ path: '*', element: <p>screen</p> }],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <CurrentEventContext.Provider value={{ event, canEdit, passed: false }}>
      <RouterProvider router={router} />
    </CurrentEventContext.Provider>,
  );
}

describe('GamificationLayout', () => {
  it('gives editors Settings and Badges as real links, the current one marked', () => {
    show(EVENT, true);
    const nav = screen.getByRole('navigation', { name: 'Gamification' });
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/main/event/gamification/settings?e=evt-1&t=de',
    );
    const badges = within(nav).getByRole('link', { name: 'Badges' });
    expect(badges.getAttribute('href')).toBe('/main/event/gamification/badges?e=evt-1&t=de');
    expect(badges.getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('screen')).toBeTruthy();
  });

  it('gives everyone else the badges only', () => {
    show(EVENT, false);
    const nav = screen.getByRole('navigation', { name: 'Gamification' });
    expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Badges' })).toBeTruthy();
  });

  it('shows nothing to manage when the event hides gamification, and editors where to change that', () => {
    show({ ...EVENT, hide_gamification: true }, true);
    expect(screen.queryByRole('navigation', { name: 'Gamification' })).toBeNull();
    expect(screen.queryByText('screen')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit event' }).getAttribute('href')).toBe(
      '/main/events/editevent?e=evt-1&t=de',
    );
  });

  it('tells others the event has no gamification', () => {
    show({ ...EVENT, hide_gamification: true }, false);
    expect(screen.getByText('This event has no gamification.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit event' })).toBeNull();
  });
});
