import type { AgendaImportPlan } from '@agenda/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ActionChip, More, SHOWN } from './import-preview-parts';

/** The workbook's locations as they will be imported: new or updating the one of the same key. */
export function ImportLocationsTable({ locations }: { locations: AgendaImportPlan['locations'] }) {
  return (
    <>
      <TableContainer sx={{ maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Locations">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Key</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Latitude, longitude</TableCell>
              <TableCell>Import</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {locations.slice(0, SHOWN).map(({ item, id }) => (
              <TableRow key={item.row}>
                <TableCell>{item.row}</TableCell>
                <TableCell>{item.key}</TableCell>
                <TableCell>{item.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {item.lat}, {item.long}
                </TableCell>
                <TableCell>
                  <ActionChip update={id !== null} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <More total={locations.length} />
    </>
  );
}
