import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/feedback/confirm-provider';
import { OverlayProvider } from '@/components/feedback/overlay-provider';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { ApiRequestError } from '@/lib/api';
import { UNSAVED_MESSAGE } from './use-unsaved-changes';
import { usePaging } from './use-paging';
import { useSaveAction, type SaveDone } from './use-save-action';

// The confirm dialog and the toast are loaded on first use, which takes a while under jsdom.
vi.setConfig({ testTimeout: 20_000 });

interface Values {
  name: string;
  country: string;
}

interface Saved {
  id: string;
}

function Form({ task, done }: { task: () => Promise<Saved>; done: SaveDone<Saved> }) {
  const { register, setError, formState, handleSubmit } = useForm<Values>({ defaultValues: { name: '', country: '' } });
  const save = useSaveAction<Values>({
    dirty: formState.isDirty,
    setError,
    fields: ['name', 'country'],
    rename: { tenant_id: 'country' },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(() => save.run(task, done))(event)}>
      <input aria-label="Name" {...register('name')} />
      <p>{formState.errors.name?.message}</p>
      <p>{formState.errors.country?.message}</p>
      {save.alert ? <p role="alert">{save.alert}</p> : null}
      <button type="submit">Save</button>
      <Link to="/elsewhere">Leave</Link>
    </form>
  );
}

function show(task: () => Promise<Saved>, done: SaveDone<Saved>) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form task={task} done={done} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <ToastProvider>
      <ConfirmProvider>
        <OverlayProvider>
          <RouterProvider router={router} />
        </OverlayProvider>
      </ConfirmProvider>
    </ToastProvider>,
  );
  return router;
}

const change = () => fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('useSaveAction', () => {
  it('runs the save under the overlay, shows the toast and leaves to the result without asking', async () => {
    let finish: (saved: Saved) => void = () => undefined;
    const task = vi.fn(() => new Promise<Saved>((resolve) => (finish = resolve)));
    const router = show(task, { toast: 'Badge saved', overlay: 'Saving…', to: (saved) => `/badges/${saved.id}` });
    change();
    submit();
    expect(await screen.findByText('Saving…')).toBeTruthy();
    act(() => finish({ id: 'b7' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/badges/b7'));
    expect(await screen.findByText('Badge saved')).toBeTruthy();
    expect(screen.queryByText(UNSAVED_MESSAGE)).toBeNull();
  });

  it('puts a refusal at its fields, the API names renamed, and keeps asking before the changes are lost', async () => {
    const refusal = new ApiRequestError({
      status: 400,
      error: 'Invalid data',
      fields: { name: ['Too short'], tenant_id: ['Not your country'] },
    });
    const router = show(() => Promise.reject(refusal), { toast: 'Saved', to: '/list' });
    change();
    submit();
    expect(await screen.findByText('Too short')).toBeTruthy();
    expect(screen.getByText('Not your country')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText(UNSAVED_MESSAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/form');
  });

  it("shows a refusal without fields in the form's alert, and none when the error dialog shows it", async () => {
    const task = vi
      .fn<() => Promise<Saved>>()
      .mockRejectedValueOnce(new ApiRequestError({ status: 409, error: 'This country already exists' }))
      .mockRejectedValueOnce(new ApiRequestError({ status: 500, error: 'Internal error', reported: true }));
    show(task, { toast: 'Saved' });
    change();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('This country already exists');
    submit();
    await waitFor(() => expect(task).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('leaves a refusal to the form when it shows it its own way', async () => {
    const refused = vi.fn(() => true);
    show(() => Promise.reject(new Error('Could not upload badge to storage')), { toast: 'Saved', refused });
    change();
    submit();
    await waitFor(() => expect(refused).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays on the page after a save without `to`', async () => {
    const router = show(() => Promise.resolve({ id: 'x' }), { toast: 'Settings saved' });
    submit();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/form');
  });
});

function Pager() {
  const paging = usePaging<10 | 25>(25, 2);
  return (
    <>
      <p>
        page {paging.page} size {paging.pageSize}
      </p>
      <button type="button" onClick={() => paging.setPage(3)}>
        Next
      </button>
      <button type="button" onClick={() => paging.setPageSize(10)}>
        Ten
      </button>
      <button type="button" onClick={paging.restart}>
        Search
      </button>
    </>
  );
}

describe('usePaging', () => {
  it('starts where it is told; a new size or a new search goes back to the first page', () => {
    render(<Pager />);
    expect(screen.getByText('page 2 size 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ten' }));
    expect(screen.getByText('page 0 size 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('page 3 size 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('page 0 size 10')).toBeTruthy();
  });
});
