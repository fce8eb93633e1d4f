import type { Location } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { AGENDA_EDIT_TEXTS } from './agenda-edit-texts';
import { AgendaClashesAlert } from './agenda-clashes-alert';
import { AgendaLocationField } from './agenda-location-field';
import { AgendaOptionsFields } from './agenda-options-fields';
import { AgendaTagsField } from './agenda-tags-field';
import { AgendaTimesFields } from './agenda-times-fields';
import { ConflictAlert, NewerVersionNotice } from './agenda-version-alerts';
import { useAgendaForm, type AgendaFormInput } from './use-agenda-form';

const byName = (a: Location, b: Location) => a.name.localeCompare(b.name);

interface AgendaFormProps extends AgendaFormInput {
  /** Loads the live version into the form (drops the person's changes). */
  onReload: () => void;
}

/**
 * Spec §2 Edit agenda (Main Info): the times are edited on the event's clock and bounded by it; the
 * three alerts of §5 block Save; clashes with other sessions only warn. Each save names the version
 * it was based on, so that someone else's newer save is never silently overwritten (409).
 */
export function AgendaForm({ agenda, live, onReload, event }: AgendaFormProps) {
  const { form, mandatory, teams, issues, deleted, newerElsewhere, conflict, message, clearMessage, blockedReason, onSubmit, overwrite, moveEnd } = useAgendaForm({
    agenda,
    live,
    event,
  });
  const { control, trigger } = form;
  const locations = useLiveChildren(event.id, 'locations', byName);
  const back = paths.main.event.agendalist({ e: event.id, t: event.tenant_id });

  return (
    <Card>
      <CardContent component="form" noValidate aria-label="Agenda" onSubmit={(e) => void onSubmit(e)} sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3}>
          {deleted ? <Alert severity="warning">{AGENDA_EDIT_TEXTS.deleted}</Alert> : null}
          {newerElsewhere ? <NewerVersionNotice newer={newerElsewhere} zone={event.timezone} onReload={onReload} /> : null}
          <Controller
            name="name"
            control={control}
            render={({ field, fieldState }) => (
              <TextField {...field} label="Agenda name" required error={!!fieldState.error} helperText={fieldState.error?.message} />
            )}
          />
          <Controller
            name="description"
            control={control}
            render={({ field, fieldState }) => (
              <TextField {...field} label="Description" required multiline minRows={3} error={!!fieldState.error} helperText={fieldState.error?.message} />
            )}
          />
          <AgendaTimesFields control={control} trigger={trigger} event={event} issues={issues} onMoveEnd={moveEnd} />
          <AgendaLocationField control={control} event={event} locations={locations} />
          <AgendaTagsField control={control} event={event} />
          <AgendaOptionsFields control={control} trigger={trigger} mandatory={mandatory} teams={teams} />
          <AgendaClashesAlert control={control} eventId={event.id} agenda={agenda} live={live} locations={locations} />
          {conflict ? (
            <ConflictAlert conflict={conflict} zone={event.timezone} onReload={onReload} onOverwrite={() => void overwrite(conflict.version)} />
          ) : null}
          {message ? (
            <Alert severity="error" onClose={clearMessage}>
              {message}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
            <Button component={RouterLink} to={back}>
              Cancel
            </Button>
            <Tooltip title={blockedReason ?? ''} describeChild>
              {/* A disabled button receives no pointer events: the tooltip hangs on its wrapper. */}
              <span tabIndex={blockedReason ? 0 : -1} aria-label={blockedReason ? `Save: ${blockedReason}` : undefined}>
                <Button type="submit" variant="contained" disabled={blockedReason !== null}>
                  Save
                </Button>
              </span>
            </Tooltip>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
