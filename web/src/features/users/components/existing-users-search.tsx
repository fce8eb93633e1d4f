import { USER_TABLE_DEFAULT_PAGE_SIZE, USER_TABLE_PAGE_SIZES } from '@agenda/contract';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { ServerPagedTable } from '@/components/table/server-paged-table';
import { useAsyncData } from '@/hooks/use-async-data';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLatestReady } from '@/hooks/use-latest-ready';
import { usePaging, type Paging } from '@/hooks/use-paging';
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
  paging: Paging<PageSize>;
  isSelected: (key: string) => boolean;
  onSelect: (person: SelectedPerson) => void;
}

const COLUMNS = [
  { header: 'Name' },
  { header: 'E-mail' },
  { header: 'Country' },
  { header: 'Select', align: 'right' },
] as const;

function ExistingUsersResults({ search, paging, isSelected, onSelect }: ResultsProps) {
  const { page, pageSize } = paging;
  const load = useCallback(() => getExistingUsers({ search, page: page + 1, pageSize }), [search, page, pageSize]);
  const [state] = useAsyncData(load);
  const shown = useLatestReady(state);

  return (
    <ServerPagedTable
      label="Existing users"
      loadingLabel="Loading users"
      size="small"
      columns={COLUMNS}
      rows={shown?.users ?? null}
      empty="No user matches."
      count={shown?.count}
      loading={state.status === 'loading'}
      error={state.status === 'error' ? state.error : null}
      page={page}
      pageSize={pageSize}
      sizes={USER_TABLE_PAGE_SIZES}
      defaultSize={USER_TABLE_DEFAULT_PAGE_SIZE}
      onPage={paging.setPage}
      onPageSize={paging.setPageSize}
      renderRow={(user) => {
        const person = fromUser(user);
        return (
          <TableRow key={user.id} hover>
            <TableCell sx={{ fontWeight: 500 }}>{fullName(user)}</TableCell>
            <TableCell data-label="E-mail" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </TableCell>
            <TableCell data-label="Country">
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CountryFlag tenant={user.tenant} width={24} />
                {countryLabel(user.tenant)}
              </Box>
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
      }}
    />
  );
}

/** POST /getExistingUsers as a server-paged table, searched while typing. */
export function ExistingUsersSearch({ isSelected, onSelect, reloadKey }: ExistingUsersSearchProps) {
  const [search, setSearch] = useState('');
  const paging = usePaging<PageSize>(USER_TABLE_DEFAULT_PAGE_SIZE);
  const settled = useDebouncedValue(search.trim(), USER_SEARCH_DEBOUNCE_MS);

  return (
    <Box>
      <TextField
        label="Search users"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          paging.restart();
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
        paging={paging}
        isSelected={isSelected}
        onSelect={onSelect}
      />
    </Box>
  );
}
