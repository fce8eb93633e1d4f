import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { WallAccess } from '@/hooks/use-wall-access';
import { BOTTOM_BAR_VAR } from './bottom-bar-screens';
import EventBottomBar from './event-bottom-bar';

function bar(at: string, wall: WallAccess | null = 'open') {
  const router = createMemoryRouter(
    [{ path: '*', element: <EventBottomBar eventId="e1" tenantId="de" canEdit={false} wall={wall} /> }],
    { initialEntries: [at] },
  );
  const view = render(<RouterProvider router={router} />);
  return { nav: screen.getByRole('navigation', { name: 'Quick navigation' }), ...view };
}

describe('the phone\'s bottom bar (docs/features.md, "The attendee\'s screens")', () => {
  it('is a row of real links, the current one marked with aria-current', () => {
    const { nav } = bar('/main/event/myagenda?e=e1&t=de');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Program', '/main/event/agendalist?e=e1&t=de'],
      ['My agenda', '/main/event/myagenda?e=e1&t=de'],
      ['Wall', '/main/event/wall?e=e1&t=de'],
      ['Me', '/main/event/me?e=e1&t=de'],
    ]);
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
    ).toEqual(['My agenda']);
  });

  it("marks Program current on a session's screens", () => {
    const { nav } = bar('/main/event/agendas/overview?e=e1&t=de&a=a1');
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Program');
  });

  it('has no Wall for those who do not read it, and marks nothing current on the event home', () => {
    const { nav } = bar('/main/event/event?e=e1&t=de', null);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Program', 'My agenda', 'Me']);
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('tells the toasts how high it is while it shows, and stops when it goes', () => {
    const { unmount } = bar('/main/event/me?e=e1&t=de');
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_VAR)).toContain('56px');
    unmount();
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_VAR)).toBe('');
  });
});
