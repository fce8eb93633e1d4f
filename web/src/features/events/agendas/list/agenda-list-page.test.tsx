import { PROGRAMME_SEARCH_TEXTS, TOASTS, type Location, type Tag } from '@agenda/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentEventContext } from '@/features/events/shared/current-event';
import { useLiveChildren, type LiveChildren } from '@/features/events/shared/use-live-children';
import { eventFromDoc } from '@/lib/event-item';
import { ADMIN_DE, NOBODY, renderScreen } from '@/test/render-screen';
import { deleteAgenda } from '@/features/events/agendas/shared/agendas-api';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import { useLiveAgendas, type Live, type LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { AgendaListPage } from './agenda-list-page';
import { EMPTY_PROGRAM } from './empty-program';
import { viewerInZone } from '@/test/viewer-zone';

vi.mock('@/features/events/agendas/shared/agendas-api', () => ({ deleteAgenda: vi.fn() }));
// Stars are read live from Firestore, which these screen tests do not run.
vi.mock('@/features/events/agendas/attendee/programme-api', () => ({
  useLiveStars: () => new Set<string>(),
  setStar: vi.fn(),
  agendaCalendarFile: vi.fn(),
  eventFeedUrl: (id: string) => id,
}));
vi.mock('@/features/events/agendas/shared/use-live-agendas', () => ({
  useLiveAgendas: vi.fn(),
  useLiveAgenda: vi.fn(),
}));
// The Join button reads the viewer's own participant document live.
vi.mock('@/features/events/shared/use-event-participation', () => ({ useEventParticipation: () => true }));
vi.mock('@/features/events/shared/use-live-children', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/events/shared/use-live-children')>()),
  useLiveChildren: vi.fn(),
}));

const PATH = '/main/event/agendalist';
const at = (iso: string) => new Date(iso).getTime();
const event = eventFromDoc({ id: 'e1', name: 'Berlin Tech Summit', tenant_id: 'de', timezone: 'Europe/Berlin' });

let live: Live<LiveAgenda[]>;
const tags: Tag[] = [
  { id: 'cloud', text: 'Cloud', color: '#1565c0', eventId: 'e1' },
  { id: 'security', text: 'Security', color: '#c62828', eventId: 'e1' },
];
const locations: Location[] = [
  { id: 'hall', name: 'Main Hall', lat: 0, long: 0, eventId: 'e1' },
  { id: 'spree', name: 'Room Spree', lat: 0, long: 0, eventId: 'e1' },
];

const agendas = [
  liveAgenda({
    id: 'a1',
    name: 'Opening keynote',
    description: 'Where our platform goes next year.',
    start: at('2030-05-12T07:00:00Z'),
    end: at('2030-05-12T08:00:00Z'),
    tags: ['cloud'],
    location_id: 'hall',
    mandatory: true,
  }),
  liveAgenda({
    id: 'a2',
    name: 'Zero trust in practice',
    description: 'Lessons from device-based access.',
    start: at('2030-05-12T07:30:00Z'),
    end: at('2030-05-12T08:15:00Z'),
    tags: ['security'],
    location_id: 'hall',
    no_of_places: 2,
    participant_count: 2,
  }),
  liveAgenda({
    id: 'a3',
    name: 'Closing panel',
    start: at('2030-05-13T14:00:00Z'),
    end: at('2030-05-13T15:00:00Z'),
    locked: true,
    location_id: 'spree',
  }),
];

function show(canEdit: boolean, url = `${PATH}?e=e1&t=de`) {
  return renderScreen(
    PATH,
    url,
    <CurrentEventContext.Provider value={{ event, canEdit, passed: false }}>
      <AgendaListPage />
    </CurrentEventContext.Provider>,
    canEdit ? ADMIN_DE : NOBODY,
  );
}

const cardNames = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

// The first test of the file pays for loading MUI and the calendar: on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

viewerInZone('Europe/Berlin');

beforeEach(() => {
  vi.clearAllMocks();
  live = { status: 'ready', data: agendas };
  vi.mocked(useLiveAgendas).mockImplementation(() => live);
  vi.mocked(useLiveChildren).mockImplementation(
    ((_eventId: string, kind: string) =>
      ({
        status: 'ready',
        items: kind === 'tags' ? tags : locations,
      }) as LiveChildren<unknown>) as typeof useLiveChildren,
  );
  vi.mocked(deleteAgenda).mockResolvedValue(undefined);
});

