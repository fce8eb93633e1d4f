import type { AgendaImportPlan } from '@agenda/contract';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatNamedRange } from '@/lib/zoned-time';
import { ActionChip, More, SHOWN } from './import-preview-parts';

interface ImportSessionsTableProps {
  sessions: AgendaImportPlan['sessions'];
  /** The event's zone: the workbook's times are read, and shown, in it. */
  zone: string;
  /** The name of a session's location: one the workbook adds, or one the event has. */
  locationOf: (key: string | null) => string;
}

/** The workbook's sessions as they will be imported: new or updating one of the event's. */
export function ImportSessionsTable({ sessions, zone, locationOf }: ImportSessionsTableProps) {
  return (
    <>
      <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Sessions">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>When</TableCell>
              <TableCell>Location</TableCell>
              <TableCell>Places</TableCell>
              <TableCell>Import</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.slice(0, SHOWN).map(({ item, id }) => (
              <TableRow key={item.row}>
                <TableCell>{item.row}</TableCell>
                <TableCell>
                  {item.name}
                  {item.mandatory ? <Chip size="small" label="Mandatory" sx={{ ml: 1 }} /> : null}
                  {item.locked ? <Chip size="small" label="Locked" sx={{ ml: 1 }} /> : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatNamedRange(item.start, item.end, zone)}</TableCell>
                <TableCell>{locationOf(item.locationKey)}</TableCell>
                <TableCell>{item.numberOfPlaces === 0 ? 'Unlimited' : item.numberOfPlaces}</TableCell>
                <TableCell>
                  <ActionChip update={id !== null} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <More total={sessions.length} />
    </>
  );
}
