import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_NOTICES, leaveAccessNotice, readAccessNotice } from '@/lib/access-notice';
import { AccessNotice } from './access-notice';

beforeEach(() => window.sessionStorage.clear());

describe('the reason for a redirect (issue 32, item 16)', () => {
  it('shows the reason left before the redirect once, until dismissed', () => {
    leaveAccessNotice('countries');
    const { unmount } = render(
      <StrictMode>
        <AccessNotice />
      </StrictMode>,
    );
    const notice = screen.getByTestId('access-notice');
    expect(notice.textContent).toContain('That page needs other rights');
    expect(notice.textContent).toContain(ACCESS_NOTICES.countries);
    // Shown once: the next screen's frame does not show it again.
    expect(readAccessNotice()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('access-notice')).toBeNull();
    unmount();
    render(<AccessNotice />);
    expect(screen.queryByTestId('access-notice')).toBeNull();
  });

  it('shows nothing without a reason, or with one it does not know', () => {
    window.sessionStorage.setItem('agenda.accessNotice', '<b>made up</b>');
    render(<AccessNotice />);
    expect(screen.queryByTestId('access-notice')).toBeNull();
  });
});
