import type { FailedMail } from '@agenda/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { ACCESS_NOTICES, readAccessNotice } from '@/lib/access-notice';
import { ADMIN_DE, renderScreen, ROOT } from '@/test/render-screen';
import { listFailedMail, retryFailedMail } from '../api/failed-mail';
import { FAILED_MAIL_TEXTS, FailedMailPage } from './failed-mail-page';

vi.mock('../api/failed-mail', () => ({ listFailedMail: vi.fn(), retryFailedMail: vi.fn() }));

const PATH = '/main/administration/failedMail';
const MAILS: FailedMail[] = [
  {
    id: 'm1',
    to: ['lukas.hoffmann@corp.example'],
    subject: 'Berlin Tech Summit · Keynote',
    failed_at: '2026-11-30T09:15:00.000Z',
    error: 'connect ECONNREFUSED 10.0.0.5:587',
    attempts: 10,
  },
  {
    id: 'm2',
    to: ['emma.dubois@corp.example'],
    subject: 'Invitation: Workshop',
    failed_at: '2026-11-29T18:00:00.000Z',
    error: '550 Mailbox unavailable',
    attempts: 1,
  },
];
const row = (text: string) => {
  const found = screen.getAllByRole('row').find((r) => within(r).queryByText(text));
  if (!found) throw new Error(`No row for ${text}`);
  return found;
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(listFailedMail).mockResolvedValue(MAILS);
});

describe('failed mail', () => {
  it('shows skeletons while the list is read', () => {
    vi.mocked(listFailedMail).mockReturnValue(new Promise(() => undefined));
    renderScreen(PATH, PATH, <FailedMailPage />, ROOT);
    expect(screen.getByRole('heading', { level: 1, name: 'Failed mail' })).toBeTruthy();
    expect(screen.getByRole('status', { name: FAILED_MAIL_TEXTS.loading })).toBeTruthy();
  });

  it('says so when no mail failed', async () => {
    vi.mocked(listFailedMail).mockResolvedValue([]);
    renderScreen(PATH, PATH, <FailedMailPage />, ROOT);
    expect(await screen.findByText(FAILED_MAIL_TEXTS.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each failed mail: to, subject, when, the reason and the attempts', async () => {
    renderScreen(PATH, PATH, <FailedMailPage />, ROOT);
    const table = await screen.findByRole('table', { name: 'Failed mail' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['To', 'Subject', 'Failed', 'Reason', 'Attempts', 'Retry']);
    const first = row('Berlin Tech Summit · Keynote');
    expect(within(first).getByText('lukas.hoffmann@corp.example')).toBeTruthy();
    expect(within(first).getByText('connect ECONNREFUSED 10.0.0.5:587')).toBeTruthy();
    expect(within(first).getByText('10')).toBeTruthy();
    expect(within(first).getByText(/2026/)).toBeTruthy();
    expect(row('Invitation: Workshop')).toBeTruthy();
  });

  it('Retry (a button in the tab order): queues the mail again, confirms with a toast and takes it off the list', async () => {
    vi.mocked(retryFailedMail).mockResolvedValue(undefined);
    renderScreen(PATH, PATH, <FailedMailPage />, ROOT);
    const button = await screen.findByRole('button', {
      name: 'Retry the mail to lukas.hoffmann@corp.example: Berlin Tech Summit · Keynote',
    });
    // A real button in the tab order.
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    await waitFor(() => expect(retryFailedMail).toHaveBeenCalledWith('m1'));
    expect(await screen.findByText(FAILED_MAIL_TEXTS.queued)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Berlin Tech Summit · Keynote')).toBeNull());
    expect(row('Invitation: Workshop')).toBeTruthy();
  });

  it('keeps the mail listed and says why when Retry is refused', async () => {
    vi.mocked(retryFailedMail).mockRejectedValue(
      new ApiRequestError({ status: 409, error: 'Only a mail that failed can be sent again', reported: false }),
    );
    renderScreen(PATH, PATH, <FailedMailPage />, ROOT);
    fireEvent.click(await screen.findByRole('button', { name: /Retry the mail to emma\.dubois/ }));
    expect(await screen.findByText('Only a mail that failed can be sent again')).toBeTruthy();
    expect(row('Invitation: Workshop')).toBeTruthy();
    expect(screen.queryByText(FAILED_MAIL_TEXTS.queued)).toBeNull();
  });

  it('sends users who are not root to the home screen, saying why', async () => {
    window.sessionStorage.clear();
    const router = renderScreen(PATH, PATH, <FailedMailPage />, ADMIN_DE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readAccessNotice()).toBe(ACCESS_NOTICES.failedMail);
    expect(listFailedMail).not.toHaveBeenCalled();
  });
});
