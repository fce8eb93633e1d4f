import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { testEvent } from '@/test/event-item';
import { CompactEventHeader } from './compact-event-header';

vi.mock('@/hooks/use-live-tenants', () => ({
  useLiveTenants: () => ({
    status: 'ready',
    tenants: [{ id: 'de', locale: 'DE', country_name: 'Germany', flag_image_url: null, flag_image_ref: null }],
  }),
}));

const event = testEvent();

function header(canEdit: boolean) {
  render(
    <MemoryRouter>
      <CompactEventHeader event={event} canEdit={canEdit} now={new Date('2027-06-01T00:00:00Z')} />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'More about the event' });
}

// The menu's code loads at its first opening, so that the event's screens load no Menu.
describe('the phone header’s menu (issue 29 item 6)', () => {
  it('opens on demand with the way back and, for editors, Edit event and Event style', async () => {
    const button = header(true);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBeNull();
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getAttribute('aria-labelledby')).toBe(button.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Events in Germany', 'Edit event', 'Event style']);
    expect(items[0]?.getAttribute('href')).toBe('/main/events/eventslist?t=de');
    expect(items[1]?.getAttribute('href')).toBe('/main/events/editevent?e=e1&t=de');
  });

  it('shows others the way back only, and closes with Escape', async () => {
    const button = header(false);
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Events in Germany']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBeNull());
  });
});
