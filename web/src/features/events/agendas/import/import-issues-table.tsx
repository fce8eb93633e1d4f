import type { ImportIssue } from '@agenda/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SHOWN } from './import-preview-parts';

/** Where an error is: "Sessions, row 3, column C (end)". */
const issuePlace = (issue: ImportIssue) =>
  [issue.sheet, issue.row ? `row ${issue.row}` : null, issue.column ? `column ${issue.column}` : null]
    .filter(Boolean)
    .join(', ');

/** At phone width each error is a card (sheet, row and column above the reason), so nothing is squeezed or scrolls sideways. */
function IssueCards({ issues }: { issues: ImportIssue[] }) {
  return (
    <Box
      component="ul"
      aria-label="Errors"
      sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 360, overflowY: 'auto', display: 'grid', gap: 1 }}
    >
      {issues.slice(0, SHOWN).map((issue, index) => (
        <Box
          component="li"
          key={`${issue.sheet}-${issue.row ?? 'sheet'}-${issue.column ?? ''}-${index}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, overflowWrap: 'anywhere' }}
        >
          <Typography variant="caption" color="text.secondary" component="p">
            {issuePlace(issue)}
          </Typography>
          <Typography variant="body2">{issue.message}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Every error of the workbook (the first SHOWN): a table, or cards at phone width. */
export function IssuesTable({ issues, phone }: { issues: ImportIssue[]; phone: boolean }) {
  if (phone) return <IssueCards issues={issues} />;
  return (
    <TableContainer sx={{ maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label="Errors">
        <TableHead>
          <TableRow>
            <TableCell>Sheet</TableCell>
            <TableCell>Row</TableCell>
            <TableCell>Column</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {issues.slice(0, SHOWN).map((issue, index) => (
            <TableRow key={`${issue.sheet}-${issue.row ?? 'sheet'}-${issue.column ?? ''}-${index}`}>
              <TableCell>{issue.sheet}</TableCell>
              <TableCell>{issue.row ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{issue.column ?? '—'}</TableCell>
              <TableCell>{issue.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
