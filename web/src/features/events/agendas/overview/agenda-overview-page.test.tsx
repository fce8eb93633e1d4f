import {
  OVERVIEW_PEOPLE_PAGE,
  type AgendaPeopleList,
  type Location,
  type ParticipantPerson,
  type Tag,
} from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentEventContext } from '@/features/events/shared/current-event';
import { useLiveChildren, type LiveChildren } from '@/features/events/shared/use-live-children';
import { eventFromDoc } from '@/lib/event-item';
import { ADMIN_DE, NOBODY, renderScreen } from '@/test/render-screen';
import { getAgendaPeoplePage } from '@/features/events/agendas/shared/agendas-api';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import {
  useLiveAgenda,
  useLiveAgendas,
  type Live,
  type LiveAgenda,
} from '@/features/events/agendas/shared/use-live-agendas';
import { AgendaOverviewPage, LOCKED_EXPLAINED } from './agenda-overview-page';
import { viewerInZone } from '@/test/viewer-zone';

vi.mock('@/features/events/agendas/shared/agendas-api', () => ({ getAgendaPeoplePage: vi.fn() }));
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

const PATH = '/main/event/agendas/overview';
const event = eventFromDoc({ id: 'e1', name: 'New York Summit', tenant_id: 'us', timezone: 'America/New_York' });
const tags: Tag[] = [{ id: 'cloud', text: 'Cloud', color: '#1565c0', eventId: 'e1' }];
const locations: Location[] = [{ id: 'hall', name: 'Main Hall', lat: 0, long: 0, eventId: 'e1' }];
const person = (id: string, name: string, job_title: string | null = null): ParticipantPerson => ({
  id,
  name,
  email: null,
  job_title,
  avatar_url: null,
});
const ada = person('u1', 'Ada Lovelace', 'Engineer');
const alan = person('u2', 'Alan Turing');

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
  participant_count: participants.length,
  speakers: ['u1'],
  meeting_room: 'https://teams.example/meet/123',
});

/** The people the fake API answers, by list; pages of them as GET /participants/agenda/… cuts them. */
let people: Record<AgendaPeopleList, ParticipantPerson[]>;

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
  people = { speakers: [ada], participants: participants.map((id) => person(id, `Person ${id}`)), mparticipants: [] };
  vi.mocked(getAgendaPeoplePage).mockImplementation(async (list, _agendaId, { offset = 0, limit = 1000 }) => {
    const all = people[list];
    const end = offset + limit;
    return { people: all.slice(offset, end), count: all.length, next_offset: end < all.length ? end : null };
  });
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
      'Mon 13 May 2030, 22:00 – 23:30 GMT+9 · 1 h 30 min',
    );
    expect(screen.getByText('At the event: Mon 13 May 2030, 09:00 – 10:30 EDT')).toBeTruthy();
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
    live = { status: 'ready', data: { ...base, no_of_places: 3, participant_count: 1 } };
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

  it('lists speakers and participants in folded sections, each only when there are people, read on opening', async () => {
    show(false);
    const speakers = screen.getByRole('button', { name: 'Speakers (1)' });
    expect(screen.getByRole('button', { name: 'Participants (17)' })).toBeTruthy();
    expect(screen.queryByText(/Mandatory participants/)).toBeNull();
    expect(speakers.getAttribute('aria-expanded')).toBe('false');
    // Closed sections read nothing (the render's effects have run).
    expect(getAgendaPeoplePage).not.toHaveBeenCalled();

    let answer: () => void = () => undefined;
    vi.mocked(getAgendaPeoplePage).mockImplementationOnce(
      (_list, _agendaId, page) =>
        new Promise((resolve) => {
          answer = () => resolve({ people: [ada], count: 1, next_offset: null, ...page });
        }),
    );
    fireEvent.click(speakers);
    expect(speakers.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('status', { name: 'Loading the speakers' })).toBeTruthy();
    answer();
    const list = within(await screen.findByRole('list', { name: 'Speakers' }));
    expect(list.getByText('Ada Lovelace')).toBeTruthy();
    expect(list.getByText('Engineer')).toBeTruthy();
    expect(list.getByText('AL')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the speakers' })).toBeNull();
    expect(getAgendaPeoplePage).toHaveBeenCalledTimes(1);
    expect(getAgendaPeoplePage).toHaveBeenCalledWith('speakers', 'a1', { offset: 0, limit: OVERVIEW_PEOPLE_PAGE });
    const headers = ['Speakers (1)', 'Participants (17)'].map((name) => screen.getByRole('button', { name }).id);
    expect(new Set(headers).size).toBe(2);
  });

  it('reads a page at a time: Show more reads the next page and adds it', async () => {
    const many = OVERVIEW_PEOPLE_PAGE + 7;
    people.participants = Array.from({ length: many }, (_, index) => person(`p${index}`, `Person ${index}`));
    live = { status: 'ready', data: { ...base, participant_count: many } };
    show(false);
    fireEvent.click(screen.getByRole('button', { name: `Participants (${many})` }));
    const list = await screen.findByRole('list', { name: 'Participants' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(OVERVIEW_PEOPLE_PAGE));
    const more = screen.getByRole('button', { name: 'Show more (7 remaining)' });
    more.focus();
    expect(document.activeElement).toBe(more);
    fireEvent.click(more);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(many));
    expect(within(list).getByText(`Person ${many - 1}`)).toBeTruthy();
    expect(within(list).getByText('Person 0')).toBeTruthy();
    expect(vi.mocked(getAgendaPeoplePage).mock.calls).toEqual([
      ['participants', 'a1', { offset: 0, limit: OVERVIEW_PEOPLE_PAGE }],
      ['participants', 'a1', { offset: OVERVIEW_PEOPLE_PAGE, limit: OVERVIEW_PEOPLE_PAGE }],
    ]);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('reads an open list again when its version changes; closed lists read nothing', async () => {
    const router = show(false);
    fireEvent.click(screen.getByRole('button', { name: 'Speakers (1)' }));
    await screen.findByText('Ada Lovelace');
    people.speakers = [ada, alan];
    live = { status: 'ready', data: { ...base, speakers: ['u1', 'u2'], speakers_version: 1, participants_version: 4 } };
    // Any new rendering with the new versions: navigate to the same address.
    await router.navigate(`${PATH}?e=e1&t=us&a=a1&n=1`);
    expect(await screen.findByRole('button', { name: 'Speakers (2)' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Alan Turing')).toBeTruthy(), { timeout: 3000 });
    expect(vi.mocked(getAgendaPeoplePage).mock.calls).toEqual([
      ['speakers', 'a1', { offset: 0, limit: OVERVIEW_PEOPLE_PAGE }],
      ['speakers', 'a1', { offset: 0, limit: OVERVIEW_PEOPLE_PAGE }],
    ]);
  });

  it('says when a list cannot be read, with Retry', async () => {
    vi.mocked(getAgendaPeoplePage).mockRejectedValueOnce(new Error('Too many requests'));
    show(false);
    fireEvent.click(screen.getByRole('button', { name: 'Speakers (1)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many requests');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await screen.findByRole('list', { name: 'Speakers' })).getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getAgendaPeoplePage).toHaveBeenCalledTimes(2);
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
