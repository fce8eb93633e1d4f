import type { AgendaEager, AgendaPerson, Location, Tag } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentEventContext } from '@/features/events/shared/current-event';
import { useLiveChildren, type LiveChildren } from '@/features/events/shared/use-live-children';
import { eventFromDoc } from '@/lib/event-item';
import { ADMIN_DE, NOBODY, renderScreen } from '@/test/render-screen';
import { getAgendaEager } from '@/features/events/agendas/shared/agendas-api';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import {
  useLiveAgenda,
  useLiveAgendas,
  type Live,
  type LiveAgenda,
} from '@/features/events/agendas/shared/use-live-agendas';
import { AgendaOverviewPage, LOCKED_EXPLAINED } from './agenda-overview-page';
import { viewerInZone } from '@/test/viewer-zone';

vi.mock('@/features/events/agendas/shared/agendas-api', () => ({ getAgendaEager: vi.fn() }));
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
// The Join button reads the viewer's own participant document live (issue 29).
vi.mock('@/features/events/shared/use-event-participation', () => ({ useEventParticipation: () => true }));
vi.mock('@/features/events/shared/use-live-children', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/events/shared/use-live-children')>()),
  useLiveChildren: vi.fn(),
}));

const PATH = '/main/event/agendas/overview';
const event = eventFromDoc({ id: 'e1', name: 'New York Summit', tenant_id: 'us', timezone: 'America/New_York' });
const tags: Tag[] = [{ id: 'cloud', text: 'Cloud', color: '#1565c0', eventId: 'e1' }];
const locations: Location[] = [{ id: 'hall', name: 'Main Hall', lat: 0, long: 0, eventId: 'e1' }];
const ada: AgendaPerson = {
  id: 'u1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  job_title: 'Engineer',
  avatar_url: null,
};
const alan: AgendaPerson = { id: 'u2', first_name: 'Alan', last_name: 'Turing', job_title: null, avatar_url: null };

const participants = Array.from({ length: 17 }, (_, index) => `p${index}`);
let live: Live<LiveAgenda | null>;
const base = liveAgenda({
  id: 'a1',
  name: 'Opening keynote',
  description: 'Where our platform goes next year.',
  start: new Date('2030-05-13T13:00:00Z').getTime(),
  end: new Date('2030-05-13T14:30:00Z').getTime(),
  tags: ['cloud'],
  location_id: 'hall',
  no_of_places: 50,
  participants,
  speakers: ['u1'],
  meeting_room: 'https://teams.example/meet/123',
});

function eager(
  agenda: LiveAgenda,
  people: Partial<Pick<AgendaEager, 'speaker_list' | 'participant_list' | 'mparticipant_list'>>,
): AgendaEager {
  return {
    ...agenda,
    eventId: 'e1',
    start_time: new Date(agenda.start).toISOString(),
    end_date: new Date(agenda.end).toISOString(),
    files: agenda.files.map((file) => ({ ...file, id: file.reference })),
    location: null,
    available_places: null,
    updated_at: null,
    tag_list: [],
    speaker_list: [],
    participant_list: [],
    mparticipant_list: [],
    ...people,
  };
}

function show(canEdit: boolean) {
  return renderScreen(
    PATH,
    `${PATH}?e=e1&t=us&a=a1`,
    <CurrentEventContext.Provider value={{ event, canEdit, passed: false }}>
      <AgendaOverviewPage />
    </CurrentEventContext.Provider>,
    canEdit ? ADMIN_DE : NOBODY,
  );
}

// The first test of the file pays for loading MUI and the calendar: on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

viewerInZone('Asia/Tokyo');

beforeEach(() => {
  vi.clearAllMocks();
  live = { status: 'ready', data: base };
  vi.mocked(useLiveAgenda).mockImplementation(() => live);
  vi.mocked(useLiveAgendas).mockReturnValue({ status: 'ready', data: [base] });
  vi.mocked(useLiveChildren).mockImplementation(
    ((_eventId: string, kind: string) =>
      ({
        status: 'ready',
        items: kind === 'tags' ? tags : locations,
      }) as LiveChildren<unknown>) as typeof useLiveChildren,
  );
  vi.mocked(getAgendaEager).mockImplementation(async () =>
    eager(base, { speaker_list: [ada], participant_list: [alan] }),
  );
});

