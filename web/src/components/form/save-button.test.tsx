import { blockedReason, isBlocked } from '@/test/blocked';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BlockedButton, SaveButton } from './save-button';

describe('SaveButton', () => {
  it('is a submit button that can be pressed when nothing blocks it', () => {
    render(<SaveButton blockedReason={null} />);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(isBlocked(button)).toBe(false);
  });

  it('says why it is disabled, to the keyboard and screen readers too', () => {
    render(<SaveButton blockedReason="Name: You must enter a value" />);
    expect(isBlocked(screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement)).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' });
    // Still a focusable button (its tooltip shows on focus), its reason its description.
    expect(save.tabIndex).toBe(0);
    expect(blockedReason(save)).toBe('Name: You must enter a value');
  });

  it('is disabled without a reason while the save runs, and names itself by its text', () => {
    render(
      <SaveButton blockedReason={null} busy type="button">
        Schedule
      </SaveButton>,
    );
    const button = screen.getByRole('button', { name: 'Schedule' }) as HTMLButtonElement;
    expect(isBlocked(button)).toBe(true);
    expect(button.type).toBe('button');
  });
});

describe('BlockedButton', () => {
  it('names its reason after its own text, and fills the width it is given', () => {
    render(
      <BlockedButton blockedReason="Choose at least one user" variant="outlined" fullWidth>
        Send
      </BlockedButton>,
    );
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(blockedReason(button)).toBe('Choose at least one user');
    expect(button.className).toContain('MuiButton-fullWidth');
    expect(isBlocked(button)).toBe(true);
    expect(button.type).toBe('button');
  });
});

describe('a blocked button', () => {
  it('does nothing when pressed, and does not send its form', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <SaveButton blockedReason="Name: You must enter a value" onClick={onClick} />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('presses normally once nothing blocks it', () => {
    const onClick = vi.fn();
    render(
      <BlockedButton blockedReason={null} onClick={onClick}>
        Send
      </BlockedButton>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    expect(blockedReason(send)).toBeNull();
    expect(isBlocked(send)).toBe(false);
    fireEvent.click(send);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
