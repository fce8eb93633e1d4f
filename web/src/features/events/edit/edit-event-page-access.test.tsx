import { EVENT_MESSAGES, type Principal, type Tenant } from '@agenda/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventItem } from '@/lib/event-item';
import { ADMIN_DE, principal, renderScreen } from '@/test/render-screen';
import { getEvent } from '@/features/events/shared/get-event';
import { EditEventPage } from './edit-event-page';

vi.mock('@/features/events/shared/get-event', () => ({ getEvent: vi.fn() }));
const tenant = (id: string, country_name: string): Tenant => ({
  id,
  locale: id.toUpperCase(),
  country_name,
  flag_image_url: null,
  flag_image_ref: null,
});
vi.mock('@/hooks/use-live-tenants', () => ({
  useLiveTenants: () => ({ status: 'ready', tenants: [tenant('de', 'Germany')] }),
}));

const PATH = '/main/events/editevent';
const PLAIN: Principal = principal({ authority_id: 'USER', tenant_id: null });
const EVENT = {
  id: 'evt-1',
  name: 'Berlin Tech Summit',
  description: '',
  address: 'Alexanderplatz 1',
  start: new Date('2030-06-15T07:00:00Z'),
  end: new Date('2030-06-16T16:00:00Z'),
  timezone: 'Europe/Berlin',
  tenant_id: 'de',
  privacy: false,
  hide_gamification: false,
  hide_wall: false,
  poster_url: null,
  poster_id: null,
  organizers: [],
} as unknown as EventItem;

const show = (viewer: Principal) => renderScreen(PATH, `${PATH}?e=evt-1&t=de`, <EditEventPage />, viewer, 'tid_plain');

beforeEach(() => {
  vi.mocked(getEvent).mockResolvedValue(EVENT);
});

describe('the edit event screen for who may and may not edit (issue 32, items 16 and 21)', () => {
  it('offers the Event style screen to an editor', async () => {
    show(ADMIN_DE);
    expect(await screen.findByRole('link', { name: 'Event style' })).toBeTruthy();
  });

  it('shows a plain user no Event style link, says why they cannot edit and offers the event', async () => {
    show(PLAIN);
    expect(await screen.findByText(EVENT_MESSAGES.cannotEdit)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Event style' })).toBeNull();
    expect(screen.getByText(/Only the event's organizers, the admins of its country and root users/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the event' }).getAttribute('href')).toBe(
      '/main/event/event?e=evt-1&t=de',
    );
    expect(screen.getByRole('link', { name: 'Back to events' })).toBeTruthy();
  });
});
