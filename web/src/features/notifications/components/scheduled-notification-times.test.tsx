import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentEventContext } from '@/lib/current-event';
import { eventFromDoc } from '@/lib/event-item';
import { ADMIN_DE, renderScreen } from '@/test/render-screen';
import { useLiveNotifications, type ListedNotification } from '../lib/use-live-notifications';
import { SCHEDULED_TEXTS, ScheduledNotificationsPage } from './scheduled-notifications-page';

// Firestore does not run in unit tests: the live list is read in the browser test.
vi.mock('../lib/use-live-notifications', () => ({ useLiveNotifications: vi.fn() }));

const utc = (iso: string) => new Date(`${iso}Z`);

const listed = (id: string, startTime: Date, fields: Partial<ListedNotification> = {}): ListedNotification => ({
  id,
  agendaId: null,
  message: `Notification ${id}`,
  link: null,
  type: 'TEXT',
  startTime,
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

/** The scheduled list of an event in `timezone`, read by a viewer whose browser is in `viewer`. */
function showList(timezone: string, viewer: string, notifications: ListedNotification[]) {
  process.env.TZ = viewer;
  vi.mocked(useLiveNotifications).mockReturnValue({ status: 'ready', notifications });
  const event = eventFromDoc({ id: 'e1', name: 'Summit', tenant_id: 'de', timezone });
  renderScreen(
    '/main/event/notifications/schedulednotifications',
    '/main/event/notifications/schedulednotifications?e=e1&t=de',
    <CurrentEventContext.Provider value={{ event, canEdit: true, passed: false }}>
      <ScheduledNotificationsPage />
    </CurrentEventContext.Provider>,
    ADMIN_DE,
  );
}

/** What each card of a list says about its time: the event's clock, then the viewer's ("Your time: …"). */
const cardTimes = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((card) => [
      card.querySelector('time')?.textContent,
      within(card).queryByText(/^Your time: /)?.textContent ?? null,
    ]);

describe('scheduled notifications on the clock they were chosen on (issue 32, item 11)', () => {
  const previous = process.env.TZ;
  afterEach(() => {
    process.env.TZ = previous;
  });

  it("shows 05:07 CET for a time entered as 05:07 in Berlin, with a UTC viewer's own time beside it", () => {
    showList('Europe/Berlin', 'UTC', [listed('n1', utc('2026-11-27T04:07:00'))]);
    expect(cardTimes(SCHEDULED_TEXTS.upcoming)).toEqual([
      ['Fri 27 Nov 2026, 05:07 CET', 'Your time: Fri 27 Nov 2026, 04:07 UTC'],
    ]);
    expect(
      screen.getByRole('listitem', { name: `${SCHEDULED_TEXTS.heading} Fri 27 Nov 2026, 05:07 CET` }),
    ).toBeTruthy();
  });

  it('shows no second time to a viewer on the event clock', () => {
    showList('Europe/Berlin', 'Europe/Paris', [listed('n1', utc('2026-11-27T04:07:00'))]);
    expect(cardTimes(SCHEDULED_TEXTS.upcoming)).toEqual([['Fri 27 Nov 2026, 05:07 CET', null]]);
  });

  it('names each time by its own zone across both 2027 changes in Berlin (28 Mar, 31 Oct)', () => {
    showList('Europe/Berlin', 'UTC', [
      listed('a', utc('2027-03-28T00:30:00')),
      listed('b', utc('2027-03-28T01:30:00')),
      listed('c', utc('2027-10-31T00:30:00')),
      listed('d', utc('2027-10-31T01:30:00')),
    ]);
    expect(cardTimes(SCHEDULED_TEXTS.upcoming)).toEqual([
      ['Sun 28 Mar 2027, 01:30 CET', 'Your time: Sun 28 Mar 2027, 00:30 UTC'],
      ['Sun 28 Mar 2027, 03:30 CEST', 'Your time: Sun 28 Mar 2027, 01:30 UTC'],
      // 02:30 happens twice that night: the name tells which.
      ['Sun 31 Oct 2027, 02:30 CEST', 'Your time: Sun 31 Oct 2027, 00:30 UTC'],
      ['Sun 31 Oct 2027, 02:30 CET', 'Your time: Sun 31 Oct 2027, 01:30 UTC'],
    ]);
  });

  it('names each time by its own zone across both 2027 changes in New York (14 Mar, 7 Nov), sent ones too', () => {
    showList('America/New_York', 'Europe/Berlin', [
      listed('a', utc('2027-03-14T06:30:00')),
      listed('b', utc('2027-03-14T07:30:00')),
      listed('c', utc('2027-11-07T05:30:00')),
      listed('d', utc('2027-11-07T06:30:00'), { status: 'sent', sentAt: utc('2027-11-07T06:30:00') }),
    ]);
    expect(cardTimes(SCHEDULED_TEXTS.upcoming)).toEqual([
      ['Sun 14 Mar 2027, 01:30 EST', 'Your time: Sun 14 Mar 2027, 07:30 CET'],
      ['Sun 14 Mar 2027, 03:30 EDT', 'Your time: Sun 14 Mar 2027, 08:30 CET'],
      ['Sun 7 Nov 2027, 01:30 EDT', 'Your time: Sun 7 Nov 2027, 06:30 CET'],
    ]);
    expect(cardTimes(SCHEDULED_TEXTS.sent)).toEqual([
      ['Sun 7 Nov 2027, 01:30 EST', 'Your time: Sun 7 Nov 2027, 07:30 CET'],
    ]);
  });
});
