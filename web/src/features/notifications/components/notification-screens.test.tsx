import { blockedReason, isBlocked } from '@/test/blocked';
import { NOTIFICATION_MESSAGES, TOASTS, type Notification } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentEventContext } from '@/lib/current-event';
import { eventFromDoc } from '@/lib/event-item';
import { ADMIN_DE, renderScreen } from '@/test/render-screen';
import {
  cancelNotification,
  getNotification,
  getRecipients,
  saveNotification,
  sendMailInvites,
  sendNotification,
} from '../api/notifications';
import { FORM_TEXTS } from '../lib/forms';
import { useLiveNotifications, type ListedNotification } from '../lib/use-live-notifications';
import { AddNotificationPage, AgendaNotificationsPage } from './add-notification-page';
import { LAYOUT_TEXTS, NotificationsLayout } from './notifications-layout';
import { SCHEDULED_TEXTS, ScheduledNotificationsPage } from './scheduled-notifications-page';
import { SEND_TEXTS } from './send-notifications-card';
import { SendNotificationsPage } from './send-notifications-page';

vi.mock('../api/notifications', () => ({
  saveNotification: vi.fn(),
  sendNotification: vi.fn(),
  getNotification: vi.fn(),
  cancelNotification: vi.fn(),
  sendMailInvites: vi.fn(),
  getRecipients: vi.fn(),
}));
// Firestore does not run in unit tests: the live list is read in the browser test.
vi.mock('../lib/use-live-notifications', () => ({ useLiveNotifications: vi.fn() }));

const event = eventFromDoc({ id: 'e1', name: 'Berlin Tech Summit', tenant_id: 'de', timezone: 'Europe/Berlin' });
const SOFIA = { id: 'tid_sofia', name: 'Sofia Rossi', email: 'sofia.rossi@corp.example' };
const FUTURE = new Date(Date.now() + 86_400_000);

const stored = (fields: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  eventId: 'e1',
  agendaId: null,
  message: 'Doors open at 9',
  link: null,
  notification_type: 'TEXT',
  start_time: FUTURE.toISOString(),
  send_to_all: true,
  users: [],
  status: 'scheduled',
  recipients: null,
  delivered: null,
  failed: null,
  sent_at: null,
  ...fields,
});

const listed = (fields: Partial<ListedNotification> = {}): ListedNotification => ({
  id: 'n1',
  agendaId: null,
  message: 'Doors open at 9',
  link: null,
  type: 'TEXT',
  startTime: FUTURE,
  status: 'scheduled',
  sendToAll: true,
  users: 0,
  recipients: null,
  delivered: null,
  failed: null,
  sentAt: null,
  lastError: null,
  ...fields,
});

function show(page: ReactElement, path: string, query = '', current = { canEdit: true, passed: false }) {
  return renderScreen(
    `/main/event/${path}`,
    `/main/event/${path}?e=e1&t=de${query}`,
    <CurrentEventContext.Provider value={{ event, ...current }}>{page}</CurrentEventContext.Provider>,
    ADMIN_DE,
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getRecipients).mockResolvedValue([SOFIA]);
  vi.mocked(sendNotification).mockResolvedValue(stored({ status: 'sent', recipients: 1, delivered: 1, failed: 0 }));
  vi.mocked(saveNotification).mockResolvedValue(stored());
  vi.mocked(sendMailInvites).mockResolvedValue({ recipients: 5, mails: 4, repeated: false });
  vi.mocked(useLiveNotifications).mockReturnValue({ status: 'ready', notifications: [] });
});

