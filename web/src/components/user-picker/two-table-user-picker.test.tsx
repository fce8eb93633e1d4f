import { isBlocked } from '@/test/blocked';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LoadUserPage, PickedUser, ResolveEmails } from './picker-data';
import { TwoTableUserPicker, type TwoTableUserPickerProps } from './two-table-user-picker';

const person = (n: number): PickedUser => ({
  id: `tid_${n}`,
  name: `Person ${String(n).padStart(5, '0')}`,
  email: `person${n}@corp.example`,
});
const people = (from: number, count: number) => Array.from({ length: count }, (_, index) => person(from + index));
const SOFIA: PickedUser = { id: 'tid_sofia', name: 'Sofia Rossi', email: 'sofia.rossi@corp.example' };
const LUKAS: PickedUser = { id: 'tid_lukas', name: 'Lukas Hoffmann', email: 'lukas.hoffmann@corp.example' };
const FELIX: PickedUser = { id: 'tid_felix', name: 'Felix Wagner', email: 'felix.wagner@corp.example' };

/** A server of `total` people, sorted; a search keeps those whose name or address contains it. */
function serverOf(all: readonly PickedUser[]): LoadUserPage & ReturnType<typeof vi.fn> {
  return vi.fn(async ({ search, page, pageSize }: Parameters<LoadUserPage>[0]) => {
    const found = all.filter((user) => `${user.name} ${user.email}`.toLowerCase().includes(search.toLowerCase()));
    return { users: found.slice((page - 1) * pageSize, page * pageSize), count: found.length };
  });
}

type Harness = Partial<TwoTableUserPickerProps> & { initial?: PickedUser[] };

/** The picker with its value kept in state, as a screen keeps it; `changes` records every onChange. */
function renderPicker({ initial = [], ...props }: Harness = {}) {
  const changes: PickedUser[][] = [];
  function Host() {
    const [value, setValue] = useState<PickedUser[]>(initial);
    return (
      <TwoTableUserPicker
        title="Speakers"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        {...props}
      />
    );
  }
  render(<Host />);
  return changes;
}

const available = () => screen.getByRole('listbox', { name: 'Available users' });
const availableLoaded = () => screen.findByRole('listbox', { name: 'Available users' });
const selected = () => screen.getByRole('listbox', { name: 'Speakers' });
const optionNames = (box: HTMLElement) =>
  within(box)
    .queryAllByRole('option')
    .map((option) => option.querySelector('p')?.textContent);