describe('agenda overview', () => {
  it('lists its clashes with the way to the other session, and says what Locked means (issue 32, item 17)', async () => {
    const other = liveAgenda({ ...base, id: 'a2', name: 'Zero trust in practice', speakers: [] });
    vi.mocked(useLiveAgendas).mockReturnValue({ status: 'ready', data: [base, other] });
    live = { status: 'ready', data: { ...base, locked: true } };
    show(false);
    const clashes = screen.getByTestId('session-clashes');
    expect(clashes.textContent).toContain('Main Hall is also booked for “Zero trust in practice”');
    expect(within(clashes).getByRole('link', { name: 'open it' }).getAttribute('href')).toContain('a=a2');
    expect(screen.getByText(LOCKED_EXPLAINED)).toBeTruthy();
    await screen.findByText('Speakers (1)');
  });

  it('shows name, times in the viewer zone and at the event, location, Teams link, tags and description', async () => {
    show(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Opening keynote' })).toBeTruthy();
    expect(screen.getByText(/Mon 13 May 2030, 22:00 – 23:30/).closest('p')?.textContent).toBe(
      'Mon 13 May 2030, 22:00 – 23:30 (Asia/Tokyo) · 1 h 30 min',
    );
    expect(screen.getByText('At the event: Mon 13 May 2030, 09:00 – 10:30 (America/New_York)')).toBeTruthy();
    expect(screen.getByText('Main Hall')).toBeTruthy();
    const teams = screen.getByRole('link', { name: /Join the Teams meeting/ });
    expect([teams.getAttribute('href'), teams.getAttribute('target'), teams.getAttribute('rel')]).toEqual([
      'https://teams.example/meet/123',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('Cloud')).toBeTruthy();
    expect(screen.getByText('Where our platform goes next year.')).toBeTruthy();
    await screen.findByText('Speakers (1)');
  });

  it('shows the rounded-up share of taken places', async () => {
    live = { status: 'ready', data: { ...base, no_of_places: 3, participants: ['p1'] } };
    show(false);
    expect(screen.getByTestId('occupancy').textContent).toBe('34%');
    expect(screen.getByRole('progressbar', { name: 'Occupancy' }).getAttribute('aria-valuenow')).toBe('34');
    expect(screen.getByText('1 of 3 places taken')).toBeTruthy();
    await screen.findByText('Speakers (1)');
  });

  it('says Unlimited without a limit, and for a mandatory agenda', async () => {
    live = { status: 'ready', data: { ...base, no_of_places: 0 } };
    show(false);
    expect(screen.getByTestId('occupancy').textContent).toBe('Unlimited');
    expect(screen.getByText('17 participants, no limit')).toBeTruthy();
    await screen.findByText('Speakers (1)');
  });

  it('lists speakers and participants in expandable sections, each only when there are people', async () => {
    show(false);
    const speakers = await screen.findByRole('button', { name: 'Speakers (1)' });
    expect(screen.getByRole('button', { name: 'Participants (1)' })).toBeTruthy();
    expect(screen.queryByText(/Mandatory participants/)).toBeNull();
    expect(speakers.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(speakers);
    expect(speakers.getAttribute('aria-expanded')).toBe('true');
    const list = within(screen.getByRole('list', { name: 'Speakers' }));
    expect(list.getByText('Ada Lovelace')).toBeTruthy();
    expect(list.getByText('Engineer')).toBeTruthy();
  });

  it('reads the people again when someone saves the agenda', async () => {
    const router = show(false);
    await screen.findByText('Speakers (1)');
    expect(getAgendaEager).toHaveBeenCalledTimes(1);
    vi.mocked(getAgendaEager).mockImplementation(async () =>
      eager(base, { speaker_list: [ada, alan], participant_list: [alan] }),
    );
    live = { status: 'ready', data: { ...base, version: 2, speakers: ['u1', 'u2'] } };
    // Any new rendering with the new version: navigate to the same address.
    await router.navigate(`${PATH}?e=e1&t=us&a=a1&n=1`);
    await waitFor(() => expect(screen.getByText('Speakers (2)')).toBeTruthy());
    expect(getAgendaEager).toHaveBeenCalledTimes(2);
    expect(getAgendaEager).toHaveBeenLastCalledWith('e1', 'a1');
  });

  it('gives editors Edit, readers not', async () => {
    show(true);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/main/event/agendas/editagenda?e=e1&t=us&a=a1',
    );
    await screen.findByText('Speakers (1)');
  });

  it('gives readers no Edit', async () => {
    show(false);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await screen.findByText('Speakers (1)');
  });
});
