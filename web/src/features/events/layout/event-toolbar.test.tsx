import { blockedReason, isBlocked } from '@/test/blocked';
import { NOTIFICATION_MESSAGES } from '@agenda/contract';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { WallAccess } from '@/hooks/use-wall-access';
import { barItems, EventToolbar, HIDDEN_WALL_LABEL, toolbarItems } from './event-toolbar';

function show(canEdit: boolean, passed: boolean, hideGamification = false, wall?: WallAccess) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <EventToolbar
            eventId="e1"
            tenantId="de"
            canEdit={canEdit}
            passed={passed}
            hideGamification={hideGamification}
            wall={wall}
          />
        ),
      },
    ],
    {
      initialEntries: ['/main/event/notifications/schedulednotifications?e=e1&t=de'],
    },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: 'Event' });
}

describe('event toolbar: Notifications (spec §4, §6)', () => {
  it('is a real link for editors, marked current on the notification screens', () => {
    const link = within(show(true, false)).getByRole('link', { name: 'Notifications' });
    expect(link.getAttribute('href')).toBe('/main/event/notifications/schedulednotifications?e=e1&t=de');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('is not shown to others', () => {
    expect(within(show(false, false)).queryByText('Notifications')).toBeNull();
  });

  it('is disabled with its reason once the event has passed', () => {
    const nav = show(true, true);
    expect(within(nav).queryByRole('link', { name: 'Notifications' })).toBeNull();
    expect(blockedReason(within(nav).getByRole('button', { name: 'Notifications' }))).toBe(
      `${NOTIFICATION_MESSAGES.eventPassed}`,
    );
    expect(isBlocked(within(nav).getByRole('button', { name: 'Notifications' }) as HTMLButtonElement)).toBe(true);
  });
});

describe('event toolbar: gamification (issue 32 item 20)', () => {
  it("leads a participant to the event's badges", () => {
    const viewer = within(show(false, false));
    expect(viewer.getByRole('link', { name: 'Badges' }).getAttribute('href')).toBe(
      '/main/event/gamification/badges?e=e1&t=de',
    );
    expect(viewer.queryByRole('link', { name: 'Gamification' })).toBeNull();
  });

  it('leads editors to the gamification settings (with Badges beside them there)', () => {
    const editor = within(show(true, false));
    expect(editor.getByRole('link', { name: 'Gamification' }).getAttribute('href')).toBe(
      '/main/event/gamification/settings?e=e1&t=de',
    );
    expect(editor.queryByRole('link', { name: 'Badges' })).toBeNull();
  });

  it('shows neither when the event hides gamification', () => {
    const nav = within(show(false, false, true));
    expect(nav.queryByRole('link', { name: 'Badges' })).toBeNull();
  });
});

describe('event toolbar: History (issue 34)', () => {
  it("leads the event's editors to its history, also once the event has passed", () => {
    expect(within(show(true, true)).getByRole('link', { name: 'History' }).getAttribute('href')).toBe(
      '/main/event/history?e=e1&t=de',
    );
  });

  it('is not shown to others', () => {
    expect(within(show(false, false)).queryByRole('link', { name: 'History' })).toBeNull();
  });
});

describe('event toolbar: Dashboard (issue 34)', () => {
  it("leads the event's editors to its dashboard, also once the event has passed", () => {
    expect(within(show(true, true)).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/main/event/dashboard?e=e1&t=de',
    );
  });

  it('is not shown to others', () => {
    expect(within(show(false, false)).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it("is shown to the event's speakers (their sessions' feedback), and no other editors' tab with it", () => {
    const speaker = toolbarItems({ canEdit: false, speaker: true }).map((item) => item.label);
    const attendee = toolbarItems({ canEdit: false }).map((item) => item.label);
    expect(speaker).toEqual([...attendee, 'Dashboard']);
    expect(toolbarItems({ canEdit: true, speaker: true }).filter((item) => item.label === 'Dashboard')).toHaveLength(1);
  });
});

describe('event toolbar: Moderation and Leaderboard (docs/features.md)', () => {
  it('leads editors to the moderation queue, with the count of items reported', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <EventToolbar eventId="e1" tenantId="de" canEdit passed={false} openReports={2} />,
        },
      ],
      { initialEntries: ['/main/event/moderation?e=e1&t=de'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: /^Moderation/ });
    expect(link.getAttribute('href')).toBe('/main/event/moderation?e=e1&t=de');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.textContent).toBe('Moderation2, 2 items reported');
    expect(screen.getByRole('link', { name: /^Moderation\s*, 2 items reported$/ })).toBe(link);
  });

  it('shows Moderation to editors only, and no count while nothing is reported', () => {
    expect(within(show(true, false)).getByRole('link', { name: 'Moderation' })).toBeTruthy();
  });

  it('hides Moderation from those who do not edit the event', () => {
    expect(within(show(false, false)).queryByRole('link', { name: /Moderation/ })).toBeNull();
  });

  it('leads everyone to the leaderboard', () => {
    expect(within(show(false, false)).getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe(
      '/main/event/leaderboard?e=e1&t=de',
    );
  });

  it('leaves the leaderboard out when the event hides gamification', () => {
    expect(within(show(false, false, true)).queryByRole('link', { name: 'Leaderboard' })).toBeNull();
  });
});

describe('event toolbar: Wall (docs/features.md, "The wall")', () => {
  it('leads those who read the wall to it', () => {
    expect(
      within(show(false, false, false, 'open'))
        .getByRole('link', { name: 'Wall' })
        .getAttribute('href'),
    ).toBe('/main/event/wall?e=e1&t=de');
  });

  it('is not shown to those who do not read it', () => {
    expect(within(show(false, false, false, null)).queryByRole('link', { name: /Wall/ })).toBeNull();
  });

  it('is not shown while that is not known', () => {
    expect(within(show(true, false, false, undefined)).queryByRole('link', { name: /Wall/ })).toBeNull();
  });

  it('tells the editors of an event that hides its wall that attendees do not see it', () => {
    const nav = within(show(true, false, false, 'editorsOnly'));
    expect(nav.getByRole('link', { name: HIDDEN_WALL_LABEL }).getAttribute('href')).toBe('/main/event/wall?e=e1&t=de');
    expect(nav.queryByRole('link', { name: 'Wall' })).toBeNull();
  });
});

describe('event toolbar: My agenda and Me (docs/features.md, "The attendee\'s screens")', () => {
  it('leads everyone to their own agenda and to Me, after Program', () => {
    const nav = within(show(false, false, false, 'open'));
    expect(nav.getByRole('link', { name: 'My agenda' }).getAttribute('href')).toBe('/main/event/myagenda?e=e1&t=de');
    expect(nav.getByRole('link', { name: 'Me' }).getAttribute('href')).toBe('/main/event/me?e=e1&t=de');
    expect(
      nav
        .getAllByRole('link')
        .slice(0, 4)
        .map((link) => link.textContent),
    ).toEqual(['Program', 'My agenda', 'Wall', 'Me']);
  });

  it('keeps Me when the event hides gamification (its calendars stay)', () => {
    expect(within(show(false, false, true)).getByRole('link', { name: 'Me' })).toBeTruthy();
  });

  it('marks only My agenda current on its screen (not Program, whose segment it contains no part of)', () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <EventToolbar eventId="e1" tenantId="de" canEdit={false} passed={false} /> }],
      { initialEntries: ['/main/event/myagenda?e=e1&t=de'] },
    );
    render(<RouterProvider router={router} />);
    const current = within(screen.getByRole('navigation', { name: 'Event' }))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['My agenda']);
  });

  it('leaves the bottom bar’s places out of the row while the bar shows them', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <EventToolbar eventId="e1" tenantId="de" canEdit={false} passed={false} wall="open" leaveOutBar />,
        },
      ],
      { initialEntries: ['/main/event/details?e=e1&t=de'] },
    );
    render(<RouterProvider router={router} />);
    const names = within(screen.getByRole('navigation', { name: 'Event' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).not.toContain('Program');
    expect(names).not.toContain('My agenda');
    expect(names).not.toContain('Wall');
    expect(names).not.toContain('Me');
    expect(names).toContain('Details');
  });
});

describe('the bottom bar’s places for each viewer', () => {
  const labels = (viewer: Parameters<typeof barItems>[0]) => barItems(viewer).map((item) => item.label);

  it('gives an attendee who reads the wall Program, My agenda, Wall and Me', () => {
    expect(labels({ canEdit: false, wall: 'open' })).toEqual(['Program', 'My agenda', 'Wall', 'Me']);
  });

  it('leaves the Wall out for those who do not read it, and while that is not known', () => {
    expect(labels({ canEdit: false, wall: null })).toEqual(['Program', 'My agenda', 'Me']);
    expect(labels({ canEdit: false, wall: undefined })).toEqual(['Program', 'My agenda', 'Me']);
  });

  it('tells editors that attendees do not see a hidden wall', () => {
    expect(labels({ canEdit: true, wall: 'editorsOnly' })).toEqual(['Program', 'My agenda', HIDDEN_WALL_LABEL, 'Me']);
  });

  it('keeps Me when the event hides gamification', () => {
    expect(labels({ canEdit: false, wall: 'open', hideGamification: true })).toEqual([
      'Program',
      'My agenda',
      'Wall',
      'Me',
    ]);
  });
});
