import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FOCUS_HOME, useKeptFocus } from './use-kept-focus';

/** A control that is drawn as another element once pressed (as Join becomes a blocked Leave), or vanishes. */
function Control({ vanish = false }: { vanish?: boolean }) {
  const kept = useKeptFocus<HTMLButtonElement>();
  const [pressed, setPressed] = useState(false);
  const press = () => {
    kept.keep();
    setPressed(true);
  };
  if (pressed && vanish) return null;
  return pressed ? (
    <button type="button" ref={kept.ref} aria-disabled="true" key="after">
      Leave
    </button>
  ) : (
    <button type="button" ref={kept.ref} onClick={press} key="before">
      Join
    </button>
  );
}

describe('useKeptFocus', () => {
  it('hands the focus to the element drawn in the control’s place', () => {
    render(<Control />);
    const join = screen.getByRole('button', { name: 'Join' });
    join.focus();
    fireEvent.click(join);
    const leave = screen.getByRole('button', { name: 'Leave' });
    expect(leave).not.toBe(join);
    expect(document.activeElement).toBe(leave);
  });

  it('moves nothing when the control did not have the focus (a tap that focuses nothing)', () => {
    render(<Control />);
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(document.activeElement).toBe(document.body);
  });

  it('gives the focus to the marked home when the control vanishes', async () => {
    render(
      <section aria-label="My agenda" {...FOCUS_HOME}>
        <Control vanish />
      </section>,
    );
    const join = screen.getByRole('button', { name: 'Join' });
    join.focus();
    await act(async () => {
      fireEvent.click(join);
      await Promise.resolve();
    });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'My agenda' }));
  });
});
