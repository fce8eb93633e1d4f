import Card from '@mui/material/Card';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ServerPagedTable, type ServerPagedTableProps } from './server-paged-table';

interface Person {
  id: string;
  name: string;
  country: string;
}

const PEOPLE: Person[] = [
  { id: '1', name: 'Ada', country: 'Germany' },
  { id: '2', name: 'Bo', country: 'France' },
];

function show(props: Partial<ServerPagedTableProps<Person, 10 | 25>> = {}) {
  const handlers = { onPage: vi.fn(), onPageSize: vi.fn() };
  render(
    <ServerPagedTable<Person, 10 | 25>
      label="People"
      loadingLabel="Loading people"
      columns={[{ header: 'Name' }, { header: 'Country' }, { header: 'Delete', align: 'right', width: 100 }]}
      rows={PEOPLE}
      renderRow={(person) => (
        <TableRow key={person.id}>
          <TableCell>{person.name}</TableCell>
          <TableCell data-label="Country">{person.country}</TableCell>
          <TableCell />
        </TableRow>
      )}
      empty="No one matches."
      count={32}
      loading={false}
      error={null}
      page={0}
      pageSize={10}
      sizes={[10, 25]}
      defaultSize={10}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('ServerPagedTable', () => {
  it('shows the page the server answered under its column headers, with the count in the footer', () => {
    show();
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Country', 'Delete']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('1–10 of 32')).toBeTruthy();
    expect(screen.queryByLabelText('Loading people')).toBeNull();
  });

  it('asks for the next page and another page size', async () => {
    const { onPage, onPageSize } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPage).toHaveBeenCalledWith(1);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: '25' }));
    expect(onPageSize).toHaveBeenCalledWith(25);
  });

  it('keeps the rows while a page loads, faded, and says the table is busy', () => {
    show({ loading: true });
    expect(screen.getByLabelText('Loading people')).toBeTruthy();
    expect(screen.getByText('Ada')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(getComputedStyle(table.querySelector('tbody')!).opacity).toBe('0.55');
  });

  it('shows the answered page at full strength, not busy', () => {
    show();
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.getAttribute('aria-busy')).toBe('false');
    expect(getComputedStyle(table.querySelector('tbody')!).opacity).toBe('1');
  });

  it('says when nothing matches, across all columns', () => {
    show({ rows: [], count: 0 });
    const cell = screen.getByText('No one matches.');
    expect(cell.getAttribute('colspan')).toBe('3');
  });

  it('shows nothing but the bar before the first answer, and a failure above the table', () => {
    show({ rows: null, count: undefined, loading: true, error: 'The server is unreachable' });
    expect(screen.queryByText('No one matches.')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('The server is unreachable');
  });

  it('sits in the frame it is given', () => {
    show({ frame: (content) => <Card data-testid="frame">{content}</Card> });
    expect(within(screen.getByTestId('frame')).getByRole('table', { name: 'People' })).toBeTruthy();
  });
});
