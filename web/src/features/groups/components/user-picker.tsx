import type { CompletionUser } from '@contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { useAsyncData } from '@/hooks/use-async-data';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { completeUsers } from '../api/complete-users';

/** Typing pauses this long before the completion asks the API. */
export const USER_COMPLETION_DEBOUNCE_MS = 250;

const userLabel = (user: CompletionUser) => user.name || user.email;

interface UserPickerProps {
  users: readonly CompletionUser[];
  onChange: (users: CompletionUser[]) => void;
  disabled?: boolean;
}

/** "Group users": a search box over GET /completion/users and the chosen users as chips. */
export function UserPicker({ users, onChange, disabled = false }: UserPickerProps) {
  const headingId = useId();
  const [input, setInput] = useState('');
  const settled = useDebouncedValue(input.trim(), USER_COMPLETION_DEBOUNCE_MS);
  const load = useCallback(() => completeUsers(settled), [settled]);
  const [options] = useAsyncData(load);
  const chosen = new Set(users.map((user) => user.id));

  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Group users
      </Typography>
      <Autocomplete<CompletionUser>
        options={options.status === 'ready' ? options.data : []}
        loading={options.status === 'loading'}
        value={null}
        inputValue={input}
        onInputChange={(_event, value, reason) => {
          // Picking an option would write its label into the box; the box clears for the next search.
          if (reason !== 'reset') setInput(value);
        }}
        onChange={(_event, user) => {
          if (user && !chosen.has(user.id)) onChange([...users, user]);
          setInput('');
        }}
        // The API searches; its answer is not filtered again.
        filterOptions={(found) => found}
        getOptionLabel={userLabel}
        getOptionDisabled={(option) => chosen.has(option.id)}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Box>
              <Typography>{userLabel(option)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {option.email}
              </Typography>
            </Box>
          </li>
        )}
        noOptionsText={settled ? 'No user matches' : 'Type a name or an address'}
        disabled={disabled}
        renderInput={(params) => <TextField {...params} label="Add a user" helperText="Search by name or address" />}
      />
      <Box
        component="ul"
        aria-label="Group users"
        sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 1.5 }}
      >
        {users.map((user) => (
          <li key={user.id}>
            <Chip
              label={userLabel(user)}
              title={user.email}
              disabled={disabled}
              onDelete={() => onChange(users.filter((u) => u.id !== user.id))}
            />
          </li>
        ))}
      </Box>
      {users.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No users chosen yet.
        </Typography>
      ) : null}
    </Box>
  );
}
