import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormCard, FormCardSkeleton } from './form-card';

describe('FormCard', () => {
  it('is a form named by its label that submits, with its actions after the fields', () => {
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <FormCard aria-label="Badge" onSubmit={submit} actions={<button type="submit">Save</button>}>
        <input aria-label="Name" />
      </FormCard>,
    );
    const form = screen.getByRole('form', { name: 'Badge' });
    expect(form.getAttribute('novalidate')).not.toBeNull();
    const [field, save] = [screen.getByLabelText('Name'), screen.getByRole('button', { name: 'Save' })];
    expect(field.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(save);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('takes its name from its title, and shows its alert, which can be closed', () => {
    const close = vi.fn();
    render(
      <FormCard
        title="Schedule a notification"
        onSubmit={() => undefined}
        alert="Not allowed"
        onAlertClose={close}
        actions={null}
      >
        <span />
      </FormCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Schedule a notification' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Schedule a notification' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Not allowed');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
  });

  it('shows no alert without one', () => {
    render(
      <FormCard onSubmit={() => undefined} actions={null}>
        <span />
      </FormCard>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stands in for the form while it loads', () => {
    render(<FormCardSkeleton label="Loading the badge" blocks={[56, { width: 112, height: 112 }]} />);
    const status = screen.getByRole('status', { name: 'Loading the badge' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.querySelectorAll('.MuiSkeleton-root')).toHaveLength(2);
  });
});