describe('agenda list', () => {
  it('shows the agendas by day with date, duration, location, description and tags, and names the zone', () => {
    show(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Program' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Sun 12 May 2030',
      'Mon 13 May 2030',
    ]);
    expect(cardNames()).toEqual(['Opening keynote', 'Zero trust in practice', 'Closing panel']);
    const keynote = within(screen.getByRole('article', { name: 'Opening keynote' }));
    expect(keynote.getByText('Sun 12 May 2030, 09:00 – 10:00 CEST')).toBeTruthy();
    expect(keynote.getByText('1 h')).toBeTruthy();
    expect(keynote.getByText('Main Hall')).toBeTruthy();
    expect(keynote.getByText('Where our platform goes next year.')).toBeTruthy();
    expect(within(keynote.getByRole('list', { name: 'Tags of Opening keynote' })).getByText('Cloud')).toBeTruthy();
    expect(screen.getByText('Times are in your local timezone (Europe/Berlin)')).toBeTruthy();
    expect(keynote.queryByText(/At the event/)).toBeNull();
  });

  it('opens the overview from the card', () => {
    const router = show(false);
    const link = within(screen.getByRole('article', { name: 'Closing panel' })).getByRole('link', {
      name: 'Closing panel',
    });
    expect(link.getAttribute('href')).toBe('/main/event/agendas/overview?e=e1&t=de&a=a3');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/main/event/agendas/overview');
  });

  it('searches by name, in any case, and says when nothing matches', async () => {
    show(false);
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    fireEvent.change(search, { target: { value: 'PANEL' } });
    await waitFor(() => expect(cardNames()).toEqual(['Closing panel']), { timeout: 5000 });
    fireEvent.change(search, { target: { value: 'workshop' } });
    expect(await screen.findByText(PROGRAMME_SEARCH_TEXTS.noMatch('workshop'))).toBeTruthy();
    // Every day is already shown: only the search can be cleared.
    expect(screen.queryByRole('button', { name: PROGRAMME_SEARCH_TEXTS.showAllDays })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: PROGRAMME_SEARCH_TEXTS.clearSearch }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('keeps the search and the day in the address, so that a reload or a link shows the same', async () => {
    const router = show(false, `${PATH}?e=e1&t=de&q=panel&d=2030-05-13`);
    expect((screen.getByRole('searchbox', { name: 'Search by name' }) as HTMLInputElement).value).toBe('panel');
    await waitFor(() => expect(cardNames()).toEqual(['Closing panel']));
    const days = within(screen.getByRole('list', { name: 'Days' }));
    expect(days.getByRole('button', { name: 'Mon 13 May' }).getAttribute('aria-pressed')).toBe('true');
    // Typing reaches the address a moment later; a chip is a step in the history.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'trust' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('trust'));
    fireEvent.click(days.getByRole('button', { name: 'All days' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('d')).toBe('all'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('trust');
    // Back: the day and the search as they were.
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(days.getByRole('button', { name: 'Mon 13 May' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect((screen.getByRole('searchbox', { name: 'Search by name' }) as HTMLInputElement).value).toBe('trust');
  });

  it('searches every day: on a chosen day it says what other days match, and Show all days keeps the search', async () => {
    show(false, `${PATH}?e=e1&t=de&d=2030-05-13`);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'o' } });
    // "Closing panel" on the day, "Opening keynote" and "Zero trust in practice" on the other.
    await waitFor(() => expect(cardNames()).toEqual(['Closing panel']));
    expect(screen.getByText(PROGRAMME_SEARCH_TEXTS.onOtherDays(2))).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'keynote' } });
    expect(
      await screen.findByText(
        `${PROGRAMME_SEARCH_TEXTS.noMatchOnDay('keynote', 'Mon 13 May')} ${PROGRAMME_SEARCH_TEXTS.onOtherDays(1)}`,
      ),
    ).toBeTruthy();
    // Both ways out: each keeps the other filter.
    expect(screen.getByRole('button', { name: PROGRAMME_SEARCH_TEXTS.clearSearch })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: PROGRAMME_SEARCH_TEXTS.showAllDays }));
    await waitFor(() => expect(cardNames()).toEqual(['Opening keynote']));
    expect((screen.getByRole('searchbox', { name: 'Search by name' }) as HTMLInputElement).value).toBe('keynote');
  });

  it('Clear the search keeps the chosen day', async () => {
    show(false, `${PATH}?e=e1&t=de&d=2030-05-13&q=keynote`);
    fireEvent.click(await screen.findByRole('button', { name: PROGRAMME_SEARCH_TEXTS.clearSearch }));
    await waitFor(() => expect(cardNames()).toEqual(['Closing panel']));
    const days = within(screen.getByRole('list', { name: 'Days' }));
    expect(days.getByRole('button', { name: 'Mon 13 May' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by day with one chip per day that has agendas, plus All days', async () => {
    show(false);
    const days = within(screen.getByRole('list', { name: 'Days' }));
    expect(days.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All days',
      'Sun 12 May',
      'Mon 13 May',
    ]);
    expect(days.getByRole('button', { name: 'All days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(days.getByRole('button', { name: 'Mon 13 May' }));
    await waitFor(() => expect(cardNames()).toEqual(['Closing panel']), { timeout: 5000 });
    expect(days.getByRole('button', { name: 'Mon 13 May' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(days.getByRole('button', { name: 'All days' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it('marks a double-booked location as a conflict, and shows Mandatory, Full and Locked', () => {
    show(false);
    const keynote = within(screen.getByRole('article', { name: 'Opening keynote' }));
    const zeroTrust = within(screen.getByRole('article', { name: 'Zero trust in practice' }));
    const closing = within(screen.getByRole('article', { name: 'Closing panel' }));
    expect(keynote.getByText('Conflict')).toBeTruthy();
    expect(zeroTrust.getByText('Conflict')).toBeTruthy();
    expect(closing.queryByText('Conflict')).toBeNull();
    // The badge says what clashes (its tooltip, also its accessible description).
    expect(keynote.getByText('Conflict').closest('[title]')?.getAttribute('title')).toBe(
      'Main Hall is also booked for “Zero trust in practice”',
    );
    expect(keynote.getByText('Mandatory')).toBeTruthy();
    expect(zeroTrust.getByText('Full')).toBeTruthy();
    expect(keynote.queryByText('Full')).toBeNull();
    expect(closing.getByText('Locked')).toBeTruthy();
    expect(closing.queryByText('Passed')).toBeNull();
  });

  it('opens a badge’s explanation on a tap or Enter, not only on hover (issue 32, item 17)', async () => {
    show(false);
    const closing = within(screen.getByRole('article', { name: 'Closing panel' }));
    fireEvent.click(closing.getByRole('button', { name: 'Locked' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('People cannot join this session');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    const keynote = within(screen.getByRole('article', { name: 'Opening keynote' }));
    fireEvent.click(keynote.getByRole('button', { name: 'Conflict' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Main Hall is also booked for “Zero trust in practice”',
    );
  });

  it('gives readers no New agenda, Edit or Delete', () => {
    show(false);
    expect(screen.queryByRole('link', { name: 'New agenda' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('gives editors New agenda, and Edit and Delete per agenda', () => {
    show(true);
    expect(screen.getByRole('link', { name: 'New agenda' }).getAttribute('href')).toBe(
      '/main/event/agendas/editagenda?e=e1&t=de',
    );
    const closing = within(screen.getByRole('article', { name: 'Closing panel' }));
    expect(closing.getByRole('link', { name: 'Edit Closing panel' }).getAttribute('href')).toBe(
      '/main/event/agendas/editagenda?e=e1&t=de&a=a3',
    );
    expect(closing.getByRole('button', { name: 'Delete Closing panel' })).toBeTruthy();
  });

  it('deletes an agenda once confirmed, with "Agenda deleted!"', async () => {
    show(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Closing panel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete the agenda Closing panel?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TOASTS.agendaDeleted)).toBeTruthy();
    expect(deleteAgenda).toHaveBeenCalledWith('e1', 'a3');
  });

  it('keeps the agenda when the deletion is cancelled', async () => {
    show(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Closing panel' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteAgenda).not.toHaveBeenCalled();
  });

  it('tells editors how to start an empty programme, and readers to come back', () => {
    live = { status: 'ready', data: [] };
    show(true);
    expect(screen.getByText(EMPTY_PROGRAM)).toBeTruthy();
    expect(screen.getByText(/Add the first session with New agenda/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New agenda' })).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Days' })).toBeNull();
  });

  it('tells readers of an empty programme to check back later', () => {
    live = { status: 'ready', data: [] };
    show(false);
    expect(screen.getByText(EMPTY_PROGRAM)).toBeTruthy();
    expect(screen.getByText(/Check back later/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New agenda' })).toBeNull();
  });

  it('shows placeholders while the list loads', () => {
    live = { status: 'loading' };
    show(false);
    expect(screen.getByLabelText('Loading the agendas')).toBeTruthy();
    expect(cardNames()).toEqual([]);
  });

  it('switches to the calendar in the address (m=1), and back', async () => {
    const router = show(false);
    fireEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?e=e1&t=de&m=1'));
    expect(await screen.findByTestId('agenda-calendar', {}, { timeout: 5000 })).toBeTruthy();
    expect(cardNames()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Timeline' }));
    await waitFor(() => expect(router.state.location.search).toBe('?e=e1&t=de'));
    expect(cardNames()).toHaveLength(3);
  });
});

describe('issue 29: the programme by room, and a running event on today', () => {
  it('switches to the grid by room in the address (m=2): one column per room of the day, parallel sessions side by side', async () => {
    const router = show(false);
    fireEvent.click(screen.getByRole('button', { name: 'By room' }));
    await waitFor(() => expect(router.state.location.search).toBe('?e=e1&t=de&m=2'));
    const grid = within(await screen.findByRole('region', { name: 'Programme by room' }));
    // The first day by default: only the Main Hall has sessions then.
    expect(grid.getAllByRole('region').map((room) => room.getAttribute('aria-label'))).toEqual(['Main Hall']);
    const hall = within(grid.getByRole('region', { name: 'Main Hall' }));
    expect(hall.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Opening keynote',
      'Zero trust in practice',
    ]);
    expect(hall.getByRole('link', { name: 'Zero trust in practice' }).getAttribute('href')).toContain('a=a2');
    expect(cardNames()).toEqual([]);
    // No "All days" in the grid: it draws one day, chosen with the chips.
    const days = within(screen.getByRole('list', { name: 'Days' }));
    expect(days.queryByText('All days')).toBeNull();
    fireEvent.click(days.getByText('Mon 13 May'));
    await waitFor(() =>
      expect(grid.getAllByRole('region').map((room) => room.getAttribute('aria-label'))).toEqual(['Room Spree']),
    );
  });

  it('opens the grid from a link to it', async () => {
    show(false, `${PATH}?e=e1&t=de&m=2`);
    expect(await screen.findByRole('region', { name: 'Programme by room' })).toBeTruthy();
  });

  describe('while the event runs', () => {
    const runningEvent = { ...event, start: new Date('2030-05-12T06:00:00Z'), end: new Date('2030-05-13T18:00:00Z') };
    const showRunning = (url = `${PATH}?e=e1&t=de`) =>
      renderScreen(
        PATH,
        url,
        <CurrentEventContext.Provider value={{ event: runningEvent, canEdit: false, passed: false }}>
          <AgendaListPage />
        </CurrentEventContext.Provider>,
        NOBODY,
      );

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-05-13T13:30:00Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('opens the timeline on today with a now line before the next session', () => {
      showRunning();
      expect(screen.getByText('Mon 13 May').closest('[aria-pressed]')?.getAttribute('aria-pressed')).toBe('true');
      expect(cardNames()).toEqual(['Closing panel']);
      const line = screen.getByRole('note', { name: 'Now, 15:30' });
      const card = screen.getByRole('article', { name: 'Closing panel' });
      expect(line.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // All days stays one tap away.
      fireEvent.click(screen.getByText('All days'));
      expect(cardNames()).toHaveLength(3);
    });

    it('opens the grid on today with a now line while a session runs', async () => {
      vi.setSystemTime(new Date('2030-05-13T14:30:00Z'));
      showRunning(`${PATH}?e=e1&t=de&m=2`);
      const grid = within(await screen.findByRole('region', { name: 'Programme by room' }));
      expect(grid.getAllByRole('region').map((room) => room.getAttribute('aria-label'))).toEqual(['Room Spree']);
      expect(grid.getByRole('note', { name: 'Now, 16:30' })).toBeTruthy();
    });
  });
});
