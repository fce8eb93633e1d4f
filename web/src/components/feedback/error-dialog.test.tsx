import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publishApiError } from '@/lib/error-bus';
import { ErrorDialog } from './error-dialog';

describe('ErrorDialog', () => {
  it('shows "ERROR OCCURED" and the error of a published API error, never a stack', async () => {
    render(<ErrorDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => publishApiError({ status: 500, error: 'Could not save event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exception' });
    expect(dialog.textContent).toContain('ERROR OCCURED');
    expect(screen.getByText('Could not save event')).toBeTruthy();
    expect(screen.queryByLabelText('Stack trace')).toBeNull();
  });

  it('shows queued errors one after the other', async () => {
    render(<ErrorDialog />);
    act(() => {
      publishApiError({ status: 400, error: 'first' });
      publishApiError({ status: 400, error: 'second' });
    });
    expect(await screen.findByText('first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('second')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
