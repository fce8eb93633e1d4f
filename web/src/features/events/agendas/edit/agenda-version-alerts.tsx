import type { AgendaConflict } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatMoment } from '@/lib/zoned-time';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { AGENDA_EDIT_TEXTS } from './agenda-edit-texts';

/*
 * Someone else's save of the agenda being edited: a notice when it shows live, an alert when this
 * form's save was refused because of it (409). Times in the event's zone.
 */

/** A newer version saved elsewhere while the form is open: Reload loads it (dropping the person's changes). */
export function NewerVersionNotice({
  newer,
  zone,
  onReload,
}: {
  newer: LiveAgenda;
  zone: string;
  onReload: () => void;
}) {
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          Reload
        </Button>
      }
    >
      {AGENDA_EDIT_TEXTS.savedBySomeoneElse(newer.updated_by_name, formatMoment(newer.updated_at ?? Date.now(), zone))}
    </Alert>
  );
}

interface ConflictAlertProps {
  conflict: AgendaConflict;
  zone: string;
  onReload: () => void;
  onOverwrite: () => void;
}

/** The save was refused over a newer version: reload theirs, or overwrite it with this form's. */
export function ConflictAlert({ conflict, zone, onReload, onOverwrite }: ConflictAlertProps) {
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button color="inherit" size="small" onClick={onReload}>
            Reload their version
          </Button>
          <Button color="inherit" size="small" variant="outlined" onClick={onOverwrite}>
            Overwrite with mine
          </Button>
        </Stack>
      }
      sx={{ alignItems: { xs: 'flex-start' }, '& .MuiAlert-action': { flexShrink: 0 } }}
    >
      <AlertTitle>
        {AGENDA_EDIT_TEXTS.conflictTitle(
          conflict.updated_by_name,
          conflict.updated_at ? formatMoment(new Date(conflict.updated_at), zone) : null,
        )}
      </AlertTitle>
      {AGENDA_EDIT_TEXTS.conflictBody}
    </Alert>
  );
}
