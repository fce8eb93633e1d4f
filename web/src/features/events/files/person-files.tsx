import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PersonSearchField, type PickedUser } from '@/components/user-picker';
import { MyFiles } from './my-files';
import { USER_FILES_TEXTS } from './user-files';

/**
 * The event's editors keep files for a person they choose: the person is found as
 * in the people pickers (every user, by name or address, POST /completion/usersPage), then their files
 * are listed, uploaded and deleted like one's own.
 */
export function PersonFiles({ eventId, onSaved }: { eventId: string; onSaved: () => void }) {
  const [person, setPerson] = useState<PickedUser | null>(null);
  return (
    <>
      <Card component="section" aria-label={USER_FILES_TEXTS.forPerson}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontWeight: 600 }}>
              {USER_FILES_TEXTS.forPerson}
            </Typography>
            <Typography color="text.secondary">{USER_FILES_TEXTS.forPersonHint}</Typography>
            <PersonSearchField
              value={person}
              onChange={setPerson}
              label={USER_FILES_TEXTS.person}
              placeholder={USER_FILES_TEXTS.personSearch}
              noOptionsText={USER_FILES_TEXTS.noPeople}
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
