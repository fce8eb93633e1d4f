import type { DirectorySearchHit } from '@agenda/contract';
import TravelExplore from '@mui/icons-material/TravelExplore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { useAsyncData } from '@/hooks/use-async-data';
import { stackOnPhone } from '@/components/stacked-table';
import { searchDirectory } from '../api/directory';
import { fromDirectory, type SelectedPerson } from '../lib/selection';
import { SelectPersonButton } from './select-person-button';

interface DirectorySearchProps {
  isSelected: (key: string) => boolean;
  onSelect: (person: SelectedPerson) => void;
}

const noSearch = async (): Promise<DirectorySearchHit[] | null> => null;

/** GET /directory/search: people of the corporate directory, on Enter or the Search button. */
export function DirectorySearch({ isSelected, onSelect }: DirectorySearchProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const load = useCallback(() => (query ? searchDirectory(query) : noSearch()), [query]);
  const [state] = useAsyncData(load);

  return (
    <Box>
      <Stack
        component="form"
        role="search"
        aria-label="Corporate directory"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', mb: 1, maxWidth: 520 }}
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = text.trim();
          if (trimmed) setQuery(trimmed);
        }}
      >
        <TextField
          label="Search the directory"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          fullWidth
          helperText="A name or an address, then Enter"
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<TravelExplore />}
          disabled={!text.trim()}
          sx={{ flexShrink: 0, height: 40 }}
        >
          Search
        </Button>
      </Stack>
      <Box sx={{ height: 4 }}>
        {query && state.status === 'loading' ? <LinearProgress aria-label="Searching the directory" /> : null}
      </Box>
      {state.status === 'error' ? <Alert severity="error">{state.error}</Alert> : null}
      {state.status === 'ready' && state.data ? (
        state.data.length === 0 ? (
          <Alert severity="info">Nobody in the directory matches “{query}”.</Alert>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Directory results" sx={stackOnPhone}>
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>E-mail</TableCell>
                  <TableCell>Job title</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Select</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {state.data.map((hit) => {
                  const person = fromDirectory(hit);
                  return (
                    <TableRow key={hit.oid} hover>
                      <TableCell sx={{ fontWeight: 500 }}>{person.name}</TableCell>
                      <TableCell data-label="E-mail" sx={{ overflowWrap: 'anywhere' }}>
                        {hit.mail}
                      </TableCell>
                      <TableCell data-label="Job title">{hit.jobTitle ?? ''}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={hit.exists ? 'User' : 'Not a user'}
                          color={hit.exists ? 'primary' : 'default'}
                          variant="outlined"
                        />
                      </TableCell>
                      <TableCell align="right" sx={{ py: 0 }}>
                        <SelectPersonButton
                          name={person.name}
                          selected={isSelected(person.key)}
                          onSelect={() => onSelect(person)}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )
      ) : null}
    </Box>
  );
}
