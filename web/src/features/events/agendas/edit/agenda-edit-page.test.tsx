import { blockedReason, isBlocked } from '@/test/blocked';
import { AGENDA_MESSAGES, MESSAGES, TOASTS } from '@agenda/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_TITLE } from '@/hooks/use-unsaved-changes';
import { ApiRequestError, AT_THE_FORM } from '@/lib/api';
import { eventFromDoc } from '@/lib/event-item';
import { ADMIN_DE, NOBODY, renderScreen } from '@/test/render-screen';
import { CurrentEventContext } from '@/features/events/shared/current-event';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { liveAgenda } from '@/features/events/agendas/shared/agenda-list-fixtures';
import { saveAgenda } from '@/features/events/agendas/shared/agendas-api';
import { useLiveAgenda, useLiveAgendas, type LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { AgendaEditPage } from './agenda-edit-page';
import { AGENDA_EDIT_TEXTS } from './agenda-edit-texts';

vi.mock('@/features/events/agendas/shared/agendas-api', () => ({ saveAgenda: vi.fn() }));
vi.mock('@/features/events/agendas/shared/use-live-agendas', () => ({
  useLiveAgenda: vi.fn(),
  useLiveAgendas: vi.fn(),
}));
vi.mock('@/features/events/shared/use-live-children', () => ({ useLiveChildren: vi.fn() }));

const PATH = '/main/event/agendas/editagenda';
const utc = (iso: string) => new Date(`${iso}Z`);

// 12 May 2026, 09:00 – 18:00 in Berlin (CEST, UTC+2).
const event = {
  ...eventFromDoc({ id: 'e1', name: 'Berlin Tech Summit', tenant_id: 'de', timezone: 'Europe/Berlin' }),
  start: utc('2026-05-12T07:00:00'),
  end: utc('2026-05-12T16:00:00'),
  timezone: 'Europe/Berlin',
};

const stored = (patch: Partial<LiveAgenda> = {}): LiveAgenda =>
  liveAgenda({
    id: 'a1',
    name: 'Keynote',
    description: 'Opening',
    start: utc('2026-05-12T08:00:00').getTime(),
    end: utc('2026-05-12T09:00:00').getTime(),
    tags: ['t1'],
    location_id: 'l1',
    no_of_places: 100,
    speakers: ['s1'],
    version: 3,
    updated_at: utc('2026-05-11T08:00:00').getTime(),
    updated_by: 'tid_viewer',
    updated_by_name: 'Max Müller',
    ...patch,
  });

/** The live agenda document: a tiny store, so that a test can publish someone else's save. */
let current: LiveAgenda | null = null;
const listeners = new Set<() => void>();
function publish(next: LiveAgenda | null) {
  current = next;
  act(() => listeners.forEach((listener) => listener()));
}
function useStoredAgenda() {
  const data = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
  return { status: 'ready' as const, data };
}

let others: LiveAgenda[] = [];

function show(url: string, canEdit = true) {
  return renderScreen(
    PATH,
    url,
    <CurrentEventContext.Provider value={{ event, canEdit, passed: false }}>
      <AgendaEditPage />
    </CurrentEventContext.Provider>,
    canEdit ? ADMIN_DE : NOBODY,
  );
}

const field = (label: RegExp | string) => screen.getByRole('textbox', { name: label });
const save = () => screen.getByRole('button', { name: 'Save' });
/** Types into a field and leaves it, as a person does: its error shows once it is left. */
const type = (label: RegExp | string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};
const saveEnabled = () => waitFor(() => expect(isBlocked(save() as HTMLButtonElement)).toBe(false));

beforeEach(() => {
  vi.clearAllMocks();
  current = stored();
  others = [];
  vi.mocked(useLiveAgenda).mockImplementation(useStoredAgenda);
  vi.mocked(useLiveAgendas).mockImplementation(() => ({
    status: 'ready',
    data: [...(current ? [current] : []), ...others],
  }));
  vi.mocked(useLiveChildren).mockImplementation(((_eventId: string, kind: string) =>
    kind === 'locations'
      ? {
          status: 'ready',
          items: [
            { id: 'l1', name: 'Main hall', lat: 0, long: 0, eventId: 'e1' },
            { id: 'l2', name: 'Room B', lat: 0, long: 0, eventId: 'e1' },
          ],
        }
      : {
          status: 'ready',
          items: [{ id: 't1', text: 'AI', color: '#1565c0', eventId: 'e1' }],
        }) as unknown as typeof useLiveChildren);
  vi.mocked(saveAgenda).mockImplementation(
    async (payload) => ({ ...stored(), id: payload.id ?? 'new1', version: (payload.version ?? 0) + 1 }) as never,
  );
});

describe('creating an agenda', () => {
  it('sends the payload of spec §3 in UTC without offset and returns to the agenda list', async () => {
    const router = show(`${PATH}?e=e1&t=de`);
    type(/Agenda name/, 'Workshop');
    type(/Description/, 'Hands on');
    fireEvent.click(screen.getByRole('button', { name: '+30m: end 30 minutes after the start' }));
    await waitFor(() => expect(isBlocked(save() as HTMLButtonElement)).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/event/agendalist'));
    expect(router.state.location.search).toBe('?e=e1&t=de');
    expect(saveAgenda).toHaveBeenCalledWith(
      {
        eventId: 'e1',
        name: 'Workshop',
        description: 'Hands on',
        // The event starts at 09:00 CEST; +30m makes the new agenda (an hour long) 30 minutes long.
        startTime: '2026-05-12T07:00:00',
        endTime: '2026-05-12T07:30:00',
        locationId: null,
        tags: [],
        numberOfPlaces: 0,
        mandatory: false,
        locked: false,
        meeting: null,
      },
      AT_THE_FORM,
    );
    expect(await screen.findByText(TOASTS.agendaSaved)).toBeTruthy();
  });

  it('says why Save is disabled while the name and description are missing', () => {
    show(`${PATH}?e=e1&t=de`);
    expect(isBlocked(save() as HTMLButtonElement)).toBe(true);
    expect(blockedReason(screen.getByRole('button', { name: 'Save' }))).toBe(`${AGENDA_EDIT_TEXTS.blockedIncomplete}`);
  });

  it('names the event zone next to the pickers, with the tooltip about local dates', async () => {
    show(`${PATH}?e=e1&t=de`);
    const zone = screen.getByText('CEST · Europe/Berlin');
    // Not a Tab stop (it does nothing); its explanation is the times' group's description.
    expect(zone.closest('[tabindex]')).toBeNull();
    expect(screen.getByRole('group', { name: 'Time' }).getAttribute('aria-description')).toBe(
      AGENDA_EDIT_TEXTS.zoneTooltip('Europe/Berlin'),
    );
    fireEvent.mouseOver(zone);
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      AGENDA_EDIT_TEXTS.zoneTooltip('Europe/Berlin'),
    );
  });

  it('is refused to those who cannot edit the event', () => {
    show(`${PATH}?e=e1&t=de`, false);
    expect(screen.getByText('You cannot edit this event')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('editing an agenda', () => {
  it('stays on the screen after saving with "Agenda Saved !" and the version it was based on', async () => {
    const router = show(`${PATH}?e=e1&t=de&a=a1`);
    type(/Agenda name/, 'Keynote (updated)');
    fireEvent.click(screen.getByRole('button', { name: '+15m: end 15 minutes after the start' }));
    await waitFor(() => expect(isBlocked(save() as HTMLButtonElement)).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText(TOASTS.agendaSaved)).toBeTruthy();
    expect(vi.mocked(saveAgenda).mock.calls[0]?.[0]).toMatchObject({
      id: 'a1',
      name: 'Keynote (updated)',
      startTime: '2026-05-12T08:00:00',
      endTime: '2026-05-12T08:15:00',
      locationId: 'l1',
      tags: ['t1'],
      numberOfPlaces: 100,
      version: 3,
    });
    expect(router.state.location.pathname).toBe(PATH);
    // Our own save, seen by the live listener, is not someone else's (the toast is a status too).
    publish(stored({ name: 'Keynote (updated)', version: 4, updated_by_name: 'Max Müller' }));
    expect(screen.queryByText(/saved this agenda at/)).toBeNull();
  });

  it('shows the alerts of spec §5 and blocks Save: the end after the event', async () => {
    current = stored({ start: utc('2026-05-12T15:00:00').getTime(), end: utc('2026-05-12T15:45:00').getTime() });
    show(`${PATH}?e=e1&t=de&a=a1`);
    expect(screen.queryByText(MESSAGES.agendaAfterEvent)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '+1h: end 1 hour after the start' }));
    // 17:00 + 1 h, 18:00 exactly, is the event's end: allowed.
    await waitFor(() => expect(isBlocked(save() as HTMLButtonElement)).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '+2h: end 2 hours after the start' }));
    expect(await screen.findByText(MESSAGES.agendaAfterEvent)).toBeTruthy();
    expect(isBlocked(save() as HTMLButtonElement)).toBe(true);
    expect(blockedReason(save())).toBe(`${AGENDA_EDIT_TEXTS.blockedByTimes} ${MESSAGES.agendaAfterEvent}.`);
  });

  it('shows the alerts for a start before the event and a start after the end', () => {
    current = stored({ start: utc('2026-05-12T06:00:00').getTime(), end: utc('2026-05-12T05:30:00').getTime() });
    show(`${PATH}?e=e1&t=de&a=a1`);
    const alerts = within(screen.getByLabelText('Time alerts'));
    expect(alerts.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      MESSAGES.agendaStartAfterEnd,
      MESSAGES.agendaBeforeEvent,
    ]);
    expect(isBlocked(save() as HTMLButtonElement)).toBe(true);
  });

  it('keeps the alerts still while a time is typed, and updates them once the pickers are left (issue 35)', async () => {
    show(`${PATH}?e=e1&t=de&a=a1`);
    expect(screen.queryByLabelText('Time alerts')).toBeNull();
    const group = screen.getByRole('group', { name: /^End/ });
    const input = group.parentElement?.querySelector('input');
    if (!input) throw new Error('No input under the End picker');
    act(() => input.focus());
    // Each key press of a typed date changes the time: mid-way it may read as before the start.
    fireEvent.change(input, { target: { value: '12 May 2026 05:00' } });
    await waitFor(() => expect(isBlocked(save() as HTMLButtonElement)).toBe(true));
    expect(screen.queryByLabelText('Time alerts')).toBeNull();
    act(() => save().focus());
    const alerts = within(await screen.findByLabelText('Time alerts'));
    expect(alerts.getAllByRole('alert').map((alert) => alert.textContent)).toContain(MESSAGES.agendaStartAfterEnd);
  });

  it('hides the maximum participants of a mandatory agenda and sends 0 places', async () => {
    show(`${PATH}?e=e1&t=de&a=a1`);
    expect(field(/Maximum participants/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mandatory' }));
    expect(screen.queryByRole('textbox', { name: /Maximum participants/ })).toBeNull();
    await waitFor(() => expect(isBlocked(save() as HTMLButtonElement)).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(saveAgenda).toHaveBeenCalled());
    expect(vi.mocked(saveAgenda).mock.calls[0]?.[0]).toMatchObject({ mandatory: true, numberOfPlaces: 0 });
  });

  it('refuses a number of places that is not a whole number, at the field', async () => {
    show(`${PATH}?e=e1&t=de&a=a1`);
    type(/Maximum participants/, '-3');
    expect(await screen.findByText(AGENDA_MESSAGES.places)).toBeTruthy();
    expect(isBlocked(save() as HTMLButtonElement)).toBe(true);
  });

  it('asks for an https Teams link once Teams event is on', async () => {
    show(`${PATH}?e=e1&t=de&a=a1`);
    expect(screen.queryByRole('textbox', { name: /Teams link/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Teams event' }));
    // Required at once (Save says so), but no error before the person has been in the field.
    await waitFor(() => expect(isBlocked(save() as HTMLButtonElement)).toBe(true));
    expect(screen.queryByText(MESSAGES.required)).toBeNull();
    fireEvent.blur(field(/Teams link/));
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    type(/Teams link/, 'http://teams.example.com/meet');
    expect(await screen.findByText(AGENDA_MESSAGES.meetingLink)).toBeTruthy();
    expect(isBlocked(save() as HTMLButtonElement)).toBe(true);
    type(/Teams link/, 'https://teams.microsoft.com/l/meetup-join/1');
    await waitFor(() => expect(isBlocked(save() as HTMLButtonElement)).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(saveAgenda).toHaveBeenCalled());
    expect(vi.mocked(saveAgenda).mock.calls[0]?.[0]).toMatchObject({
      meeting: 'https://teams.microsoft.com/l/meetup-join/1',
    });
  });

  it('shows a refused save (400) at its field', async () => {
    vi.mocked(saveAgenda).mockRejectedValueOnce(
      new ApiRequestError({
        status: 400,
        error: AGENDA_MESSAGES.unknownLocation,
        fields: { locationId: [AGENDA_MESSAGES.unknownLocation] },
        reported: false,
      }),
    );
    show(`${PATH}?e=e1&t=de&a=a1`);
    await saveEnabled();
    fireEvent.click(save());
    expect(await screen.findByText(AGENDA_MESSAGES.unknownLocation)).toBeTruthy();
    expect(screen.queryByRole('alert', { name: AGENDA_MESSAGES.unknownLocation })).toBeNull();
  });

  it('warns, without blocking, about a double-booked room and a speaker in two sessions', async () => {
    others = [
      stored({
        id: 'a2',
        name: 'Panel',
        start: utc('2026-05-12T08:30:00').getTime(),
        end: utc('2026-05-12T09:30:00').getTime(),
        speakers: ['s1'],
        location_id: 'l1',
      }),
      stored({
        id: 'a3',
        name: 'Later talk',
        start: utc('2026-05-12T09:00:00').getTime(),
        end: utc('2026-05-12T10:00:00').getTime(),
        speakers: ['s1'],
        location_id: 'l1',
      }),
    ];
    show(`${PATH}?e=e1&t=de&a=a1`);
    const warnings = within(screen.getByLabelText('Programme warnings'));
    expect(warnings.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Main hall is also booked for “Panel” at that time.',
      'A speaker of this agenda also speaks in “Panel” at that time.',
    ]);
    await saveEnabled();
  });
});

describe('no silent lost update', () => {
  const conflict = () =>
    new ApiRequestError({
      status: 409,
      error: AGENDA_MESSAGES.conflict('Anna Schmidt', '2026-05-11T08:42:00.000Z'),
      details: { version: 5, updated_at: '2026-05-11T08:42:00.000Z', updated_by_name: 'Anna Schmidt' },
      reported: false,
    });

  it('on 409 names who saved and when, and overwrites with the newer version', async () => {
    vi.mocked(saveAgenda).mockRejectedValueOnce(conflict());
    show(`${PATH}?e=e1&t=de&a=a1`);
    type(/Agenda name/, 'Mine');
    await saveEnabled();
    fireEvent.click(save());
    const notice = await screen.findByText(
      /^Anna Schmidt saved this agenda at Mon 11 May 2026, 10:42 CEST after you opened it$/,
    );
    expect(notice).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite with mine' }));
    expect(await screen.findByText(TOASTS.agendaSaved)).toBeTruthy();
    expect(vi.mocked(saveAgenda).mock.calls.map(([payload]) => [payload.name, payload.version])).toEqual([
      ['Mine', 3],
      ['Mine', 5],
    ]);
    expect(screen.queryByRole('button', { name: 'Overwrite with mine' })).toBeNull();
  });

  it('on 409 reloads their version into the form', async () => {
    vi.mocked(saveAgenda).mockRejectedValueOnce(conflict());
    show(`${PATH}?e=e1&t=de&a=a1`);
    type(/Agenda name/, 'Mine');
    await saveEnabled();
    fireEvent.click(save());
    await screen.findByRole('button', { name: 'Reload their version' });
    publish(stored({ name: 'Theirs', version: 5, updated_by_name: 'Anna Schmidt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect((field(/Agenda name/) as HTMLInputElement).value).toBe('Theirs'));
    // The reloaded form validates again before Save takes a click (under load that is a moment later).
    await saveEnabled();
    fireEvent.click(save());
    await waitFor(() => expect(saveAgenda).toHaveBeenCalledTimes(2));
    expect(vi.mocked(saveAgenda).mock.calls[1]?.[0]).toMatchObject({ name: 'Theirs', version: 5 });
  });
});

/** The screen's own statuses: not the app's announcer (always in the page). */
const notices = () => screen.queryAllByRole('status').filter((element) => element.dataset.testid !== 'announcer');

describe('live co-editing', () => {
  it("shows someone else's save without reload, and Reload takes it", async () => {
    show(`${PATH}?e=e1&t=de&a=a1`);
    expect(notices()).toEqual([]);
    publish(
      stored({
        name: 'Renamed by Anna',
        version: 4,
        updated_by: 'tid_anna',
        updated_by_name: 'Anna Schmidt',
        updated_at: utc('2026-05-11T08:42:00').getTime(),
      }),
    );
    await waitFor(() => expect(notices()).toHaveLength(1));
    const notice = notices()[0] as HTMLElement;
    expect(notice.textContent).toContain('Anna Schmidt saved this agenda at Mon 11 May 2026, 10:42 CEST');
    // The form keeps what the person is editing until they choose to reload.
    expect((field(/Agenda name/) as HTMLInputElement).value).toBe('Keynote');
    fireEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((field(/Agenda name/) as HTMLInputElement).value).toBe('Renamed by Anna'));
    expect(notices()).toEqual([]);
  });

  it('says when the agenda was deleted meanwhile and blocks Save', async () => {
    show(`${PATH}?e=e1&t=de&a=a1`);
    publish(null);
    expect(await screen.findByText(AGENDA_EDIT_TEXTS.deleted)).toBeTruthy();
    expect(isBlocked(save() as HTMLButtonElement)).toBe(true);
  });

  it('warns before unsaved changes are lost', async () => {
    const router = show(`${PATH}?e=e1&t=de&a=a1`);
    type(/Agenda name/, 'Half typed');
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(UNSAVED_TITLE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(PATH);
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/event/agendalist'));
  });
});
