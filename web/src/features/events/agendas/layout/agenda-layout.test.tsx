import { blockedReason, isBlocked } from '@/test/blocked';
import { EVENT_MESSAGES } from '@agenda/contract';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentEventContext } from '@/features/events/shared/current-event';
import { eventFromDoc } from '@/lib/event-item';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import { useLiveAgenda, type Live, type LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { AgendaLayout, CREATE_AGENDA_TITLE, NOTIFICATIONS_PASSED } from './agenda-layout';

vi.mock('@/features/events/agendas/shared/use-live-agendas', () => ({
  useLiveAgendas: vi.fn(),
  useLiveAgenda: vi.fn(),
}));

const event = eventFromDoc({ id: 'e1', name: 'Berlin Tech Summit', tenant_id: 'de' });
const HOUR = 3_600_000;
let live: Live<LiveAgenda | null>;

function show(url: string, canEdit: boolean) {
  const screens = [
    'overview',
    'editagenda',
    'agendaspeakers',
    'agendaparticipants',
    'agendamparticipants',
    'agendafiles',
    'addnot',
  ];
  const router = createMemoryRouter(
    [
      {
        path: '/main/event/agendas',
        element: (
          <CurrentEventContext.Provider value={{ event, canEdit, passed: false }}>
            <AgendaLayout />
          </CurrentEventContext.Provider>
        ),
        children: screens.map((name) => ({ path: name, element: <p>{`${name} screen`}</p> })),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const nav = () => within(screen.getByRole('navigation', { name: 'Agenda' }));

// The first test of the file pays for loading MUI and the calendar: on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.clearAllMocks();
  live = {
    status: 'ready',
    data: liveAgenda({ id: 'a1', name: 'Opening keynote', start: Date.now() + HOUR, end: Date.now() + 2 * HOUR }),
  };
  vi.mocked(useLiveAgenda).mockImplementation(() => live);
});

describe('agenda layout', () => {
  it('shows the breadcrumb (event, then agenda) as links and the screen below', () => {
    show('/main/event/agendas/overview?e=e1&t=de&a=a1', false);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Berlin Tech Summit' }).getAttribute('href')).toBe(
      '/main/event/agendalist?e=e1&t=de',
    );
    expect(crumbs.getByRole('link', { name: 'Opening keynote' }).getAttribute('href')).toBe(
      '/main/event/agendas/overview?e=e1&t=de&a=a1',
    );
    expect(screen.getByText('overview screen')).toBeTruthy();
    expect(useLiveAgenda).toHaveBeenCalledWith('e1', 'a1');
  });

  it('links the agenda screens in order and highlights the current one', () => {
    show('/main/event/agendas/agendafiles?e=e1&t=de&a=a1', true);
    const links = nav().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Speakers',
      'Participants',
      'Mandatory Participants',
      'Files',
      'Notifications',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/main/event/agendas/overview?e=e1&t=de&a=a1',
      '/main/event/agendas/agendaspeakers?e=e1&t=de&a=a1',
      '/main/event/agendas/agendaparticipants?e=e1&t=de&a=a1',
      '/main/event/agendas/agendamparticipants?e=e1&t=de&a=a1',
      '/main/event/agendas/agendafiles?e=e1&t=de&a=a1',
      '/main/event/agendas/addnot?e=e1&t=de&a=a1',
    ]);
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
    ).toEqual(['Files']);
  });

  it('shows Notifications to editors only', () => {
    show('/main/event/agendas/overview?e=e1&t=de&a=a1', false);
    expect(nav().queryByRole('link', { name: 'Notifications' })).toBeNull();
    expect(nav().getAllByRole('link')).toHaveLength(5);
  });

  it('disables Notifications once the agenda has passed, saying why', () => {
    live = {
      status: 'ready',
      data: liveAgenda({ id: 'a1', name: 'Opening keynote', start: Date.now() - 2 * HOUR, end: Date.now() - HOUR }),
    };
    show('/main/event/agendas/overview?e=e1&t=de&a=a1', true);
    expect(nav().queryByRole('link', { name: 'Notifications' })).toBeNull();
    expect(isBlocked(nav().getByRole('button', { name: 'Notifications' }) as HTMLButtonElement)).toBe(true);
    expect(blockedReason(nav().getByRole('button', { name: 'Notifications' }))).toBe(`${NOTIFICATIONS_PASSED}`);
  });

  it('titles a new agenda "Create new agenda", without the agenda buttons', () => {
    show('/main/event/agendas/editagenda?e=e1&t=de', true);
    expect(screen.getByRole('heading', { level: 1, name: CREATE_AGENDA_TITLE })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Agenda' })).toBeNull();
    expect(screen.getByText('editagenda screen')).toBeTruthy();
    expect(useLiveAgenda).not.toHaveBeenCalled();
  });

  it('asks for an agenda on the other screens without one', () => {
    show('/main/event/agendas/overview?e=e1&t=de', true);
    expect(screen.getByText(/No agenda is chosen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the program' }).getAttribute('href')).toBe(
      '/main/event/agendalist?e=e1&t=de',
    );
    expect(screen.queryByText('overview screen')).toBeNull();
  });

  it('says when the agenda does not exist (deleted meanwhile), with the way back', () => {
    live = { status: 'ready', data: null };
    show('/main/event/agendas/overview?e=e1&t=de&a=gone', true);
    expect(screen.getByRole('alert').textContent).toContain(
      `${EVENT_MESSAGES.agendaNotFound}: it may have been deleted.`,
    );
    expect(screen.getByRole('link', { name: 'Back to the program' }).getAttribute('href')).toBe(
      '/main/event/agendalist?e=e1&t=de',
    );
    expect(screen.queryByText('overview screen')).toBeNull();
  });
});