describe('notifications layout', () => {
  it('shows its three links to editors, the current one marked, and a message to others', () => {
    show(<NotificationsLayout />, 'notifications/sendnotifications');
    const nav = screen.getByRole('navigation', { name: 'Notifications' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Send notifications',
      'Scheduled notifications',
      'New notification',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.getAttribute('href')).toBe('/main/event/notifications/schedulednotifications?e=e1&t=de');
  });

  it('tells a viewer who does not edit the event that it is for its organizers', () => {
    show(<NotificationsLayout />, 'notifications/schedulednotifications', '', { canEdit: false, passed: false });
    expect(screen.getByText(LAYOUT_TEXTS.editorsOnly)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Notifications' })).toBeNull();
  });

  it('closes sending and scheduling with the reason once the event has passed', () => {
    show(<NotificationsLayout />, 'notifications/schedulednotifications', '', { canEdit: true, passed: true });
    expect(screen.getAllByText(NOTIFICATION_MESSAGES.eventPassed).length).toBeGreaterThan(0);
    expect(blockedReason(screen.getByRole('button', { name: 'Send notifications' }))).toBe(
      `${NOTIFICATION_MESSAGES.eventPassed}`,
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Notifications' }))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Scheduled notifications']);
  });
});

describe('send notifications', { timeout: 30_000 }, () => {
  it('enables Send per §5, sends to all and says "Notifications sent !"', async () => {
    show(<SendNotificationsPage />, 'notifications/sendnotifications');
    expect(screen.getByRole('heading', { name: SEND_TEXTS.title })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Send to all participants' }) as HTMLInputElement).checked).toBe(true);
    expect(isBlocked(button('Send'))).toBe(true);
    expect(blockedReason(screen.getByRole('button', { name: 'Send' }))).toBe(`${FORM_TEXTS.fixNotification}`);
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Coffee is served' } });
    expect(isBlocked(button('Send'))).toBe(false);
    fireEvent.click(button('Send'));
    await waitFor(() =>
      expect(sendNotification).toHaveBeenCalledWith({
        users: [],
        eventId: 'e1',
        agendaId: null,
        notification: { message: 'Coffee is served', type: 'TEXT', link: null, valid: true },
        send_to_all: true,
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    );
    expect(await screen.findByText(TOASTS.notificationsSent)).toBeTruthy();
  });

  it('a double click on Send sends one submission: every request carries the same request id (issue 27)', async () => {
    let answer: (value: Awaited<ReturnType<typeof sendNotification>>) => void = () => undefined;
    vi.mocked(sendNotification).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    show(<SendNotificationsPage />, 'notifications/sendnotifications');
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Coffee is served' } });
    fireEvent.click(button('Send'));
    fireEvent.click(button('Send'));
    await waitFor(() => expect(sendNotification).toHaveBeenCalled());
    const ids = vi.mocked(sendNotification).mock.calls.map(([input]) => input.request_id);
    expect(typeof ids[0]).toBe('string');
    expect(new Set(ids).size).toBe(1);
    answer(stored({ status: 'sent', recipients: 1, delivered: 1, failed: 0 }));
    expect(await screen.findByText(TOASTS.notificationsSent)).toBeTruthy();
  });

  it('shows the link rules at the field and needs a chosen user without send to all', async () => {
    show(<SendNotificationsPage />, 'notifications/sendnotifications');
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Slides' } });
    fireEvent.click(screen.getByRole('radio', { name: 'LINK' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), { target: { value: 'javascript:alert(1)' } });
    expect(screen.getByText('Please enter a valid URL.')).toBeTruthy();
    expect(isBlocked(button('Send'))).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), {
      target: { value: 'https://example.org/slides' },
    });
    expect(isBlocked(button('Send'))).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send to all participants' }));
    expect(isBlocked(button('Send'))).toBe(true);
    expect(blockedReason(screen.getByRole('button', { name: 'Send' }))).toBe(`${NOTIFICATION_MESSAGES.chooseUsers}`);
    await waitFor(() => expect(getRecipients).toHaveBeenCalledWith({ eventId: 'e1', agendaId: null }));
    fireEvent.click(
      await within(await screen.findByRole('listbox', { name: 'Available users' })).findByRole('option', {
        name: /Sofia Rossi/,
      }),
    );
    await waitFor(() => expect(isBlocked(button('Send'))).toBe(false));
    fireEvent.click(button('Send'));
    await waitFor(() =>
      expect(sendNotification).toHaveBeenCalledWith(
        expect.objectContaining({ users: ['tid_sofia'], send_to_all: false }),
      ),
    );
  });

  it('asks before sending the event-wide mail invites and shows the counts', async () => {
    show(<SendNotificationsPage />, 'notifications/sendnotifications');
    fireEvent.click(button(SEND_TEXTS.invitesButton));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SEND_TEXTS.invitesEvent)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invites' }));
    await waitFor(() => expect(sendMailInvites).toHaveBeenCalledWith({ eventId: 'e1', agendaId: null }));
    expect(await screen.findByText(SEND_TEXTS.invitesSent(4, 1))).toBeTruthy();
  });

  it("sends an agenda's invites after the agenda confirmation", async () => {
    show(<AgendaNotificationsPage />, 'agendas/addnot', '&a=a1');
    fireEvent.click(button(SEND_TEXTS.invitesButton));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SEND_TEXTS.invitesAgenda)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invites' }));
    await waitFor(() => expect(sendMailInvites).toHaveBeenCalledWith({ eventId: 'e1', agendaId: 'a1' }));
  });
});

describe('schedule a notification', { timeout: 30_000 }, () => {
  it('keeps Save disabled until a date is chosen, saying why', () => {
    show(<AddNotificationPage />, 'notifications/addnot');
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Lunch' } });
    expect(isBlocked(button('Save'))).toBe(true);
    expect(blockedReason(screen.getByRole('button', { name: 'Save' }))).toBe(`${FORM_TEXTS.chooseDate}`);
    expect(screen.getByText(/In the event's time zone, .* \(Europe\/Berlin\)/)).toBeTruthy();
  });

  it('edits a scheduled notification and goes back to the list', async () => {
    vi.mocked(getNotification).mockResolvedValue(stored());
    const router = show(<AddNotificationPage />, 'notifications/addnot', '&n=n1');
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect((subject as HTMLTextAreaElement).value).toBe('Doors open at 9');
    fireEvent.change(subject, { target: { value: 'Doors open at 9:30' } });
    await waitFor(() => expect(isBlocked(button('Save'))).toBe(false));
    fireEvent.click(button('Save'));
    await waitFor(() =>
      expect(saveNotification).toHaveBeenCalledWith(
        expect.objectContaining({
          notification_id: 'n1',
          eventId: 'e1',
          send_to_all: true,
          users: [],
          notification: expect.objectContaining({ message: 'Doors open at 9:30' }),
        }),
      ),
    );
    const saved = vi.mocked(saveNotification).mock.calls[0]?.[0];
    // The instant is sent in UTC, unchanged by the event's zone.
    expect(saved?.date).toBe(FUTURE.toISOString());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/main/event/notifications/schedulednotifications'),
    );
    expect(await screen.findByText('Notification scheduled')).toBeTruthy();
  });

  it('says a sent notification can no longer be changed', async () => {
    vi.mocked(getNotification).mockResolvedValue(stored({ status: 'sent' }));
    show(<AddNotificationPage />, 'notifications/addnot', '&n=n1');
    expect(await screen.findByText(NOTIFICATION_MESSAGES.alreadySent)).toBeTruthy();
  });
});

describe('scheduled notifications', () => {
  it('shows a skeleton while loading', () => {
    vi.mocked(useLiveNotifications).mockReturnValue({ status: 'loading' });
    show(<ScheduledNotificationsPage />, 'notifications/schedulednotifications');
    expect(screen.getByLabelText('Loading the notifications')).toBeTruthy();
  });

  it('lists the upcoming ones with Edit and Cancel and the sent ones apart with their counts', async () => {
    vi.mocked(useLiveNotifications).mockReturnValue({
      status: 'ready',
      notifications: [
        listed({ id: 'n1', type: 'LINK', link: 'https://example.org/slides', message: 'Slides' }),
        listed({ id: 'n2', type: 'LINK', link: 'javascript:alert(1)', message: 'Bad link' }),
        listed({
          id: 'n3',
          status: 'sent',
          message: 'Welcome',
          recipients: 3,
          delivered: 3,
          failed: 0,
          sentAt: new Date(),
        }),
      ],
    });
    vi.mocked(cancelNotification).mockResolvedValue();
    show(<ScheduledNotificationsPage />, 'notifications/schedulednotifications');
    const upcoming = screen.getByRole('list', { name: SCHEDULED_TEXTS.upcoming });
    expect(within(upcoming).getAllByText(SCHEDULED_TEXTS.heading)).toHaveLength(2);
    const link = within(upcoming).getByRole('link', { name: /example\.org\/slides/ });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(upcoming).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(within(upcoming).getByRole('link', { name: 'Edit: Slides' }).getAttribute('href')).toBe(
      '/main/event/notifications/addnot?e=e1&t=de&n=n1',
    );
    const sent = screen.getByRole('list', { name: SCHEDULED_TEXTS.sent });
    expect(within(sent).getByText('Delivered to 3 of 3')).toBeTruthy();
    expect(within(sent).queryByRole('button', { name: /Cancel/ })).toBeNull();
    fireEvent.click(within(upcoming).getByRole('button', { name: 'Cancel: Slides' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel notification' }));
    await waitFor(() => expect(cancelNotification).toHaveBeenCalledWith('n1'));
    expect(await screen.findByText(TOASTS.notificationDeleted)).toBeTruthy();
  });

  it('says what to do when nothing is scheduled', () => {
    show(<ScheduledNotificationsPage />, 'notifications/schedulednotifications');
    expect(screen.getByText(SCHEDULED_TEXTS.empty)).toBeTruthy();
  });
});
