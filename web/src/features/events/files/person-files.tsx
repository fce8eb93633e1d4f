import { USER_PICKER_RIGHT_PAGE_SIZE } from '@agenda/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { PICKER_SEARCH_DEBOUNCE_MS, type PickedUser } from '@/components/user-picker';
import { unreportedErrorText } from '@/lib/error-text';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { searchUsersPage } from '@/features/events/people/participants-api';
import { MyFiles } from './my-files';
import { USER_FILES_TEXTS } from './user-files';

/**
 * The event's editors keep files for a person they choose (issue 32, item 7): the person is found as
 * in the people pickers (every user, by name or address, POST /completion/usersPage), then their files
 * are listed, uploaded and deleted like one's own.
 */
export function PersonFiles({ eventId, onSaved }: { eventId: string; onSaved: () => void }) {
  const [person, setPerson] = useState<PickedUser | null>(null);
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
    <>
      <Card component="section" aria-label={USER_FILES_TEXTS.forPerson}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontWeight: 600 }}>
              {USER_FILES_TEXTS.forPerson}
            </Typography>
            <Typography color="text.secondary">{USER_FILES_TEXTS.forPersonHint}</Typography>
            <Autocomplete
              value={person}
              onChange={(_event, next) => setPerson(next)}
              inputValue={input}
              onInputChange={(_event, next) => setInput(next)}
              options={found?.users ?? []}
              // The server has searched already.
              filterOptions={(options) => options}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              getOptionLabel={(option) => `${option.name} (${option.email})`}
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
              noOptionsText={found?.error ?? USER_FILES_TEXTS.noPeople}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={USER_FILES_TEXTS.person}
                  placeholder={USER_FILES_TEXTS.personSearch}
                  error={!!found?.error}
                  helperText={found?.error ?? undefined}
                />
              )}
            />
          </Stack>
        </CardContent>
      </Card>
      {person ? (
        <MyFiles key={person.id} eventId={eventId} uid={person.id} canKeep person={person} onSaved={onSaved} />
      ) : null}
    </>
  );
}
