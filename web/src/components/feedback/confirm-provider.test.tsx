import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DELETE_ACTION } from './confirm-action';
import { ConfirmProvider, useConfirm } from './confirm-provider';

function Asker() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={() => void confirm('Delete tag', 'Are you sure?', DELETE_ACTION).then((ok) => setAnswer(String(ok)))}
      >
        ask
      </button>
      <output>{answer}</output>
    </>
  );
}

async function ask() {
  render(
    <ConfirmProvider>
      <Asker />
    </ConfirmProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'ask' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete tag' });
  expect(dialog.textContent).toContain('Are you sure?');
}

describe('useConfirm', () => {
  it('names the action on its button and starts on the safe choice (issue 35)', async () => {
    await ask();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });

  it('resolves true on the named action', async () => {
    await ask();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false on Cancel', async () => {
    await ask();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
  });

  it('resolves false when the dialog is dismissed with Escape', async () => {
    await ask();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
  });
});
