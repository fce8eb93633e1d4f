import { fireEvent, screen, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_DE, renderScreen } from '@/test/render-screen';
import type { ImportTarget } from './agenda-import';
import { AgendaImportDialog } from './agenda-import-dialog';

const target: ImportTarget = {
  timezone: 'Europe/Berlin',
  start: new Date('2026-05-11T22:00:00Z'),
  end: new Date('2026-05-13T22:00:00Z'),
  locations: [],
  agendas: [],
};

async function workbook(sessions: unknown[][]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const locations = book.addWorksheet('Locations');
  locations.addRow(['key', 'name', 'lat', 'long']);
  locations.addRow(['HALL', 'Main hall', 52.5, 13.4]);
  const sheet = book.addWorksheet('Sessions');
  sheet.addRow([
    'name',
    'start',
    'end',
    'unused',
    'location key',
    'numberOfPlaces',
    'mandatory',
    'locked',
    'description',
  ]);
  for (const row of sessions) sheet.addRow(row);
  return new File([new Uint8Array(await book.xlsx.writeBuffer())], 'programme.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

const wall = (iso: string) => new Date(`${iso}Z`);

describe('AgendaImportDialog', () => {
  it('previews the sessions in the event zone and the row errors, and keeps Import disabled', async () => {
    renderScreen(
      '/list',
      '/list',
      <AgendaImportDialog eventId="e1" target={target} locationName={() => null} onClose={vi.fn()} />,
      ADMIN_DE,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import event' });
    expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    const file = await workbook([
      ['Keynote', wall('2026-05-12T09:00:00'), wall('2026-05-12T10:00:00'), null, 'HALL', 10, 'no', 'no', 'Opening'],
      ['Lost', wall('2026-05-12T11:00:00'), wall('2026-05-12T12:00:00'), null, 'ATTIC', 10, 'no', 'no', 'Where?'],
    ]);
    fireEvent.change(within(dialog).getByLabelText('Workbook'), { target: { files: [file] } });
    const errors = await within(dialog).findByRole('table', { name: 'Errors' });
    expect(
      within(errors).getByRole('row', { name: /Sessions 3 E \(location key\) No location with the key ATTIC/ }),
    ).toBeTruthy();
    expect(within(dialog).getByText('2 sessions: 2 new, 0 updated')).toBeTruthy();
    expect(within(dialog).getByRole('cell', { name: 'Tue 12 May 2026, 09:00 – 10:00 CEST' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
  }, 30_000);
});