describe('TwoTableUserPicker', { timeout: 30_000 }, () => {
  it('pages the server’s users by 1000, then 100 or all, and shows the count', async () => {
    const load = serverOf(people(1, 2500));
    renderPicker({ loadPage: load });
    expect(await screen.findByText('2,500 users')).toBeTruthy();
    expect(load).toHaveBeenCalledWith({ search: '', page: 1, pageSize: 1000 });
    expect(screen.getByText('1–1,000 of 2,500')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Go to next page' })[0] as HTMLElement);
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ search: '', page: 2, pageSize: 1000 }));
    expect(await within(await availableLoaded()).findByText('Person 01001')).toBeTruthy();

    const perPage = screen.getAllByRole('combobox', { name: /Per page/ })[0] as HTMLElement;
    fireEvent.mouseDown(perPage);
    fireEvent.click(await screen.findByRole('option', { name: '100' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ search: '', page: 1, pageSize: 100 }));
    expect(await screen.findByText('1–100 of 2,500')).toBeTruthy();

    load.mockClear();
    fireEvent.mouseDown(screen.getAllByRole('combobox', { name: /Per page/ })[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'All' }));
    // "All" reads every page of 1000, one after the other.
    expect(
      await screen.findByRole('button', { name: 'Add all on this page (2,500)' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('1–2,500 of 2,500')).toBeTruthy();
    expect(load.mock.calls.map(([request]) => [request.page, request.pageSize])).toEqual([
      [1, 1000],
      [2, 1000],
      [3, 1000],
    ]);
  });

  it('searches the server once the typing pauses, and the selected people locally', async () => {
    const load = serverOf([SOFIA, LUKAS, FELIX]);
    renderPicker({ loadPage: load, initial: [FELIX, LUKAS] });
    await within(await availableLoaded()).findByText('Sofia Rossi');
    // Those already selected are not offered again.
    expect(optionNames(available())).toEqual(['Sofia Rossi']);

    const search = screen.getByRole('textbox', { name: 'Search available users' });
    fireEvent.change(search, { target: { value: 's' } });
    fireEvent.change(search, { target: { value: 'so' } });
    fireEvent.change(search, { target: { value: 'sof' } });
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ search: 'sof', page: 1, pageSize: 1000 }));
    expect(load.mock.calls.map(([request]) => request.search)).toEqual(['', 'sof']);

    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(await screen.findByText('No one matches “nobody”: try part of a name or an address.')).toBeTruthy();

    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search speakers' }), { target: { value: 'WAGNER' } });
    await waitFor(() => expect(optionNames(selected())).toEqual(['Felix Wagner']));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search speakers' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No selected person matches “zzz”.')).toBeTruthy();
  });

  it('moves one person on a click, both ways', async () => {
    const changes = renderPicker({ loadPage: serverOf([SOFIA, LUKAS]) });
    expect(await screen.findByText(/No one is selected yet/)).toBeTruthy();
    fireEvent.click(await within(await availableLoaded()).findByRole('option', { name: /Lukas Hoffmann/ }));
    expect(changes.at(-1)).toEqual([LUKAS]);
    expect(optionNames(selected())).toEqual(['Lukas Hoffmann']);
    expect(optionNames(available())).toEqual(['Sofia Rossi']);
    expect(screen.getByText('1 selected')).toBeTruthy();

    fireEvent.click(within(available()).getByRole('option', { name: /Sofia Rossi/ }));
    // The server's page holds only selected people now: the table says so, not "no one matches".
    expect(
      screen.getByText('Everyone here is selected already: open the next page or search for someone else.'),
    ).toBeTruthy();

    fireEvent.click(within(selected()).getByRole('option', { name: /Lukas Hoffmann/ }));
    expect(changes.at(-1)).toEqual([SOFIA]);
    expect(optionNames(available())).toEqual(['Lukas Hoffmann']);
  });

  it('is worked with the keyboard: arrows move the active row, Enter and Space move the person', async () => {
    const changes = renderPicker({ loadPage: serverOf([FELIX, LUKAS, SOFIA]) });
    await within(await availableLoaded()).findByText('Felix Wagner');
    const box = available();
    expect(box.getAttribute('tabindex')).toBe('0');
    act(() => box.focus());
    expect(box.getAttribute('aria-activedescendant')).toMatch(/option-0$/);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toMatch(/option-1$/);
    const activeRow = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeRow()).toContain('Lukas Hoffmann');
    // The cursor is the active descendant, not a selection: no row says it is selected.
    expect(within(box).queryByRole('option', { selected: true })).toBeNull();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(changes.at(-1)).toEqual([LUKAS]);
    fireEvent.keyDown(box, { key: 'End' });
    expect(activeRow()).toContain('Sofia Rossi');
    fireEvent.keyDown(box, { key: ' ' });
    expect(changes.at(-1)).toEqual([LUKAS, SOFIA]);

    const right = selected();
    fireEvent.keyDown(right, { key: 'Home' });
    fireEvent.keyDown(right, { key: ' ' });
    expect(changes.at(-1)).toEqual([SOFIA]);

    // A new search makes its first row the active one.
    fireEvent.keyDown(box, { key: 'End' });
    expect(box.getAttribute('aria-activedescendant')).toMatch(/option-1$/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search available users' }), { target: { value: 'e' } });
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toMatch(/option-0$/));
  });

  it('moves everyone on the page, both ways', async () => {
    const changes = renderPicker({ loadPage: serverOf(people(1, 150)) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add all on this page (150)' }));
    expect(changes.at(-1)).toHaveLength(150);
    expect(screen.getByText('150 selected')).toBeTruthy();
    // The right table shows 100 a page: "remove all" removes those 100.
    expect(screen.getByText('1–100 of 150')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove all on this page (100)' }));
    expect(changes.at(-1)).toEqual(people(101, 50));
    expect(screen.getByText('50 selected')).toBeTruthy();
  });

  it('offers only the given people, searched and paged here, and draws only the visible rows of 20,000', async () => {
    const load = vi.fn();
    const everyone = people(1, 20_000);
    const changes = renderPicker({ available: everyone, loadPage: load, initial: [person(1)] });
    expect(screen.getByText('19,999 available')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    // Virtualized: a page of 1000 draws a screenful of rows, not 1000.
    expect(within(available()).getAllByRole('option').length).toBeLessThan(30);
    expect(within(available()).getAllByRole('option')[0]?.getAttribute('aria-setsize')).toBe('1000');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search available users' }), {
      target: { value: 'person19999@' },
    });
    await waitFor(() => expect(optionNames(available())).toEqual(['Person 19999']));
    fireEvent.click(within(available()).getByRole('option'));
    expect(changes.at(-1)).toEqual([person(1), person(19_999)]);
  });

  it('imports a csv with a column named e-mail: adds the known people and names the unknown addresses', async () => {
    const resolve = vi.fn<ResolveEmails>(async (emails) => ({
      found: [SOFIA, LUKAS].filter((user) => emails.includes(user.email)),
      unknown: emails.filter((email) => email.startsWith('nobody')),
    }));
    const changes = renderPicker({ loadPage: serverOf([]), resolveEmails: resolve, initial: [LUKAS] });
    const csv =
      'Name,E-mail\nSofia,Sofia.Rossi@corp.example\nLukas,lukas.hoffmann@corp.example\nNobody,nobody@corp.example\nOdd,not an address\n';
    fireEvent.change(screen.getByLabelText('Spreadsheet of addresses (xlsx or csv)'), {
      target: { files: [new File([csv], 'speakers.csv', { type: 'text/csv' })] },
    });
    const message = await screen.findByText(/added from speakers\.csv/);
    expect(resolve).toHaveBeenCalledWith([
      'sofia.rossi@corp.example',
      'lukas.hoffmann@corp.example',
      'nobody@corp.example',
    ]);
    expect(changes.at(-1)).toEqual([LUKAS, SOFIA]);
    expect(message.textContent).toBe(
      '1 person added from speakers.csv (1 already selected). 1 address is not a user: nobody@corp.example. 1 cell is not an address: not an address.',
    );
  });

  it('says so when a file holds no address, and changes nothing', async () => {
    const resolve = vi.fn<ResolveEmails>();
    const changes = renderPicker({ loadPage: serverOf([]), resolveEmails: resolve });
    fireEvent.change(screen.getByLabelText('Spreadsheet of addresses (xlsx or csv)'), {
      target: { files: [new File(['Name\nSofia\n'], 'names.csv')] },
    });
    expect(await screen.findByText('The spreadsheet holds no e-mail addresses')).toBeTruthy();
    expect(resolve).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it('when disabled, says why and moves no one', async () => {
    const changes = renderPicker({
      loadPage: serverOf([SOFIA]),
      disabled: true,
      disabledReason: 'Only the event’s organizers can change its speakers.',
    });
    expect(screen.getByText('Only the event’s organizers can change its speakers.')).toBeTruthy();
    fireEvent.click(await within(await availableLoaded()).findByRole('option', { name: /Sofia Rossi/ }));
    fireEvent.keyDown(available(), { key: 'Enter' });
    expect(changes).toEqual([]);
    expect(isBlocked(screen.getByRole('button', { name: 'Import addresses' }) as HTMLButtonElement)).toBe(true);
  });

  it('shows skeleton rows until the first page arrives', async () => {
    let answer: (value: { users: PickedUser[]; count: number }) => void = () => undefined;
    renderPicker({ loadPage: () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByRole('status', { name: 'Available users' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ users: [SOFIA], count: 1 }));
    expect(await within(await availableLoaded()).findByText('Sofia Rossi')).toBeTruthy();
  });
});
