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
import { stackOnPhone } from '@/components/stacked-table';
import { formatDateTime } from '@/lib/zoned-time';
import { changeValueText, entryWords, fieldLabel, partialWords, type WordsContext } from './entry-words';
import type { ShownEntry } from './use-live-history';

/** The changed fields of one entry: a table that stacks into cards on a phone. */
function ChangesTable({ entry, context }: { entry: ShownEntry; context: WordsContext }) {
  return (
    <Table size="small" aria-label="Changed fields" sx={stackOnPhone}>
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entry.changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell data-label="Field">{fieldLabel(change.field)}</TableCell>
            <TableCell data-label="Before">{changeValueText(change, 'before', context)}</TableCell>
            <TableCell data-label="After">{changeValueText(change, 'after', context)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function EntryItem({
  entry,
  context,
  canRestore,
  onRestore,
}: {
  entry: ShownEntry;
  context: WordsContext;
  canRestore: boolean;
  onRestore: (entry: ShownEntry) => void;
}) {
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const words = entryWords(entry, context);
  const partial = partialWords(entry);
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', px: 2, py: 1.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{words}</Typography>
          {partial.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
          <Typography variant="body2" color="text.secondary">
            {entry.at === null ? 'Just now' : formatDateTime(entry.at, context.zone)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {entry.changes.length > 0 ? (
            <Button
              size="small"
              aria-expanded={open}
              aria-controls={changesId}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? 'Hide changes' : `Show changes (${entry.changes.length})`}
            </Button>
          ) : null}
          {canRestore && entry.restorable && !entry.truncated && entry.event_id ? (
            <Button size="small" variant="outlined" aria-label={`Restore: ${words}`} onClick={() => onRestore(entry)}>
              Restore
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <Collapse in={open} id={changesId} unmountOnExit>
        <Box sx={{ mt: 1 }}>
          <ChangesTable entry={entry} context={context} />
        </Box>
      </Collapse>
    </Box>
  );
}
