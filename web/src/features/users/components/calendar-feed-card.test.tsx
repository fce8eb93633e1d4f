import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFeedAddress, getFeedStatus, revokeFeedAddress } from '../api/calendar-feed';
import { NOBODY, renderScreen } from '../test-utils';
import { CalendarFeedCard } from './calendar-feed-card';

vi.mock('../api/calendar-feed', () => ({
  getFeedStatus: vi.fn(),
  createFeedAddress: vi.fn(),
  revokeFeedAddress: vi.fn(),
}));

const ADDRESS = 'http://127.0.0.1:5000/backendv2/calendar/me.ics?token=abc';
const show = () => renderScreen('/main/profile', '/main/profile', <CalendarFeedCard />, NOBODY);

beforeEach(() => {
  vi.clearAllMocks();
});

describe('calendar feed card', () => {
  it('creates an address and shows it once, to copy', async () => {
    vi.mocked(getFeedStatus).mockResolvedValue({ active: false, created_at: null });
    vi.mocked(createFeedAddress).mockResolvedValue({ url: ADDRESS, created_at: '2026-05-01T10:00:00.000Z' });
    show();
    expect(await screen.findByText('You have no feed address.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create feed address' }));
    expect(((await screen.findByLabelText('Your feed address')) as HTMLInputElement).value).toBe(ADDRESS);
    expect(screen.getByText(/Shown only now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New address' })).toBeTruthy();
  });

  it('says since when an address is active, and turns it off after confirming', async () => {
    vi.mocked(getFeedStatus).mockResolvedValue({ active: true, created_at: '2026-05-01T10:00:00.000Z' });
    vi.mocked(revokeFeedAddress).mockResolvedValue();
    show();
    expect(await screen.findByText(/Your feed address has been active since/)).toBeTruthy();
    expect(screen.queryByLabelText('Your feed address')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Turn off the feed' })).getByRole('button', {
        name: 'Turn off',
      }),
    );
    await waitFor(() => expect(revokeFeedAddress).toHaveBeenCalledOnce());
    expect(await screen.findByText('You have no feed address.')).toBeTruthy();
  });

  it('shows a refusal where it happened', async () => {
    vi.mocked(getFeedStatus).mockResolvedValue({ active: false, created_at: null });
    vi.mocked(createFeedAddress).mockRejectedValue(new Error('Server unavailable'));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Create feed address' }));
    expect(await screen.findByText('Server unavailable')).toBeTruthy();
  });
});
