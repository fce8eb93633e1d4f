import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publishApiError } from '@/lib/error-bus';
import { ErrorDialog } from './error-dialog';

describe('ErrorDialog', () => {
  it('shows "ERROR OCCURED", the error and its stack for a published API error', async () => {
    render(<ErrorDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => publishApiError({ status: 500, error: 'Could not save event', stack: 'Error: boom\n    at saveEvent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exception' });
    expect(dialog.textContent).toContain('ERROR OCCURED');
    expect(screen.getByText('Could not save event')).toBeTruthy();
    const stack = screen.getByLabelText('Stack trace');
    expect(stack.tagName).toBe('PRE');
    expect(stack.textContent).toBe('Error: boom\n    at saveEvent');
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
