import type { HistoryEntry } from '@agenda/contract';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatDateTime } from '@/lib/zoned-time';
import { changeValueText, entryWords, fieldText, type WordsContext } from './entry-words';

interface HistoryEntryItemProps {
  entry: HistoryEntry<{ toMillis(): number }>;
  context: WordsContext;
  /** Present when the viewer may restore and the entry can be restored from. */
  onRestore?: (entry: HistoryEntry<{ toMillis(): number }>, words: string) => void;
}

/**
 * One entry of a History screen (issue 34): what happened in words, when on the event's clock (zone
 * named), and on demand the field diff as a table (field, before, after) that reads on a phone too.
 */
export function HistoryEntryItem({ entry, context, onRestore }: HistoryEntryItemProps) {
  const [open, setOpen] = useState(false);
  const diffId = useId();
  const words = entryWords(entry, context);
  const at = entry.at.toMillis();
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{words}</Typography>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mt: 0.25 }}>
        <Typography variant="body2" color="text.secondary" component="p">
          <time dateTime={new Date(at).toISOString()}>{formatDateTime(at, context.zone)}</time>
        </Typography>
        {entry.changes.length > 0 ? (
          <Button
            size="small"
            onClick={() => setOpen((shown) => !shown)}
            aria-expanded={open}
            aria-controls={diffId}
            endIcon={open ? <ExpandLess /> : <ExpandMore />}
          >
            {open ? 'Hide changes' : `Show changes (${entry.changes.length})`}
          </Button>
        ) : null}
        {onRestore ? (
          <Button
            size="small"
            startIcon={<RestoreOutlined />}
            onClick={() => onRestore(entry, words)}
            aria-label={`Restore: ${words}`}
          >
            Restore
          </Button>
        ) : null}
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box id={diffId} sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label={`Changes: ${words}`}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Field
                </TableCell>
                <TableCell component="th" scope="col">
                  Before
                </TableCell>
                <TableCell component="th" scope="col">
                  After
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entry.changes.map((change) => (
                <TableRow key={change.field}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {fieldText(change.field)}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {changeValueText(change.field, change.before, context)}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {changeValueText(change.field, change.after, context)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Collapse>
    </Box>
  );
}
