import { isBlocked } from '@/test/blocked';
import { EVENT_MAX_ORGANIZERS, PARTICIPANT_MESSAGES } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadExistingUsers, searchUsersPage } from '@/components/user-picker/picker-data';
import { ApiRequestError } from '@/lib/api';
import { eventFromDoc } from '@/lib/event-item';
import { ADMIN_DE, renderScreen } from '@/test/render-screen';
import { getEventList, saveEventList, type PeopleList } from './participants-api';
import { CurrentEventContext } from '@/features/events/shared/current-event';
import { EventOrganizersPage, EventParticipantsPage, PARTICIPANTS_SAVED } from './event-people-pages';

vi.mock('./participants-api', async (original) => ({
  ...(await original<typeof import('./participants-api')>()),
  getEventList: vi.fn(),
  saveEventList: vi.fn(),
}));
vi.mock('@/components/user-picker/picker-data', async (original) => ({
  ...(await original<typeof import('@/components/user-picker/picker-data')>()),
  loadExistingUsers: vi.fn(),
  searchUsersPage: vi.fn(),
}));

const event = {
  ...eventFromDoc({ id: 'e1', name: 'Berlin Tech Summit', tenant_id: 'de', timezone: 'Europe/Berlin' }),
  participant_count: 1,
};
const SOFIA = { id: 'tid_sofia', name: 'Sofia Rossi', email: 'sofia.rossi@corp.example' };
const LUKAS = { id: 'tid_lukas', name: 'Lukas Hoffmann', email: 'lukas.hoffmann@corp.example' };
const list = (people: PeopleList['people'], version = 3): PeopleList => ({ people, version, canEdit: true });

function show(page: ReactElement, path: string, viewer = ADMIN_DE, uid = 'tid_viewer') {
  return renderScreen(
    `/main/event/${path}`,
    `/main/event/${path}?e=e1&t=de`,
    <CurrentEventContext.Provider value={{ event, canEdit: true, passed: false }}>{page}</CurrentEventContext.Provider>,
    viewer,
    uid,
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getEventList).mockResolvedValue(list([SOFIA]));
  vi.mocked(loadExistingUsers).mockResolvedValue({ users: [LUKAS, SOFIA], count: 2 });
  vi.mocked(searchUsersPage).mockImplementation(async ({ search }) =>
    search ? { users: [LUKAS], count: 1 } : { users: [], count: 0 },
  );
  vi.mocked(saveEventList).mockImplementation(async (_list, _event, ids) =>
    list(
      [SOFIA, LUKAS].filter((user) => ids.includes(user.id)),
      4,
    ),
  );
});

describe('event people screens', { timeout: 30_000 }, () => {
  it('saves the event participants with the version read and says "Participants Saved!"', async () => {
    show(<EventParticipantsPage />, 'participants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Participants' })).toBeTruthy();
    await within(await screen.findByRole('listbox', { name: 'Participants' })).findByText('Sofia Rossi');
    expect(getEventList).toHaveBeenCalledWith('participants', 'e1');
    fireEvent.click(
      await within(await screen.findByRole('listbox', { name: 'Available users' })).findByRole('option', {
        name: /Lukas Hoffmann/,
      }),
    );
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(saveEventList).toHaveBeenCalledWith('participants', 'e1', ['tid_sofia', 'tid_lukas'], 3),
    );
    expect(await screen.findByText(PARTICIPANTS_SAVED)).toBeTruthy();
  });

  it('removes an organizer and shows a refusal of the API at the picker', async () => {
    const refusal = PARTICIPANT_MESSAGES.tooManyOrganizers(EVENT_MAX_ORGANIZERS);
    vi.mocked(saveEventList).mockRejectedValueOnce(
      new ApiRequestError({ status: 400, error: 'Invalid input', fields: { organizers: [refusal] }, reported: false }),
    );
    show(<EventOrganizersPage />, 'organizers');
    const selected = await screen.findByRole('listbox', { name: 'Organizers' });
    fireEvent.click(await within(selected).findByRole('option', { name: /Sofia Rossi/ }));
    expect(screen.getByText('0 selected')).toBeTruthy();
    await waitFor(() => expect(isBlocked(saveButton())).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveEventList).toHaveBeenCalledWith('organizers', 'e1', [], 3));
    expect(await screen.findByText(`Invalid input ${refusal}`)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers an organizer who administers no country every user, a page at a time, and searches them on the server', async () => {
    show(<EventOrganizersPage />, 'organizers', { user_authorities: [] }, 'tid_organizer');
    await within(await screen.findByRole('listbox', { name: 'Organizers' })).findByText('Sofia Rossi');
    await waitFor(() => expect(searchUsersPage).toHaveBeenCalledWith({ search: '', page: 1, pageSize: 1000 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search available users' }), { target: { value: 'luk' } });
    await waitFor(() => expect(searchUsersPage).toHaveBeenLastCalledWith({ search: 'luk', page: 1, pageSize: 1000 }));
    expect(
      await within(screen.getByRole('listbox', { name: 'Available users' })).findByText('Lukas Hoffmann'),
    ).toBeTruthy();
    expect(loadExistingUsers).not.toHaveBeenCalled();
  });
});
