import { USER_TABLE_DEFAULT_PAGE_SIZE, USER_TABLE_PAGE_SIZES } from '@agenda/contract';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { ServerTablePagination } from '@/components/table/server-table-pagination';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { useAsyncData } from '@/hooks/use-async-data';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLatestReady } from '@/hooks/use-latest-ready';
import { stackOnPhone } from '@/components/stacked-table';
import { getExistingUsers } from '../api/existing-users';
import { fullName } from '../api/user-schema';
import { fromUser, type SelectedPerson } from '../lib/selection';
import { SelectPersonButton } from './select-person-button';

/** Typing pauses this long before the search asks the API. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

type PageSize = (typeof USER_TABLE_PAGE_SIZES)[number];

interface ExistingUsersSearchProps {
  isSelected: (key: string) => boolean;
  onSelect: (person: SelectedPerson) => void;
  /** Changes when a user was created, so that the table asks again. */
  reloadKey: number;
}

interface ResultsProps {
  search: string;
  page: number;
  pageSize: PageSize;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  isSelected: (key: string) => boolean;
  onSelect: (person: SelectedPerson) => void;
}

function ExistingUsersResults({ search, page, pageSize, onPage, onPageSize, isSelected, onSelect }: ResultsProps) {
  const load = useCallback(() => getExistingUsers({ search, page: page + 1, pageSize }), [search, page, pageSize]);
  const [state] = useAsyncData(load);
  const shown = useLatestReady(state);

  return (
    <>
      {state.status === 'error' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {state.error}
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>{state.status === 'loading' ? <LinearProgress aria-label="Loading users" /> : null}</Box>
      <TableContainer>
        <Table size="small" aria-label="Existing users" sx={stackOnPhone}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Country</TableCell>
              <TableCell align="right">Select</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown?.users.map((user) => {
              const person = fromUser(user);
              return (
                <TableRow key={user.id} hover>
                  <TableCell sx={{ fontWeight: 500 }}>{fullName(user)}</TableCell>
                  <TableCell data-label="E-mail" sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
                  <TableCell data-label="Country">
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <CountryFlag tenant={user.tenant} width={24} />
                      {countryLabel(user.tenant)}
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ py: 0 }}>
                    <SelectPersonButton name={person.name} selected={isSelected(person.key)} onSelect={() => onSelect(person)} />
                  </TableCell>
                </TableRow>
              );
            })}
            {shown && shown.users.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
                  No user matches.
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <ServerTablePagination
        count={shown?.count}
        page={page}
        pageSize={pageSize}
        sizes={USER_TABLE_PAGE_SIZES}
        defaultSize={USER_TABLE_DEFAULT_PAGE_SIZE}
        onPage={onPage}
        onPageSize={onPageSize}
      />
    </>
  );
}

/** POST /getExistingUsers as a server-paged table, searched while typing. */
export function ExistingUsersSearch({ isSelected, onSelect, reloadKey }: ExistingUsersSearchProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(USER_TABLE_DEFAULT_PAGE_SIZE);
  const settled = useDebouncedValue(search.trim(), USER_SEARCH_DEBOUNCE_MS);

  return (
    <Box>
      <TextField
        label="Search users"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
        size="small"
        fullWidth
        helperText="Any word of the name or the address, from its start"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1, maxWidth: 420 }}
      />
      {/* A new key (a user was created) loads the page again. */}
      <ExistingUsersResults
        key={reloadKey}
        search={settled}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        isSelected={isSelected}
        onSelect={onSelect}
      />
    </Box>
  );
}
