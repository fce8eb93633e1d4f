import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast, type Toast } from './toast-provider';

describe('ToastProvider', () => {
  it('says a confirmation as a polite status, not as an alert (issue 35)', async () => {
    let toast: Toast | null = null;
    function Probe() {
      toast = useToast();
      return null;
    }
    render(
      <ToastProvider>
        <Probe />
      </ToastProvider>,
    );
    act(() => toast!.info('Saved!'));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Saved!');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
