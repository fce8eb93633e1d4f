import { USER_PICKER_RIGHT_PAGE_SIZE } from '@agenda/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { unreportedErrorText } from '@/lib/error-text';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { searchUsersPage, type PickedUser } from './picker-data';
import { PICKER_SEARCH_DEBOUNCE_MS } from './two-table-user-picker';

export interface PersonSearchFieldProps {
  value: PickedUser | null;
  onChange: (person: PickedUser | null) => void;
  label: string;
  placeholder: string;
  /** Said when the search finds nobody. */
  noOptionsText: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * One person chosen from every user, by the start of a word of their name or address, as the people
 * pickers find them (POST /completion/usersPage, which any signed-in editor may ask): the server searches
 * as the person types (debounced), and a failed search says so in the field.
 */
export function PersonSearchField({
  value,
  onChange,
  label,
  placeholder,
  noOptionsText,
  size,
  sx,
}: PersonSearchFieldProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), PICKER_SEARCH_DEBOUNCE_MS);
  const [found, setFound] = useState<{ search: string; users: PickedUser[]; error: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    searchUsersPage({ search, page: 1, pageSize: USER_PICKER_RIGHT_PAGE_SIZE }).then(
      ({ users }) => {
        if (current) setFound({ search, users, error: null });
      },
      (error: unknown) => {
        if (current)
          setFound({ search, users: [], error: unreportedErrorText(error) ?? 'The people could not be loaded' });
      },
    );
    return () => {
      current = false;
    };
  }, [search]);

  const loading = found === null || found.search !== search;
  return (
    <Autocomplete
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={found?.users ?? []}
      // The server has searched already.
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => (option.email ? `${option.name} (${option.email})` : option.name)}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Stack>
            <Typography>{option.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {option.email}
            </Typography>
          </Stack>
        </li>
      )}
      loading={loading}
      loadingText="Loading the people…"
      noOptionsText={found?.error ?? noOptionsText}
      size={size}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          error={!!found?.error}
          helperText={found?.error ?? undefined}
          // The placeholder ("Everyone") is the empty choice: it shows, with the label above it.
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
}
