import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { TwoTableUserPicker, type PickedUser } from '@/components/user-picker';
import { getRecipients } from '../api/notifications';

interface RecipientsFieldProps {
  target: { eventId: string; agendaId: string | null };
  sendToAll: boolean;
  onSendToAll: (value: boolean) => void;
  users: readonly PickedUser[];
  onUsers: (users: PickedUser[]) => void;
  /** Ids chosen before the people were read (an edited notification): resolved once they are. */
  initialIds?: readonly string[];
  error?: string;
  disabled?: boolean;
}

type People = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; people: PickedUser[] };

/**
 * "Send to all participants", and when it is off the two-table picker offering the event's (or the
 * agenda's) participants only: they are who a notification may reach.
 */
export function RecipientsField({
  target,
  sendToAll,
  onSendToAll,
  users,
  onUsers,
  initialIds,
  error,
  disabled = false,
}: RecipientsFieldProps) {
  const [people, setPeople] = useState<People>({ status: 'loading' });
  const { eventId, agendaId } = target;
  useEffect(() => {
    if (sendToAll) return undefined;
    let active = true;
    getRecipients({ eventId, agendaId }).then(
      (found) => active && setPeople({ status: 'ready', people: found }),
      (cause: unknown) =>
        active && setPeople({ status: 'error', error: cause instanceof Error ? cause.message : String(cause) }),
    );
    return () => {
      active = false;
    };
  }, [eventId, agendaId, sendToAll]);

  const ready = people.status === 'ready' ? people.people : null;
  useEffect(() => {
    if (!ready || !initialIds || initialIds.length === 0 || users.length > 0) return;
    const byId = new Map(ready.map((person) => [person.id, person]));
    onUsers(initialIds.map((id) => byId.get(id) ?? { id, name: 'No longer a participant', email: '' }));
    // Resolved once, when the people arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Checkbox checked={sendToAll} onChange={(event) => onSendToAll(event.target.checked)} disabled={disabled} />
        }
        label="Send to all participants"
      />
      {sendToAll ? null : people.status === 'loading' ? (
        <Skeleton variant="rounded" height={280} aria-label="Loading the participants" />
      ) : people.status === 'error' ? (
        <Alert severity="error">{people.error}</Alert>
      ) : (
        <TwoTableUserPicker
          title="Recipients"
          value={users}
          onChange={onUsers}
          available={people.people}
          spreadsheet={false}
          disabled={disabled}
          availableHint={
            agendaId
              ? 'This agenda has no participants yet: add them on its Participants screen.'
              : "This event has no participants yet: add them on the event's Participants screen."
          }
        />
      )}
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}
