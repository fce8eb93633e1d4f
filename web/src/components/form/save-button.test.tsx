import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockedButton, SaveButton } from './save-button';

describe('SaveButton', () => {
  it('is a submit button that can be pressed when nothing blocks it', () => {
    render(<SaveButton blockedReason={null} />);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(false);
  });

  it('says why it is disabled, to the keyboard and screen readers too', () => {
    render(<SaveButton blockedReason="Name: You must enter a value" />);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    const wrapper = screen.getByLabelText('Save: Name: You must enter a value');
    expect(wrapper.tabIndex).toBe(0);
  });

  it('is disabled without a reason while the save runs, and names itself by its text', () => {
    render(
      <SaveButton blockedReason={null} busy type="button">
        Schedule
      </SaveButton>,
    );
    const button = screen.getByRole('button', { name: 'Schedule' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
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
    const wrapper = screen.getByLabelText('Send: Choose at least one user');
    expect(wrapper.style.display).toBe('flex');
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.type).toBe('button');
  });
});
