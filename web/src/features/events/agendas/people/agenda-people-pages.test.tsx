import { blockedReason, isBlocked } from '@/test/blocked';
import { PARTICIPANT_MESSAGES } from '@agenda/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadExistingUsers } from '@/components/user-picker/picker-data';
import { getAgendaList, saveAgendaList, type PeopleList } from '@/features/events/people/participants-api';
import { EVENT_READ_ONLY } from '@/features/events/people/event-people-pages';
import { SAVE_REASONS } from '@/features/events/people/people-editor';
import { CurrentEventContext } from '@/features/events/shared/current-event';
import { ApiRequestError } from '@/lib/api';
import { eventFromDoc } from '@/lib/event-item';
import { ADMIN_DE, NOBODY, renderScreen } from '@/test/render-screen';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import { useLiveAgenda, type LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import {
  AgendaMparticipantsPage,
  AgendaParticipantsPage,
  AgendaSpeakersPage,
  SPEAKERS_SAVED,
} from './agenda-people-pages';

vi.mock('@/features/events/agendas/shared/use-live-agendas', () => ({ useLiveAgenda: vi.fn() }));
vi.mock('@/features/events/people/participants-api', async (original) => ({
  ...(await original<typeof import('@/features/events/people/participants-api')>()),
  getAgendaList: vi.fn(),
  saveAgendaList: vi.fn(),
}));
vi.mock('@/components/user-picker/picker-data', async (original) => ({
  ...(await original<typeof import('@/components/user-picker/picker-data')>()),
  loadExistingUsers: vi.fn(),
}));

const event = eventFromDoc({ id: 'e1', name: 'Berlin Tech Summit', tenant_id: 'de', timezone: 'Europe/Berlin' });
const SOFIA = { id: 'tid_sofia', name: 'Sofia Rossi', email: 'sofia.rossi@corp.example' };
const LUKAS = { id: 'tid_lukas', name: 'Lukas Hoffmann', email: 'lukas.hoffmann@corp.example' };
const FELIX = { id: 'tid_felix', name: 'Felix Wagner', email: 'felix.wagner@corp.example' };
const KEYNOTE = liveAgenda({
  id: 'a1',
  name: 'Opening keynote',
  start: 0,
  end: 1,
  speakers: ['tid_sofia'],
  speakers_version: 7,
});

let agenda: LiveAgenda = KEYNOTE;
const listOf = (people: PeopleList['people'], version = 7): PeopleList => ({ people, version, canEdit: true });

function show(page: ReactElement, path: string, canEdit = true) {
  return renderScreen(
    `/main/event/agendas/${path}`,
    `/main/event/agendas/${path}?e=e1&a=a1&t=de`,
    <CurrentEventContext.Provider value={{ event, canEdit, passed: false }}>{page}</CurrentEventContext.Provider>,
    canEdit ? ADMIN_DE : NOBODY,
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const available = () => screen.findByRole('listbox', { name: 'Available users' });
async function pick(name: string) {
  fireEvent.click(await within(await available()).findByRole('option', { name: new RegExp(name) }));
}

beforeEach(() => {
  vi.clearAllMocks();
  agenda = KEYNOTE;
  vi.mocked(useLiveAgenda).mockImplementation(() => ({ status: 'ready', data: agenda }));
  vi.mocked(loadExistingUsers).mockResolvedValue({ users: [FELIX, LUKAS, SOFIA], count: 3 });
  vi.mocked(getAgendaList).mockResolvedValue(listOf([SOFIA]));
  vi.mocked(saveAgendaList).mockImplementation(async (_list, _ids, users) =>
    listOf(
      [SOFIA, LUKAS, FELIX].filter((user) => users.includes(user.id)),
      8,
    ),
  );
});

describe('agenda people screens', { timeout: 30_000 }, () => {
  it('shows the speakers, saves the chosen ids with the version read, and says "Speakers Saved!"', async () => {
    show(<AgendaSpeakersPage />, 'agendaspeakers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Speakers' })).toBeTruthy();
    const selected = await screen.findByRole('listbox', { name: 'Speakers' });
    expect(await within(selected).findByText('Sofia Rossi')).toBeTruthy();
    expect(getAgendaList).toHaveBeenCalledWith('speakers', 'a1');
    // Nothing changed yet: Save says why it is off.
    expect(isBlocked(saveButton())).toBe(true);
    expect(blockedReason(screen.getByRole('button', { name: 'Save' }))).toBe(`${SAVE_REASONS.unchanged}`);

    await pick('Lukas Hoffmann');
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(saveAgendaList).toHaveBeenCalledWith(
        'speakers',
        { eventId: 'e1', agendaId: 'a1' },
        ['tid_sofia', 'tid_lukas'],
        7,
      ),
    );
    expect(await screen.findByText(SPEAKERS_SAVED)).toBeTruthy();
    await waitFor(() => expect(isBlocked(saveButton())).toBe(true));
  });

  it('refuses more participants than places at the picker, with the shared rule’s message, before saving', async () => {
    agenda = { ...KEYNOTE, no_of_places: 1, participant_count: 1 };
    show(<AgendaParticipantsPage />, 'agendaparticipants');
    expect(await screen.findByText('1 of 1 places taken in Opening keynote.')).toBeTruthy();
    await within(await screen.findByRole('listbox', { name: 'Participants' })).findByText('Sofia Rossi');
    await pick('Felix Wagner');
    const message = PARTICIPANT_MESSAGES.tooMany(1, 2);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isBlocked(saveButton())).toBe(true);
    expect(blockedReason(screen.getByRole('button', { name: 'Save' }))).toBe(`${message}`);
    expect(saveAgendaList).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal beside the picker, not in a dialog, and "Participants Saved!" once it passes', async () => {
    vi.mocked(saveAgendaList).mockRejectedValueOnce(
      new ApiRequestError({
        status: 409,
        error: PARTICIPANT_MESSAGES.conflict('mandatory participants'),
        reported: false,
      }),
    );
    show(<AgendaMparticipantsPage />, 'agendamparticipants');
    await within(await screen.findByRole('listbox', { name: 'Mandatory Participants' })).findByText('Sofia Rossi');
    await pick('Felix Wagner');
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText(PARTICIPANT_MESSAGES.conflict('mandatory participants'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saveAgendaList).toHaveBeenLastCalledWith(
      'mparticipants',
      { eventId: 'e1', agendaId: 'a1' },
      ['tid_sofia', 'tid_felix'],
      7,
    );

    fireEvent.click(saveButton());
    expect(await screen.findByText('Participants Saved!')).toBeTruthy();
  });

  it('reads the list again when the live agenda says its people changed', async () => {
    const view = show(<AgendaSpeakersPage />, 'agendaspeakers');
    const selected = await screen.findByRole('listbox', { name: 'Speakers' });
    await within(selected).findByText('Sofia Rossi');
    vi.mocked(getAgendaList).mockResolvedValue(listOf([SOFIA, FELIX], 8));
    agenda = { ...KEYNOTE, speakers: ['tid_sofia', 'tid_felix'], speakers_version: 8 };
    // Another tab's save: the listener hands a new agenda, the screen renders again.
    await act(async () => {
      await view.navigate('/main/event/agendas/agendaspeakers?e=e1&a=a1&t=de&again=1');
    });
    expect(await within(screen.getByRole('listbox', { name: 'Speakers' })).findByText('Felix Wagner')).toBeTruthy();
    expect(getAgendaList).toHaveBeenCalledTimes(2);
    expect(screen.getByText('2 selected')).toBeTruthy();
  });

  it('keeps the speakers it read while people join (each list has its own version)', async () => {
    const view = show(<AgendaSpeakersPage />, 'agendaspeakers');
    await within(await screen.findByRole('listbox', { name: 'Speakers' })).findByText('Sofia Rossi');
    agenda = { ...KEYNOTE, participant_count: 1, participants_version: 1 };
    await act(async () => {
      await view.navigate('/main/event/agendas/agendaspeakers?e=e1&a=a1&t=de&again=1');
    });
    expect(getAgendaList).toHaveBeenCalledTimes(1);
    await pick('Felix Wagner');
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText(SPEAKERS_SAVED)).toBeTruthy();
    expect(saveAgendaList).toHaveBeenLastCalledWith(
      'speakers',
      { eventId: 'e1', agendaId: 'a1' },
      ['tid_sofia', 'tid_felix'],
      7,
    );
  });

  // Names only, no disabled picker, no remove chevrons, no Save.
  it('lets a viewer who may not edit read the names, and says why nothing can change', async () => {
    show(<AgendaSpeakersPage />, 'agendaspeakers', false);
    await within(await screen.findByRole('list', { name: 'Speakers' })).findByText('Sofia Rossi');
    expect(screen.getByText(EVENT_READ_ONLY)).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /save|remove/i })).toBeNull();
    // No user list is read for them.
    expect(loadExistingUsers).not.toHaveBeenCalled();
  });
});
