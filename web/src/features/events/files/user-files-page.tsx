import { takesPartInEvent } from '@agenda/contract';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRights } from '@/lib/rights';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useEventParticipation } from '@/features/events/shared/use-event-participation';
import { useState } from 'react';
import { EveryonesFiles } from './everyones-files';
import { MyFiles } from './my-files';
import { PersonFiles } from './person-files';
import { ListSkeleton } from './user-file-row';
import { USER_FILES_TEXTS } from './user-files';

/**
 * '/main/event/editeventuserfiles?e&t': the person's own files for the event; organizers also keep a
 * chosen person's files and see everyone's.
 */
export function UserFilesPage() {
  const { event, canEdit } = useCurrentEvent();
  const rights = useRights();
  const participant = useEventParticipation(event.id, rights.uid);
  const known = rights.ready && rights.uid !== null && participant !== null;
  const canKeep = known && takesPartInEvent(rights.principal, rights.uid, event, participant === true);
  // Bumped by every save: everyone's files read again.
  const [saves, setSaves] = useState(0);
  const saved = () => setSaves((count) => count + 1);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {USER_FILES_TEXTS.title}
      </Typography>
      <Stack spacing={3}>
        {known && rights.uid ? (
          <MyFiles eventId={event.id} uid={rights.uid} canKeep={canKeep} onSaved={saved} />
        ) : (
          <ListSkeleton />
        )}
        {canEdit ? <PersonFiles eventId={event.id} onSaved={saved} /> : null}
        {canEdit ? <EveryonesFiles key={saves} eventId={event.id} /> : null}
      </Stack>
    </Container>
  );
}
